import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env.ts';

/** Created once per container (see dynamo.ts for why each client has its own module). */
let s3: S3Client | undefined;

export function s3Client(): S3Client {
  // Emulators need path-style URLs, and s3rver stores chunk-signed bodies verbatim unless checksums are
  // only computed when required (LOCAL_STACK.md).
  s3 ??= new S3Client(env.isLocal ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' } : {});
  return s3;
}
