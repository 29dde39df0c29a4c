import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';

export const get = implement(jobsRoutes.get, ({ params }) => jobs.getOrThrow(params.id));
