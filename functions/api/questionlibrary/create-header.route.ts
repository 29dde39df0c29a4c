import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { questionHeaders } from '../../data/content/questions.repository.ts';
import { nextId } from '../../data/repository.ts';
import { checkHeaderJob } from './header-job.ts';

/** POST questionLibrary/headers: a header of one job (the job chosen on the Headers tab or in the builder). */
export const createHeader = implement(questionLibraryRoutes.createHeader, async ({ body, auth }) => {
  await checkHeaderJob(body.jobId);
  const created = await questionHeaders.create(
    { id: await nextId(questionHeaders.entity.name), jobId: body.jobId, text: body.text, isInactive: body.isInactive },
    auth.username,
  );
  return respond(201, created);
});
