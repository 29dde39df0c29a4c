import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement } from '../../common/api-handler.ts';
import type { JobTrait } from '../../data/entities/job-trait.entity.ts';
import { jobTraits } from '../../data/master-data/jobs.repository.ts';
import { planogram } from './job-trait-fields.ts';

/** PUT traits/job/{id}: description and planogram; the job stays. */
export const updateJobTrait = implement(traitsRoutes.updateJobTrait, async ({ params, body, auth }) => {
  const current = await jobTraits.getOrThrow(params.id, 'trait');
  const trait: JobTrait = {
    id: current.id,
    jobId: current.jobId,
    traitDescription: body.traitDescription,
    ...(await planogram(body, current)),
  };
  return jobTraits.replace(trait, body.version, auth.username);
});
