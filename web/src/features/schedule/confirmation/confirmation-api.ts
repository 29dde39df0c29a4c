import { type ServiceConfirmation, ServiceConfirmationSchema } from '@shelfline/shared/contracts/schedule.contract';
import { api } from '../../../app/api.ts';

/** The confirmation calls (000 §4.5, §7.5): POST creates, PUT changes, DELETE removes; {id} is the service id. */
export const confirmationApi = {
  save: (serviceId: number, exists: boolean, estimatedDate: string | null): Promise<ServiceConfirmation> =>
    api.request(exists ? 'PUT' : 'POST', `schedule/confirmations/${serviceId}`, {
      body: { estimatedDate },
      schema: ServiceConfirmationSchema,
    }),
  remove: (serviceId: number) => api.delete(`schedule/confirmations/${serviceId}`),
};
