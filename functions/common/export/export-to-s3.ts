import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { downloadLink, type ObjectRef, uploadStream } from '../aws/s3-objects.ts';
import { env } from '../env.ts';
import { createLogger } from '../logger.ts';
import type { ExportColumn, RowPages } from './columns.ts';
import { writeCsv } from './csv-writer.ts';
import { writeXlsx } from './xlsx-writer.ts';

/*
 * THE way the product hands out a file it builds (issue 12): rows are written page by page into a streaming
 * writer whose output goes straight into an S3 multipart upload in the exports bucket, and the caller gets a
 * short-lived presigned link. Nothing holds the whole file: memory is a page of rows plus the upload's parts
 * (5 MB each, two in flight), so 50,000 rows fit a small Lambda and no answer meets API Gateway's 6 MB limit.
 * The bucket expires exports after a day (infra: exports bucket lifecycle rule).
 */

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export type ExportFormat = keyof typeof CONTENT_TYPES;

export interface ExportRequest<Row> {
  /** What the user's browser saves the file as, e.g. schedules-2026-11-24.xlsx. */
  fileName: string;
  format: ExportFormat;
  /** xlsx only. */
  sheetName?: string;
  columns: readonly ExportColumn<Row>[];
  pages: RowPages<Row>;
}

/** The answer of every export call: the name, and where to fetch it until `expiresAt`. */
export interface ExportedFile {
  fileName: string;
  url: string;
  expiresAt: string;
  rows: number;
}

const log = createLogger({ service: 'shelfline-export' });

export async function exportToS3<Row>(request: ExportRequest<Row>): Promise<ExportedFile> {
  const bucket = env.bucket('exportsBucket');
  const key = `exports/${new Date().toISOString().slice(0, 10)}/${randomUUID()}/${request.fileName}`;
  const rows = await streamToS3({ bucket, key }, request);
  const link = await downloadLink({
    bucket,
    key,
    fileName: request.fileName,
    contentType: CONTENT_TYPES[request.format],
  });
  return {
    fileName: request.fileName,
    ...link,
    rows,
  };
}

/**
 * Streams the rows of `request` into the object `target` (the exports bucket for a download, the files bucket for a
 * file the product keeps, e.g. an order export) and answers the rows written. A failure aborts the upload.
 */
export async function streamToS3<Row>(
  target: ObjectRef,
  request: Omit<ExportRequest<Row>, 'fileName'>,
): Promise<number> {
  const contentType = CONTENT_TYPES[request.format];
  const body = new PassThrough();
  const upload = await uploadStream({ ...target, body, contentType });
  const uploaded = upload.done();
  try {
    const rows =
      request.format === 'xlsx'
        ? await writeXlsx(body, request.sheetName ?? 'Sheet1', request.columns, request.pages)
        : await writeCsv(body, request.columns, request.pages);
    await uploaded;
    return rows;
  } catch (error) {
    body.destroy();
    await upload.abort().catch((abortError: unknown) => {
      // s3rver answers AbortMultipartUpload with 405 (docs/local-stack.md#s3); S3's lifecycle rule removes the parts anyway.
      log.warn('export upload not aborted', { key: target.key, error: String(abortError) });
    });
    uploaded.catch(() => undefined);
    throw error;
  }
}
