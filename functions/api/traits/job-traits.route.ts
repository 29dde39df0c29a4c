import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement, respond } from '../../common/api-handler.ts';
import type { JobTrait } from '../../data/entities/job-trait.entity.ts';
import { jobTraits, listTraitsOfJob, removeTraitWithStores } from '../../data/jobs.repository.ts';
import { jobs } from '../../data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';

/** Planogram id and code as given (planograms are a later family); null or empty clears them. */
function planogram(body: { planogramId?: number | null; planogramCode?: string | null }): Partial<JobTrait> {
  return {
    ...(body.planogramId ? { planogramId: body.planogramId } : {}),
    ...(body.planogramCode ? { planogramCode: body.planogramCode } : {}),
  };
}

/** POST traits/job */
export const createJobTrait = implement(traitsRoutes.createJobTrait, async ({ body, auth }) => {
  const job = await jobs.getOrThrow(body.jobId);
  const trait: JobTrait = {
    id: await nextId(jobTraits.entity.name),
    jobId: job.id,
    traitDescription: body.traitDescription,
    ...planogram(body),
  };
  return respond(201, await jobTraits.create(trait, auth.username));
});

/** PUT traits/job/{id}: description and planogram; the job stays. */
export const updateJobTrait = implement(traitsRoutes.updateJobTrait, async ({ params, body, auth }) => {
  const current = await jobTraits.getOrThrow(params.id, 'trait');
  const trait: JobTrait = {
    id: current.id,
    jobId: current.jobId,
    traitDescription: body.traitDescription,
    ...planogram(body),
  };
  return jobTraits.replace(trait, body.version, auth.username);
});

/** DELETE traits/job/{id}: cascades to the stores that carry the trait (documented in the README). */
export const removeJobTrait = implement(traitsRoutes.removeJobTrait, async ({ params }) => {
  await jobTraits.getOrThrow(params.id, 'trait');
  await removeTraitWithStores(params.id);
  return respond(204);
});

/** GET traits/job?jobId= */
export const listJobTraits = implement(traitsRoutes.listJobTraits, async ({ query }) => {
  await jobs.getOrThrow(query.jobId);
  return listTraitsOfJob(query.jobId);
});
