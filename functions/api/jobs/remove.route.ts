import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { jobUsage } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';

/**
 * DELETE jobs/{id}: refused (409) while the job has products, traits, report layouts or question headers; inactive
 * is the way to retire it.
 */
export const remove = implement(jobsRoutes.remove, async ({ params }) => {
  const job = await jobs.getOrThrow(params.id);
  const usage = await jobUsage(job.id);
  const uses = [
    usage.hasProducts ? 'products' : '',
    usage.hasTraits ? 'traits' : '',
    usage.hasLayouts ? 'report layouts' : '',
    usage.hasHeaders ? 'question headers' : '',
  ].filter(Boolean);
  if (uses.length > 0) {
    const what = uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}`;
    throw new ConflictError(`Job "${job.jobNumber}" still has ${what}. Make it inactive instead.`);
  }
  await jobs.remove(job.id);
  return respond(204);
});
