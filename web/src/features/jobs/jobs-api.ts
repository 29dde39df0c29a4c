import type { Job } from '@shelfline/shared/contracts/job.contract';
import type { JobTrait, JobTraitForm } from '@shelfline/shared/contracts/trait.contract';
import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { callRoute } from '../../app/api.ts';

/** Job Maintenance's own writes beyond `crudRouteCalls(jobsRoutes)` (its reads are the factories of `queries/jobs.ts`). */
export const jobsApi = {
  /** Saves the job's products (PUT jobs/{id} with the job as it is and the new product list). */
  saveProducts: (job: Job, products: { productId: number; serviceTypeId: number }[]) =>
    callRoute(jobsRoutes.update, {
      params: { id: job.id },
      body: {
        jobNumber: job.jobNumber,
        description: job.description,
        hourlyRate: job.hourlyRate,
        retailerId: job.retailerId,
        supplierId: job.supplierId,
        isInactive: job.isInactive,
        startDate: job.startDate,
        endDate: job.endDate,
        products,
        version: job.version,
      },
    }),
};

/** The writes of the traits screens (reads: `queries/job-traits.ts`, `queries/store-traits.ts`). */
export const traitsApi = {
  create: (jobId: number, input: JobTraitForm) => callRoute(traitsRoutes.createJobTrait, { body: { ...input, jobId } }),
  update: (trait: JobTrait, input: JobTraitForm) =>
    callRoute(traitsRoutes.updateJobTrait, {
      params: { id: trait.id },
      body: {
        ...input,
        // The planogram choice is disabled until planograms exist: keep what the trait has.
        planogramId: input.planogramId ?? trait.planogramId,
        planogramCode: input.planogramCode ?? trait.planogramCode,
        version: trait.version,
      },
    }),
  remove: (trait: JobTrait) => callRoute(traitsRoutes.removeJobTrait, { params: { id: trait.id } }),
  addToStores: (jobId: number, traitId: number, storeIds: number[]) =>
    callRoute(traitsRoutes.addStoreTraits, { body: { jobId, traitId, storeIds } }),
  removeFromStore: (id: number) => callRoute(traitsRoutes.removeStoreTrait, { params: { id } }),
};
