import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { questionHeaders } from '../../data/content/questions.repository.ts';
import { layoutsOfJob, layoutsUsing } from '../../data/content/report-layouts.repository.ts';
import { checkHeaderJob } from './header-job.ts';
import { refreshLayoutCopies } from './refresh-layouts.ts';

/**
 * PUT questionLibrary/headers/{id} with its version. Moving a header to another job is refused (409) while a layout
 * uses it: a layout uses only headers of its own job. The layouts that use it get its new text.
 */
export const updateHeader = implement(questionLibraryRoutes.updateHeader, async ({ params, body, auth }) => {
  const current = await questionHeaders.getOrThrow(params.id, 'header');
  if (body.jobId !== current.jobId) {
    await checkHeaderJob(body.jobId);
    const using = await layoutsUsing(current.id, true);
    if (using.length > 0)
      throw new ConflictError({
        jobId: [`Header "${current.text}" is used by report layout "${using[0]?.description}"; its job cannot change.`],
      });
  }
  const updated = await questionHeaders.replace(
    { id: current.id, jobId: body.jobId, text: body.text, isInactive: body.isInactive },
    body.version,
    auth.username,
  );
  // A header is used only by layouts of its job: they get its new text.
  const using = (await layoutsOfJob(updated.jobId)).filter((l) =>
    l.details.some((d) => d.isHeader && d.questionId === updated.id),
  );
  await refreshLayoutCopies(
    { questionId: updated.id, isHeader: true, text: updated.text, answers: [] },
    using,
    auth.username,
  );
  return updated;
});
