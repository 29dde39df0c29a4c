import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { implement } from '../../common/api-handler.ts';
import { consumerGroups } from '../../data/master-data/master-data.repository.ts';

/** Needs the version read (409 when someone changed it since); a changed code moves its uniqueness marker atomically. */
export const update = implement(consumerGroupsRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  return consumerGroups.replace({ id: params.id, ...fields }, version, auth.username);
});
