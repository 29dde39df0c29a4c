import { env } from '../env.ts';
import { lazyClient } from './lazy-client.ts';
import { routedByRegion } from './regions.ts';

/**
 * Created once per container, imported on first use (lazy-client.ts). With a mail region of its own, a request goes
 * to the region of its bucket (regions.ts): the inbox in the mail region, the other buckets in the main one.
 */
export const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  // Emulators need path-style URLs, and s3rver stores chunk-signed bodies verbatim unless checksums are
  // only computed when required (docs/local-stack.md#s3).
  (sdk) =>
    routedByRegion(
      (region) =>
        new sdk.S3Client({
          ...(env.isLocal ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' } : {}),
          ...(region ? { region } : {}),
        }),
    ),
);
