import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { questionHeaders } from '../../data/content/questions.repository.ts';
import { layoutsOfJob } from '../../data/content/report-layouts.repository.ts';
import { inUseMessage } from './in-use.ts';

/**
 * DELETE questionLibrary/headers/{id}: refused (409) while a report layout uses it. A header is used only by layouts
 * of its own job, so the job's layouts (one Query) are enough.
 */
export const removeHeader = implement(questionLibraryRoutes.removeHeader, async ({ params }) => {
  const header = await questionHeaders.getOrThrow(params.id, 'header');
  const using = (await layoutsOfJob(header.jobId)).filter((l) =>
    l.details.some((d) => d.isHeader && d.questionId === header.id),
  );
  if (using.length > 0) throw new ConflictError(inUseMessage('Header', header.text, using));
  await questionHeaders.remove(header.id);
  return respond(204);
});
