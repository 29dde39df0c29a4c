import { showsRecord } from '@shelfline/shared/contracts/list.contract';
import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOrAll } from '../../common/paging.ts';
import { listAllJobs } from '../../data/master-data/jobs.repository.ts';
import { listJobsOfRetailer, listJobsOfSupplier } from '../../data/master-data/master-data.repository.ts';

/**
 * GET jobs: `?includeInactive=` and `?supplierId=` (the spec's two variants) answer the whole array in
 * job-number order. With `pageNumber` or `pageSize` (Job Maintenance) the answer is a `Paged<Job>`, sorted,
 * searched (job number, description, retailer, supplier) and optionally narrowed to one `retailerId`.
 */
export const list = implement(jobsRoutes.list, async ({ query }) => {
  const all =
    query.supplierId !== undefined
      ? await listJobsOfSupplier(query.supplierId)
      : query.retailerId !== undefined
        ? await listJobsOfRetailer(query.retailerId)
        : await listAllJobs();
  const jobs = all.filter(
    (j) => showsRecord(query, j.isInactive) && (query.retailerId === undefined || j.retailerId === query.retailerId),
  );
  return pageOrAll(jobs, query, {
    searchIn: (j) => [j.jobNumber, j.description, j.retailer, j.supplier],
    sorts: {
      jobNumber: (j) => j.jobNumber,
      description: (j) => j.description,
      retailer: (j) => j.retailer,
      supplier: (j) => j.supplier,
      hourlyRate: (j) => j.hourlyRate,
      isInactive: (j) => j.isInactive,
    },
  });
});
