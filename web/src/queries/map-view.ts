import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type MapFilter, mapApi } from '../features/schedule/map/map-api.ts';

/** The Map View (`POST map/view`, 000 §7.5): the stores and merchandisers of every filtered service. */
export const mapKeys = {
  all: ['mapView'] as const,
  view: (filter: MapFilter) => ['mapView', filter] as const,
};

/** The map's rows of a filter; the previous rows stay on the map while the next ones load. */
export const mapViewQuery = (filter: MapFilter) =>
  queryOptions({
    queryKey: mapKeys.view(filter),
    queryFn: ({ signal }) => mapApi.view(filter, signal),
    placeholderData: keepPreviousData,
  });
