import type { MapView } from '@shelfline/shared/contracts/schedule.contract';
import { mapRoutes } from '@shelfline/shared/routes/map.routes';
import { implement } from '../../common/api-handler.ts';
import { StoreEntity } from '../../data/entities/store.entity.ts';
import { batchGetByIds } from '../../data/master-data/master-data.repository.ts';
import { mapRowsOf } from '../../domain/schedule/map-rows.ts';
import { scheduleScopeOf, selectServices } from '../../domain/schedule/select-services.ts';

/**
 * `POST map/view` (000 §7.5): every filtered service (the schedule's filter, no paging), grouped by store and
 * merchandiser (map-rows.ts). A merchandiser sees only their own services and only Submitted ones, whatever mode was
 * sent (docs/decisions.md#api). Reads: the summaries of the window, the worker directory and the stores (BatchGet).
 * `totalFilteredRecords` counts the filtered services, including those at stores without coordinates.
 */
export const view = implement(mapRoutes.view, async ({ body, auth }): Promise<MapView> => {
  const scope = scheduleScopeOf(auth);
  const filter = scope.merchandiserId === undefined ? body : { ...body, mode: 'Submitted' as const };
  const selection = await selectServices(filter, scope);
  const stores = await batchGetByIds(
    StoreEntity,
    selection.filtered.map((s) => s.storeId),
  );
  return {
    rows: mapRowsOf(selection.filtered, stores, selection.directory),
    totalFilteredRecords: selection.filtered.length,
  };
});
