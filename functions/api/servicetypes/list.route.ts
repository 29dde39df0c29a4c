import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { implement } from '../../common/api-handler.ts';
import { listServiceTypes } from '../../data/master-data/master-data.repository.ts';

/** `GET servicetypes?includeInactive=`: the whole (small) list in code order; active ones only by default (001 §4). */
export const list = implement(serviceTypesRoutes.list, async ({ query }) => {
  const all = await listServiceTypes();
  return all
    .filter((item) => query.includeInactive || !item.isInactive)
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true, sensitivity: 'base' }));
});
