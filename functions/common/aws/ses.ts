import { SESv2Client } from '@aws-sdk/client-sesv2';

/** Created once per container (see dynamo.ts for why each client has its own module). */
let ses: SESv2Client | undefined;

export function sesClient(): SESv2Client {
  // aws-ses-v2-local never answers actions it does not implement: bound the wait (LOCAL_STACK.md).
  ses ??= new SESv2Client({ requestHandler: { requestTimeout: 10_000 } });
  return ses;
}
