import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { generalAvailabilities, toGeneralAvailability } from '../../data/people/worker-records.repository.ts';
import { ownEmployeeId } from './own.ts';

/** `GET profile/generalAvailability`: version 0 when never saved ('Daily Availability Not Set'). One GetItem. */
export const getGeneralAvailability = implement(profileRoutes.getGeneralAvailability, async ({ auth }) => {
  return toGeneralAvailability(await generalAvailabilities.getBySortPart(ownEmployeeId(auth), '0'));
});
