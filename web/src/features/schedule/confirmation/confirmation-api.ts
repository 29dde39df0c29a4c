import type { ServiceConfirmation } from '@shelfline/shared/contracts/schedule.contract';
import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { callRoute } from '../../../app/api.ts';

/** The confirmation calls (000 §4.5, §7.5): POST creates, PUT changes, DELETE removes; {id} is the service id. */
export const confirmationApi = {
  save: (serviceId: number, exists: boolean, estimatedDate: string | null): Promise<ServiceConfirmation> =>
    callRoute(exists ? scheduleRoutes.updateConfirmation : scheduleRoutes.createConfirmation, {
      params: { id: serviceId },
      body: { estimatedDate },
    }),
  remove: (serviceId: number) => callRoute(scheduleRoutes.removeConfirmation, { params: { id: serviceId } }),
};
