import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { importStores as keepImportedStores } from '../../data/master-data/store-import.repository.ts';

/**
 * `POST stores/import`: good rows are kept, bad rows come back with `isValid: false` and their reasons.
 * When no row is valid the answer is a 400 that still carries the rows (the spec's error response).
 */
export const importStores = implement(storesRoutes.importStores, async ({ body, auth, log }) => {
  const result = await keepImportedStores(body.retailerId, body.stores, auth.username);
  log.info('stores imported', { retailerId: body.retailerId, total: result.total, imported: result.imported });
  if (result.imported === 0) {
    return respond(400, { errors: 'No store was imported: every row has errors.', ...result });
  }
  return result;
});
