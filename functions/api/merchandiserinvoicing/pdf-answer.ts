import { respond } from '../../common/api-handler.ts';
import type { PdfFile } from '../../domain/money/merchandiser-invoicing/invoice-documents.ts';

/** A PDF answered inline (the SPA shows it in a modal's frame), named for a download. */
export const pdfAnswer = ({ bytes, fileName }: PdfFile) =>
  respond(200, bytes, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${fileName}"` });
