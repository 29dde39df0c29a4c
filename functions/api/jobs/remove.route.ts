import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { jobUsage } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';

/** DELETE jobs/{id}: refused (409) while the job has products or traits; inactive is the way to retire it. */
export const remove = implement(jobsRoutes.remove, async ({ params }) => {
  const job = await jobs.getOrThrow(params.id);
  const usage = await jobUsage(job.id);
  if (usage.hasProducts || usage.hasTraits) {
    const what = [usage.hasProducts ? 'products' : '', usage.hasTraits ? 'traits' : ''].filter(Boolean).join(' and ');
    throw new ConflictError(`Job "${job.jobNumber}" still has ${what}. Make it inactive instead.`);
  }
  await jobs.remove(job.id);
  return respond(204);
});
