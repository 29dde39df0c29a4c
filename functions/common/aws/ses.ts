import { lazyClient } from './lazy-client.ts';

/** Created once per container, imported on first use (lazy-client.ts). */
export const ses = lazyClient(
  () => import('@aws-sdk/client-sesv2'),
  // aws-ses-v2-local never answers actions it does not implement: bound the wait (docs/local-stack.md#ses).
  (sdk) => new sdk.SESv2Client({ requestHandler: { requestTimeout: 10_000 } }),
);
