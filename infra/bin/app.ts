#!/usr/bin/env -S npx tsx
import { App } from 'aws-cdk-lib';
import { defineShelfline } from '../shelfline-app.ts';

// Context: `stage` (default dev), `inboundDomain`, `mailFrom`, `appVersion`, and optionally
// `domainName` + `certificateArn` for the web stack. See infra/config.ts.
const app = new App();
defineShelfline(app);
app.synth();
