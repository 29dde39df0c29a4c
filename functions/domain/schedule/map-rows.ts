import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';

/*
 * The Map View's rows (000 §7.5): the filtered services grouped by store and merchandiser (the team lead), so a
 * store served by two merchandisers gives two rows (one marker for the store, a line to each merchandiser). A store
 * without coordinates cannot be placed and is left out; a merchandiser without coordinates (or no merchandiser)
 * gives employeeMapModel null. Pure: the route reads the stores and the worker directory.
 */

const geoLocationOf = (city: string | undefined, province: string | undefined) =>
  [city, province].filter((part) => part).join(', ');

function employeeMapModel(card: WorkerCard | undefined): MapRow['employeeMapModel'] {
  if (!card || card.latitude === undefined || card.longitude === undefined) return null;
  return {
    id: card.id,
    firstName: card.firstName,
    lastName: card.lastName,
    name: `${card.firstName} ${card.lastName}`,
    email: card.email ?? '',
    geoLocation: geoLocationOf(card.city, card.province),
    latitude: card.latitude,
    longitude: card.longitude,
  };
}

/** Rows sorted by store name, then store id, then merchandiser name (no merchandiser last). */
export function mapRowsOf(
  summaries: readonly ServiceSummary[],
  stores: ReadonlyMap<number, Store>,
  directory: ReadonlyMap<number, WorkerCard>,
): MapRow[] {
  const groups = new Map<string, { storeName: string; merchandiserName: string; row: MapRow }>();
  for (const s of summaries) {
    const store = stores.get(s.storeId);
    if (!store || store.latitude === undefined || store.longitude === undefined) continue;
    const key = `${s.storeId}#${s.merchandiserId ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      const card = s.merchandiserId === undefined ? undefined : directory.get(s.merchandiserId);
      const storeName = `${s.retailerName} ${s.storeNumber} - ${store.name}`;
      group = {
        storeName,
        merchandiserName: card ? `${card.firstName} ${card.lastName}` : (s.merchandiser ?? '\uffff'),
        row: {
          storeMapModel: {
            id: store.id,
            name: storeName,
            geoLocation: geoLocationOf(store.city, store.province),
            latitude: store.latitude,
            longitude: store.longitude,
          },
          employeeMapModel: employeeMapModel(card),
          jobNumbers: [],
          serviceIds: [],
        },
      };
      groups.set(key, group);
    }
    if (!group.row.jobNumbers.includes(s.jobNumber)) group.row.jobNumbers.push(s.jobNumber);
    group.row.serviceIds.push(s.id);
  }
  const rows = [...groups.values()].sort(
    (a, b) =>
      a.storeName.localeCompare(b.storeName, 'en-CA') ||
      a.row.storeMapModel.id - b.row.storeMapModel.id ||
      a.merchandiserName.localeCompare(b.merchandiserName, 'en-CA'),
  );
  for (const { row } of rows) {
    row.jobNumbers.sort((a, b) => a.localeCompare(b, 'en-CA'));
    row.serviceIds.sort((a, b) => a - b);
  }
  return rows.map(({ row }) => row);
}
