import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { implement } from '../../common/api-handler.ts';
import { listConsumerGroups } from '../../data/master-data/master-data.repository.ts';

/** `GET consumergroups?includeInactive=`: the whole (small) list in code order; active ones only by default (001 §4). */
export const list = implement(consumerGroupsRoutes.list, async ({ query }) => {
  const all = await listConsumerGroups();
  return all
    .filter((item) => query.includeInactive || !item.isInactive)
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true, sensitivity: 'base' }));
});
