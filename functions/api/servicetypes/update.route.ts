import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { implement } from '../../common/api-handler.ts';
import { serviceTypes } from '../../data/master-data/master-data.repository.ts';

/** Needs the version read (409 when someone changed it since); a changed code moves its uniqueness marker atomically. */
export const update = implement(serviceTypesRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  return serviceTypes.replace({ id: params.id, ...fields }, version, auth.username);
});
