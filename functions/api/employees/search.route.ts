import { ANY_DISTANCE_KM, type EmployeeSearchRow } from '@shelfline/shared/contracts/employee-search.contract';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { addDays, todayIso } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { listCitiesOfProvince, stores } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import { freeHours } from '../../domain/availability/compute-availability.ts';
import { availabilitiesOf } from '../../domain/availability/worker-availability.ts';
import { distanceKm, hasCoordinates } from '../../domain/geo/distance.ts';
import { assertWindow, byName } from './availability-rows.ts';
import { fullName } from './worker-naming.ts';
import { toEmployeeOption } from './workers.ts';

/** Default window of the search: today and the next 6 days. */
export const SEARCH_DEFAULT_DAYS = 7;

const intersects = (a: readonly number[] | undefined, b: ReadonlySet<number>) => (a ?? []).some((id) => b.has(id));

/**
 * `GET employees/search` (000 §7.5): merchandisers and helpers, filtered cheaply in memory first (the compact
 * worker directory: one Query of 16 shard items; the store and the province's cities read beside it), then the availability of
 * those left over the window (two Queries per worker, 16 workers at a time). Sorted by distance, then name.
 */
export const search = implement(employeesRoutes.search, async ({ query }) => {
  const startDate = query.startDate ?? todayIso();
  const endDate = query.endDate ?? addDays(startDate, SEARCH_DEFAULT_DAYS - 1);
  assertWindow(startDate, endDate);
  // Where the worker lives / travels to: one flag set chooses it; neither or both = either.
  const reside = query.isReside === true || query.isTravel !== true;
  const travel = query.isTravel === true || query.isReside !== true;
  const needsProvinceCities = query.provinceId !== undefined && !query.cityIds?.length && travel;
  const [everyone, store, provinceCities] = await Promise.all([
    readWorkerDirectory(),
    query.storeId === undefined ? undefined : stores.getOrThrow(query.storeId, 'store'),
    needsProvinceCities && query.provinceId !== undefined ? listCitiesOfProvince(query.provinceId) : undefined,
  ]);

  const maxDistance = query.distance !== undefined && query.distance < ANY_DISTANCE_KM ? query.distance : undefined;
  const storePlace = store && hasCoordinates(store) ? store : undefined;
  if (store && maxDistance !== undefined && !storePlace) {
    throw new BadRequestError({
      storeId: [`Store ${store.storeNumber} has no location (its postal code could not be placed on the map).`],
    });
  }

  const cityIds = query.cityIds?.length ? new Set(query.cityIds) : undefined;
  const travelCityIds = cityIds ?? (provinceCities ? new Set(provinceCities.map((c) => c.id)) : undefined);
  const locationMatches = (w: WorkerCard) => {
    if (query.provinceId === undefined && !cityIds) return true;
    const lives =
      (query.provinceId === undefined || w.provinceId === query.provinceId) &&
      (!cityIds || (w.cityId !== undefined && cityIds.has(w.cityId)));
    const travels = travelCityIds !== undefined && intersects(w.travelCityIds, travelCityIds);
    return (reside && lives) || (travel && travels);
  };

  const commodities = query.commodityIds?.length ? new Set(query.commodityIds) : undefined;
  const retailerIds = query.retailerIds?.length ? new Set(query.retailerIds) : undefined;
  const supervisorIds = query.supervisorIds?.length ? new Set(query.supervisorIds) : undefined;
  const name = query.name?.toLowerCase();
  const distances = new Map<number, number | null>();

  const candidates = everyone.filter((w) => {
    if (!(w.isMerchandiser || w.isHelper)) return false;
    if (w.inactive && !query.includeInactive) return false;
    if (supervisorIds && (w.supervisorId === undefined || !supervisorIds.has(w.supervisorId))) return false;
    if (commodities && !intersects(w.commodityIds, commodities)) return false;
    if (retailerIds && !intersects(w.servedRetailerIds, retailerIds)) return false;
    if (name && ![w.firstName, w.lastName, w.code, fullName(w)].some((text) => text.toLowerCase().includes(name)))
      return false;
    if (!locationMatches(w)) return false;
    const distance = storePlace && hasCoordinates(w) ? distanceKm(storePlace, w) : null;
    if (maxDistance !== undefined && (distance === null || distance > maxDistance)) return false;
    distances.set(w.id, distance);
    return true;
  });

  const availability = await availabilitiesOf(candidates, startDate, endDate);
  const names = new Map(everyone.map((w) => [w.id, fullName(w)]));
  const rows: EmployeeSearchRow[] = [];
  for (const w of candidates) {
    const a = availability.get(w.id);
    if (!a) continue;
    const free = freeHours(a);
    if (query.minimumAvailability !== undefined && free < query.minimumAvailability) continue;
    rows.push({
      ...toEmployeeOption(w),
      city: w.city,
      province: w.province,
      supervisorName: w.supervisorId === undefined ? undefined : names.get(w.supervisorId),
      hasCar: w.hasCar ?? false,
      distance: distances.get(w.id) ?? null,
      availableHours: free,
      availability: { status: a.status, details: a.details },
      inactive: w.inactive,
    });
  }
  return rows.sort(
    (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || byName(a, b),
  );
});
