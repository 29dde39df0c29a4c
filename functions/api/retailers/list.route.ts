import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { implement } from '../../common/api-handler.ts';
import { listRetailers } from '../../data/master-data/master-data.repository.ts';

/** `GET retailers?includeInactive=`: the whole (small) list in code order; active ones only by default (001 §4). */
export const list = implement(retailersRoutes.list, async ({ query }) => {
  const all = await listRetailers();
  return all
    .filter((item) => query.includeInactive || !item.isInactive)
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true, sensitivity: 'base' }));
});
