import { deleteObject, downloadLink } from '../../common/aws/s3-objects.ts';
import { env } from '../../common/env.ts';
import type { ExportColumn, RowPages } from '../../common/export/columns.ts';
import { CONTENT_TYPES, streamToS3 } from '../../common/export/export-to-s3.ts';

/*
 * An order export's file is KEPT (brief O11): History downloads it again long after the exports bucket (30 days)
 * would have dropped it. So it is streamed into the files bucket under a key of the export
 * (`order-exports/<yyyy>/<exportId>.xlsx`) rather than the exports bucket, by the same streaming writer
 * (export-to-s3.ts `streamToS3`): rows go into the multipart upload as they are built, a page at a time.
 */

const XLSX = CONTENT_TYPES.xlsx;

export const orderExportFileKey = (exportId: string, at: string) => `order-exports/${at.slice(0, 4)}/${exportId}.xlsx`;

/** Streams the sheet into the files bucket at `key`; answers the rows written. A failure leaves no object behind. */
export async function storeWorkbook<Row>(
  key: string,
  columns: readonly ExportColumn<Row>[],
  pages: RowPages<Row>,
): Promise<number> {
  return streamToS3(
    { bucket: env.bucket('filesBucket'), key },
    { format: 'xlsx', sheetName: 'Orders', columns, pages },
  );
}

/** Deletes a kept file (an export undone). */
export const deleteWorkbook = (key: string) => deleteObject({ bucket: env.bucket('filesBucket'), key });

/** A short-lived link that downloads the kept file as `fileName`; issue it only after the caller's role check. */
export const workbookLink = (key: string, fileName: string) =>
  downloadLink({ bucket: env.bucket('filesBucket'), key, fileName, contentType: XLSX });
