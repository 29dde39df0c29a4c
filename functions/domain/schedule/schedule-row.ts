import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { City } from '../../data/entities/city.entity.ts';
import { CityEntity } from '../../data/entities/city.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';
import { StoreEntity } from '../../data/entities/store.entity.ts';
import { batchGetByIds } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';

/*
 * A schedule row (000 §3.6) of a full service: the service's own fields, the store's and city's travel charges
 * (read for the rows shown, so a changed charge shows at once), and names of the account manager and the
 * merchandiser's current supervisor from the worker directory.
 */

export interface RowLookups {
  stores: Map<number, Store>;
  cities: Map<number, City>;
  directory: Map<number, WorkerCard>;
}

/** Stores and cities of `services` (BatchGet) and the worker directory (pass it when already read). */
export async function readRowLookups(
  services: readonly Service[],
  directory?: Map<number, WorkerCard>,
): Promise<RowLookups> {
  const [stores, cities, cards] = await Promise.all([
    batchGetByIds(
      StoreEntity,
      services.map((s) => s.storeId),
    ),
    batchGetByIds(
      CityEntity,
      services.map((s) => s.cityId),
    ),
    directory ? Promise.resolve(undefined) : readWorkerDirectory(),
  ]);
  return { stores, cities, directory: directory ?? new Map((cards ?? []).map((c) => [c.id, c])) };
}

const nameOf = (card: WorkerCard | undefined) => (card ? `${card.firstName} ${card.lastName}` : undefined);

export function toScheduleRow(service: Service & { version: number }, lookups: RowLookups): ScheduleRow {
  const store = lookups.stores.get(service.storeId);
  const city = lookups.cities.get(service.cityId);
  const merchandiserCard =
    service.merchandiserId === undefined ? undefined : lookups.directory.get(service.merchandiserId);
  const supervisor = merchandiserCard?.supervisorId
    ? nameOf(lookups.directory.get(merchandiserCard.supervisorId))
    : undefined;
  const accountManager =
    service.accountManager ??
    (service.acctManagerId === undefined ? undefined : nameOf(lookups.directory.get(service.acctManagerId)));
  return {
    serviceId: service.id,
    version: service.version,
    serviceConfirmation: service.confirmation ? { estimatedDate: service.confirmation.estimatedDate } : null,
    earliestDate: service.earliestDate,
    latestDate: service.latestDate,
    retailerId: service.retailerId,
    retailerName: service.retailerName,
    storeId: service.storeId,
    storeNumber: service.storeNumber,
    storeName: service.storeName,
    province: service.province,
    city: service.city,
    jobId: service.jobId,
    jobNumber: service.jobNumber,
    productName: service.productName,
    timeLimit: service.timeLimit,
    serviceType: service.serviceType,
    serviceTypeId: service.serviceTypeId,
    trait: service.trait,
    merchandiser: service.merchandiser,
    merchandiserId: service.merchandiserId,
    supervisor,
    isTemporary: service.isTemporary,
    helpers: service.helpers,
    category: service.category,
    accountManager,
    acctManagerId: service.acctManagerId,
    consumerGroup: service.consumerGroup,
    consumerGroupId: service.consumerGroupId,
    isActivated: service.isActivated,
    isSubmitted: service.isSubmitted,
    isSaved: service.isSaved === true,
    isHighlighted: service.isHighlighted,
    completedDate: service.completedDate,
    dateReportSubmitted: service.dateReportSubmitted,
    payrateFlat: service.payrateFlat,
    payratePerHour: service.payratePerHour,
    storeIsTravelAssosiated: store?.isTravelAssociated ?? false,
    storeTravelChargeType: store?.travelChargeType,
    storeTravelCharge: store?.travelCharge,
    isTravelRegion: city?.isTravelRegion ?? false,
    cityTravelChargeType: city?.travelChargeType,
    cityTravelCharge: city?.travelCharge,
    sendBackup: service.sendBackup === true,
    sendSupply: service.sendSupply === true,
    earliestDateIsUpdated: service.earliestDateIsUpdated === true,
    latestDateIsUpdated: service.latestDateIsUpdated === true,
    timeLimitIsUpdated: service.timeLimitIsUpdated === true,
    serviceTypeIdIsUpdated: service.serviceTypeIdIsUpdated === true,
    employeeAssignedIdIsUpdated: service.employeeAssignedIdIsUpdated === true,
  };
}
