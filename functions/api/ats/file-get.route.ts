import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { FILE_ANSWER_LIMIT_BYTES } from '../../common/answer-limit.ts';
import { implement, respond } from '../../common/api-handler.ts';
import { isAwsError } from '../../common/aws/lazy-client.ts';
import { attachment } from '../../common/aws/s3-objects.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { fileById } from '../../data/ats/applicants.repository.ts';
import { fileLink, objectBytes } from '../../data/files/file-objects.ts';
import { applicantScopeOf, visibleApplicant } from '../../domain/ats/applicants/scope.ts';

/**
 * GET ats/files/{fileId}: a résumé, after the scope check through its applicant (404 outside it, as for a missing
 * file). A PDF is served inline (the viewer), anything else as an attachment of `application/octet-stream`, always
 * `nosniff`; past the answer limit, a 5-minute link to the object as the file manager does (downloads.ts). A record
 * whose object is gone answers 404.
 */
export const getFile = implement(atsRoutes.getFile, async ({ params, auth }) => {
  const file = await fileById(params.fileId);
  if (!file) throw new NotFoundError(`File ${params.fileId} was not found.`);
  try {
    await visibleApplicant(applicantScopeOf(auth), file.applicantId);
  } catch {
    throw new NotFoundError(`File ${params.fileId} was not found.`);
  }
  const inline = file.contentType === 'application/pdf';
  const contentType = inline ? file.contentType : 'application/octet-stream';
  const disposition = inline ? attachment(file.fileName).replace(/^attachment/, 'inline') : attachment(file.fileName);
  if (file.size > FILE_ANSWER_LIMIT_BYTES) {
    const { url, expiresAt } = await fileLink(file.key, disposition, contentType);
    return { fileName: file.fileName, url, expiresAt };
  }
  // The record without its object (removed by hand, or a failed write): a missing file, not a server error.
  const bytes = await objectBytes(file.key).catch((error: unknown) => {
    if (isAwsError(error, 'NoSuchKey', 'NotFound')) throw new NotFoundError(`File ${params.fileId} was not found.`);
    throw error;
  });
  return respond(200, bytes, {
    'content-type': contentType,
    'content-disposition': disposition,
    'x-content-type-options': 'nosniff',
  });
});
