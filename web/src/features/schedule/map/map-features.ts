import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import { employeesOf, storesOf } from './map-popups.ts';

/*
 * The rows of `POST map/view` as the three GeoJSON collections the map draws (map-layers.ts): a point per store and per
 * merchandiser (each once, `id` = the record's id, so a click finds its popup) and a line per row that has both.
 */

export interface PointProperties {
  id: number;
  name: string;
}

export type Points = FeatureCollection<Point, PointProperties>;
export type Links = FeatureCollection<LineString, { storeId: number; employeeId: number }>;

const point = (id: number, name: string, longitude: number, latitude: number): Feature<Point, PointProperties> => ({
  type: 'Feature',
  id,
  properties: { id, name },
  geometry: { type: 'Point', coordinates: [longitude, latitude] },
});

export function storePoints(rows: readonly MapRow[]): Points {
  return {
    type: 'FeatureCollection',
    features: storesOf(rows).map(({ store }) => point(store.id, store.name, store.longitude, store.latitude)),
  };
}

export function employeePoints(rows: readonly MapRow[]): Points {
  return {
    type: 'FeatureCollection',
    features: employeesOf(rows).map(({ employee }) =>
      point(employee.id, employee.name, employee.longitude, employee.latitude),
    ),
  };
}

/** One line per store and merchandiser pair (a pair with several services is drawn once). */
export function linkLines(rows: readonly MapRow[]): Links {
  const seen = new Set<string>();
  const features: Links['features'] = [];
  for (const { storeMapModel: store, employeeMapModel: employee } of rows) {
    if (!employee || seen.has(`${store.id}|${employee.id}`)) continue;
    seen.add(`${store.id}|${employee.id}`);
    features.push({
      type: 'Feature',
      properties: { storeId: store.id, employeeId: employee.id },
      geometry: {
        type: 'LineString',
        coordinates: [
          [store.longitude, store.latitude],
          [employee.longitude, employee.latitude],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
