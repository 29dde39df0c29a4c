import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { specialAvailabilities, toSpecialAvailability } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';

/** `GET profile/specialAvailability/{id}`: one of the worker's own special weeks. */
export const getSpecialAvailability = implement(profileRoutes.getSpecialAvailability, async ({ params, auth }) =>
  toSpecialAvailability(await specialAvailabilities.getOrThrow(ownEmployeeId(auth), params.id)),
);
