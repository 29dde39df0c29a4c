#!/usr/bin/env -S npx tsx
import { App } from 'aws-cdk-lib';
import { defineShelfline } from '../shelfline-app.ts';

// Context: `stage` (default dev), `region`, `mailRegion` (where SES receives the mailbox's mail, default the main
// region; another receiving region gets the stack shelfline-<stage>-mail-in), `inboundDomain`, `mailFrom`, `appVersion`, and optionally `domainName` + `certificateArn` for the web
// stack. See infra/config.ts.
const app = new App();
try {
  defineShelfline(app);
} catch (error) {
  // A setting refused by infra/config.ts: its message says what to pass instead; a stack trace would bury it.
  if (error instanceof Error && /^Context "/.test(error.message)) {
    console.error(`Synth refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
app.synth();
