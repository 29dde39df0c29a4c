import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement, respond } from '../../common/api-handler.ts';
import type { JobTrait } from '../../data/entities/job-trait.entity.ts';
import { jobTraits } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';
import { planogram } from './job-trait-fields.ts';

/** POST traits/job */
export const createJobTrait = implement(traitsRoutes.createJobTrait, async ({ body, auth }) => {
  const job = await jobs.getOrThrow(body.jobId);
  const trait: JobTrait = {
    id: await nextId(jobTraits.entity.name),
    jobId: job.id,
    traitDescription: body.traitDescription,
    ...(await planogram(body)),
  };
  return respond(201, await jobTraits.create(trait, auth.username));
});
