import {
  type MapView,
  MapViewSchema,
  type ScheduleMetadata,
  SchedulePageSchema,
} from '@shelfline/shared/contracts/schedule.contract';
import type { ScheduleMode } from '@shelfline/shared/schedule-rules';
import { api } from '../../../app/api.ts';

/** The Map View's filter: a part of the schedule filter (ScheduleFilterSchema) the filter bar sets. */
export interface MapFilter {
  mode: ScheduleMode;
  earliestDate?: string;
  latestDate?: string;
  retailerIds?: number[];
  jobIds?: number[];
}

export const mapKeys = {
  all: ['mapView'] as const,
  view: (filter: MapFilter) => ['mapView', filter] as const,
  lists: (filter: MapFilter) => ['mapView', 'lists', filter] as const,
};

/** POST map/view (000 §7.5): the stores and merchandisers of every filtered service. */
export const mapApi = {
  view: (filter: MapFilter, signal?: AbortSignal): Promise<MapView> =>
    api.post('map/view', filter, { schema: MapViewSchema, signal }),
  /** The Retailers and Jobs lists of a mode and window: a one-row POST schedule page with its metadata. */
  lists: async (filter: MapFilter, signal?: AbortSignal): Promise<ScheduleMetadata | undefined> =>
    (
      await api.post(
        'schedule',
        { ...filter, pageNumber: 0, pageSize: 1, includeFilterLists: true },
        { schema: SchedulePageSchema, signal },
      )
    ).metadata,
};
