import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { jobIdsWithLayouts } from '../../data/content/summary.repository.ts';
import { JobEntity } from '../../data/entities/job.entity.ts';
import { batchGetByIds, listJobsOfSupplier } from '../../data/master-data/master-data.repository.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary/jobs` (002 §7): the jobs with at least one report layout, by job number. A customer gets only their
 * supplier's (brief §11.2).
 */
export const listJobs = implement(summaryRoutes.listJobs, async ({ auth }) => {
  const viewer = await viewerOf(auth);
  const withLayouts = await jobIdsWithLayouts();
  const jobs = viewer.customer
    ? (await listJobsOfSupplier(viewer.supplierId)).filter((job) => withLayouts.has(job.id))
    : [...(await batchGetByIds(JobEntity, [...withLayouts])).values()];
  return jobs
    .map((job) => ({ id: job.id, jobNumber: job.jobNumber, description: job.description }))
    .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber));
});
