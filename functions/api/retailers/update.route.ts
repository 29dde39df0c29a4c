import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { implement } from '../../common/api-handler.ts';
import { retailers } from '../../data/master-data.repository.ts';

/** Needs the version read (409 when someone changed it since); a changed code moves its uniqueness marker atomically. */
export const update = implement(retailersRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  return retailers.replace({ id: params.id, ...fields }, version, auth.username);
});
