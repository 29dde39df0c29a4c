import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/*
 * Big answers travel gzip-compressed when the caller accepts it: a Lambda answer is capped at 6 MB, and a JSON
 * list compresses about tenfold, so a page of 1,000 schedule rows stays far below it and reaches the browser
 * sooner. Small answers are not worth the CPU. Files are not compressed here: they go to S3 (s3-objects.ts).
 */

/** Answers at or above this many bytes are compressed. */
export const COMPRESS_FROM_BYTES = 32 * 1024;

export function compressed(
  result: APIGatewayProxyStructuredResultV2,
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
): APIGatewayProxyStructuredResultV2 {
  const body = result.body;
  if (result.isBase64Encoded || body === undefined || Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return result;
  if (!acceptsGzip(event.headers?.['accept-encoding'])) return result;
  return {
    ...result,
    headers: { ...result.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(body).toString('base64'),
    isBase64Encoded: true,
  };
}

/** `gzip` among the accepted encodings, unless refused with `q=0`. */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (name === 'gzip' || name === '*') && !refused;
  });
}
