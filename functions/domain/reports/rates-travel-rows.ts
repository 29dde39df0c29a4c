import type { City } from '../../data/entities/city.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';

/*
 * The rows of the Travel Locations report (brief §2.7 row 8, A42): the active stores that carry a travel charge of
 * their own (travel-associated) or lie in a travel-region city, of one province, in city, retailer and store-number
 * order, each with how many services it has in the window.
 */

export interface TravelLocationRow {
  province: string;
  store: Store;
  city?: City;
  retailer?: string;
  services: number;
}

/** Services per store among `summaries` (of one job when `jobId` is given). */
export function servicesPerStore(summaries: readonly ServiceSummary[], jobId?: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of summaries) {
    if (jobId !== undefined && s.jobId !== jobId) continue;
    counts.set(s.storeId, (counts.get(s.storeId) ?? 0) + 1);
  }
  return counts;
}

export interface ProvinceTravel {
  province: string;
  stores: readonly Store[];
  cities: readonly City[];
}

/** The travel rows of one province; `retailerId` keeps that retailer's stores (the job's). */
export function travelLocationRows(
  place: ProvinceTravel,
  lookups: { retailers: ReadonlyMap<number, string>; services: ReadonlyMap<number, number>; retailerId?: number },
): TravelLocationRow[] {
  const cities = new Map(place.cities.map((c) => [c.id, c]));
  return place.stores
    .filter(
      (store) =>
        !store.isInactive &&
        (lookups.retailerId === undefined || store.retailerId === lookups.retailerId) &&
        (store.isTravelAssociated || cities.get(store.cityId)?.isTravelRegion === true),
    )
    .map((store) => ({
      province: place.province,
      store,
      city: cities.get(store.cityId),
      retailer: lookups.retailers.get(store.retailerId),
      services: lookups.services.get(store.id) ?? 0,
    }))
    .sort(
      (a, b) =>
        (a.city?.name ?? a.store.city).localeCompare(b.city?.name ?? b.store.city) ||
        (a.retailer ?? '').localeCompare(b.retailer ?? '') ||
        a.store.storeNumber - b.store.storeNumber,
    );
}
