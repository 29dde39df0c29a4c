import { TRAVEL_CHARGE_TYPE_LABELS, type TravelChargeType } from '@shelfline/shared/contracts/location.contract';
import { guardCell, yesNo } from '../../common/export/columns.ts';
import { lanesAhead } from '../../common/in-lanes.ts';
import {
  jobs,
  listCitiesOfProvince,
  listProvinces,
  listRetailers,
  listStoresOfProvince,
} from '../../data/master-data/master-data.repository.ts';
import { readSummariesOfDays } from '../../data/schedule/schedule.repository.ts';
import { MONEY_FORMAT } from './rates-cells.ts';
import { servicesPerStore, type TravelLocationRow, travelLocationRows } from './rates-travel-rows.ts';
import { defineReport } from './report-definition.ts';

/*
 * Travel Locations (000 §7.6 POST reports/TravelLocationsReport; brief §2.7 row 8): the stores where travel is
 * charged — travel-associated stores and stores in travel-region cities — by province (name order), with the city's
 * and the store's travel charge and the services whose earliest date lies in fromDate..toDate. provinceIds: those
 * provinces (absent or empty: all, the modal's Select All); jobId: the stores of the job's retailer, and that job's
 * services only. Each province is two Queries (its cities, its stores), a province ahead of the one being written;
 * the window's services are the compact day summaries (as the schedule reads them). A city's charge shows only in a
 * travel region and a store's only when it is travel-associated, as in the schedule. No totals row: the charges are
 * rates per visit, not amounts owed.
 */

const LANES = 2;

/** The type as the Cities and Stores screens name it ('Kilometers Only'), not its stored code. */
const typeLabel = (type: string | undefined) =>
  type === undefined ? undefined : (TRAVEL_CHARGE_TYPE_LABELS[type as TravelChargeType] ?? type);

const cityCharge = (r: TravelLocationRow) => (r.city?.isTravelRegion ? r.city : undefined);
const storeCharge = (r: TravelLocationRow) => (r.store.isTravelAssociated ? r.store : undefined);

export const report = defineReport<TravelLocationRow>({
  id: 'travelLocations',
  sheetName: 'Travel Locations',
  columns: [
    { header: 'Province', width: 18, value: (r) => r.province },
    { header: 'City', width: 20, value: (r) => r.city?.name ?? r.store.city },
    { header: 'City Travel Charge Type', width: 16, value: (r) => typeLabel(cityCharge(r)?.travelChargeType) },
    {
      header: 'City Travel Charge',
      width: 14,
      value: (r) => cityCharge(r)?.travelCharge ?? null,
      numFmt: MONEY_FORMAT,
    },
    { header: 'Travel Region', width: 13, value: (r) => yesNo(r.city?.isTravelRegion) },
    { header: 'Retailer', width: 24, value: (r) => r.retailer },
    { header: 'Store #', width: 10, value: (r) => r.store.storeNumber },
    { header: 'Store', width: 28, value: (r) => guardCell(r.store.name) },
    { header: 'Address', width: 30, value: (r) => guardCell(r.store.address1) },
    { header: 'Postal Code', width: 12, value: (r) => r.store.postalCode },
    { header: 'Store Travel Associated', width: 14, value: (r) => yesNo(r.store.isTravelAssociated) },
    { header: 'Store Travel Charge Type', width: 16, value: (r) => typeLabel(storeCharge(r)?.travelChargeType) },
    {
      header: 'Store Travel Charge',
      width: 14,
      value: (r) => storeCharge(r)?.travelCharge ?? null,
      numFmt: MONEY_FORMAT,
    },
    { header: 'Services in Period', width: 12, value: (r) => r.services },
  ],
  async *rows(params) {
    const [provinces, retailers, job, summaries] = await Promise.all([
      listProvinces(),
      listRetailers(),
      params.jobId === undefined ? undefined : jobs.get(params.jobId),
      readSummariesOfDays(params.fromDate, params.toDate),
    ]);
    // A job that does not exist has no stores: an empty report rather than every store.
    if (params.jobId !== undefined && !job) return;
    const asked = params.provinceIds?.length ? new Set(params.provinceIds) : undefined;
    const shown = provinces
      .filter((p) => !asked || asked.has(p.id))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    const lookups = {
      retailers: new Map(retailers.map((r) => [r.id, r.name])),
      services: servicesPerStore(summaries, params.jobId),
      retailerId: job?.retailerId,
    };
    const places = lanesAhead(shown, LANES, (p) =>
      Promise.all([listCitiesOfProvince(p.id), listStoresOfProvince(p.id)]),
    );
    for (const [index, province] of shown.entries()) {
      const [cities, stores] = (await places[index]) ?? [[], []];
      yield travelLocationRows({ province: province.fullName, cities, stores }, lookups);
    }
  },
});
