import type { MapView } from '@shelfline/shared/contracts/schedule.contract';
import { mapRoutes } from '@shelfline/shared/routes/map.routes';
import type { ScheduleMode } from '@shelfline/shared/schedule-rules';
import { callRoute } from '../../../app/api.ts';

/** The Map View's filter: a part of the schedule filter (ScheduleFilterSchema) the filter bar sets. */
export interface MapFilter {
  mode: ScheduleMode;
  earliestDate?: string;
  latestDate?: string;
  retailerIds?: number[];
  jobIds?: number[];
}

/**
 * POST map/view (000 §7.5): the stores and merchandisers of every filtered service (read through
 * `queries/map-view.ts`). The Retailers and Jobs lists are the schedule's filter lists (`queries/schedule.ts`).
 */
export const mapApi = {
  view: (filter: MapFilter, signal?: AbortSignal): Promise<MapView> =>
    callRoute(mapRoutes.view, { body: filter, signal }),
};
