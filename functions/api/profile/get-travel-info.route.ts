import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { ownEmployee } from './own.ts';
import { toTravelInfo } from './travel-info.ts';

/** `GET profile/travelInfo`: the travel preferences kept on the worker record, cities named. */
export const getTravelInfo = implement(profileRoutes.getTravelInfo, async ({ auth }) =>
  toTravelInfo(await ownEmployee(auth)),
);
