import { env } from '../env.ts';
import { lazyClient } from './lazy-client.ts';

/** Created once per container, imported on first use (lazy-client.ts). */
export const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  // Emulators need path-style URLs, and s3rver stores chunk-signed bodies verbatim unless checksums are
  // only computed when required (docs/local-stack.md#s3).
  (sdk) => new sdk.S3Client(env.isLocal ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' } : {}),
);
