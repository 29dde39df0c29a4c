import type { TravelInfo } from '@shelfline/shared/contracts/profile.contract';
import type { City } from '../../data/entities/city.entity.ts';
import { cities, listProvinces } from '../../data/master-data/master-data.repository.ts';
import type { StoredEmployee } from '../../data/people/employees.repository.ts';

/** The cities by id (parallel GetItems; a worker lists a few). Unknown ids are answered as undefined. */
export const citiesByIds = (ids: readonly number[]) => Promise.all(ids.map((id) => cities.get(id)));

/** The travel preferences of a worker, with the cities' names and provinces. `version` is the worker record's. */
export async function toTravelInfo(worker: StoredEmployee, known?: readonly (City | undefined)[]): Promise<TravelInfo> {
  const ids = worker.travelCityIds ?? [];
  const [found, allProvinces]: [readonly (City | undefined)[], { id: number; fullName: string }[]] = await Promise.all([
    known ?? citiesByIds(ids),
    ids.length > 0 ? listProvinces() : Promise.resolve([]),
  ]);
  const provinceName = new Map(allProvinces.map((p) => [p.id, p.fullName]));
  return {
    hasCar: worker.hasCar ?? false,
    maximumTravelDistance: worker.maximumTravelDistance ?? null,
    preferedTravelDistance: worker.preferedTravelDistance ?? null,
    travelCities: found
      .filter((c): c is City => c !== undefined)
      .map((c) => ({
        id: c.id,
        cityId: c.id,
        city: c.name,
        provinceId: c.provinceId,
        province: provinceName.get(c.provinceId) ?? '',
      })),
    version: worker.version,
  };
}
