import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { listSuppliers } from '../../data/master-data/master-data.repository.ts';

/** `GET suppliers?includeInactive=`: the whole (small) list in code order; active ones only by default (001 §4). */
export const list = implement(suppliersRoutes.list, async ({ query }) => {
  const all = await listSuppliers();
  return all
    .filter((s) => query.includeInactive || !s.isInactive)
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { sensitivity: 'base' }));
});
