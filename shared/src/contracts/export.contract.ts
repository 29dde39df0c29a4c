import * as z from 'zod';

/**
 * What every export call answers (functions/common/export/export-to-s3.ts): the file was written to the exports
 * bucket, and `url` downloads it (as an attachment named `fileName`) until `expiresAt`. The SPA follows the link.
 */
export const ExportedFileSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  rows: z.number(),
});
export type ExportedFile = z.infer<typeof ExportedFileSchema>;
