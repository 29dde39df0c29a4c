import { asDate, DATE_FORMAT, guardCell, yesNo } from '../../common/export/columns.ts';
import { inLanes } from '../../common/in-lanes.ts';
import { JobEntity } from '../../data/entities/job.entity.ts';
import type { PayRateOverride } from '../../data/entities/pay-rate-override.entity.ts';
import { ProductEntity } from '../../data/entities/product.entity.ts';
import { batchGetFields, listServiceTypes } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { payrollChoiceAllows, personName, pickWorkerIds, workerRecordPages } from './people-workers.ts';
import { MONEY_FORMAT, RATE_FORMAT, rateCell } from './rates-cells.ts';
import { type OverrideNames, type PayRateRow, payRateRows } from './rates-pay-rate-rows.ts';
import { defineReport } from './report-definition.ts';

/*
 * Merchandiser Pay Rate (000 §7.6 GET reports/MerchandiserPayRateExcel; brief §2.7 row 3): for each active
 * merchandiser or helper (directory order), a base row with their payroll and own rates, then their pay-rate
 * overrides (rates-pay-rate-rows.ts). merchandiserId: one worker (whatever their flags or state), All Manual (-1) or
 * All CIRS (-2); jobId keeps the overrides that pay for that job (its own and those for all jobs). Records are read
 * 100 at a time (BatchGet) and each worker's overrides with one Query of their partition, a few workers at a time;
 * the override names with one BatchGet of jobs and products per page. No totals row: rates do not add up.
 */

/** Workers' override Queries in flight. */
const OVERRIDE_LANES = 8;

const override = (r: PayRateRow) => r.override;
/** The worker's own columns show on their base row only. */
const own = <T>(r: PayRateRow, value: T) => (r.override ? null : value);

export const report = defineReport<PayRateRow>({
  id: 'merchandiserPayRate',
  sheetName: 'Merchandiser Pay Rates',
  columns: [
    { header: 'Merchandiser', width: 24, value: (r) => guardCell(personName(r.worker)) },
    { header: 'Login Code', width: 14, value: (r) => guardCell(r.worker.code) },
    { header: 'Payroll', width: 10, value: (r) => own(r, r.worker.isOnlinePayrol ? 'Online' : 'Manual') },
    { header: 'On Hold', width: 9, value: (r) => own(r, yesNo(r.worker.isPayrollOnHold)) },
    { header: 'GST Applicable', width: 15, value: (r) => own(r, yesNo(r.worker.isGstApplicable)) },
    { header: 'GST #', width: 16, value: (r) => own(r, guardCell(r.worker.gstNumber)) },
    ...(
      [
        ['Current Hourly Rate', 'hourlyRate', MONEY_FORMAT],
        ['Min Hourly Rate', 'minHourlyRate', MONEY_FORMAT],
        ['Travel Low km', 'travelLowKmRate', RATE_FORMAT],
        ['Travel High km', 'travelHighKmRate', RATE_FORMAT],
        ['Travel per Hour', 'travelPerHourRate', RATE_FORMAT],
      ] as const
    ).map(([header, field, numFmt]) => ({
      header,
      width: 14,
      value: (r: PayRateRow) => own(r, rateCell(r.worker[field])),
      numFmt,
    })),
    { header: 'Override Job', width: 16, value: (r) => override(r)?.job },
    { header: 'Override Product', width: 28, value: (r) => override(r)?.product },
    { header: 'Override Service Type', width: 20, value: (r) => override(r)?.serviceType },
    { header: 'Override Start', width: 14, value: (r) => asDate(override(r)?.startDate), numFmt: DATE_FORMAT },
    { header: 'Override End', width: 14, value: (r) => asDate(override(r)?.endDate), numFmt: DATE_FORMAT },
    { header: 'Flat Rate', width: 11, value: (r) => rateCell(override(r)?.rateFlat), numFmt: MONEY_FORMAT },
    { header: 'Rate per Hour', width: 13, value: (r) => rateCell(override(r)?.ratePerHour), numFmt: MONEY_FORMAT },
  ],
  async *rows(params) {
    const [cards, serviceTypes] = await Promise.all([readWorkerDirectory(), listServiceTypes()]);
    const picked = params.merchandiserId != null && params.merchandiserId > 0;
    const ids = pickWorkerIds(cards, {
      scope: { kind: 'all' },
      merchandiserId: params.merchandiserId,
      // One worker asked by id is shown whatever they are; the lists hold the active workers who are paid for services.
      card: picked ? undefined : (c) => !c.inactive && (c.isMerchandiser || c.isHelper),
    });
    const names = {
      jobs: new Map<number, string>(),
      products: new Map<number, string>(),
      serviceTypes: new Map(serviceTypes.map((t) => [t.id, t.name])),
    };
    for await (const records of workerRecordPages(ids)) {
      const workers = records.filter((worker) => payrollChoiceAllows(params.merchandiserId, worker));
      const overrides = await inLanes(workers, OVERRIDE_LANES, (worker) => payRateOverrides.list(worker.id));
      await addNames(names, overrides.flat());
      yield workers.flatMap((worker, i) => payRateRows(worker, overrides[i] ?? [], names, params.jobId));
    }
  },
});

/** Reads the job numbers and product names of `overrides` not named yet (one BatchGet each). */
async function addNames(
  names: OverrideNames & { jobs: Map<number, string>; products: Map<number, string> },
  overrides: PayRateOverride[],
) {
  const missing = (pick: (o: PayRateOverride) => number | undefined, known: Map<number, string>) =>
    [...new Set(overrides.map(pick))].filter((id): id is number => id !== undefined && !known.has(id));
  const [jobs, products] = await Promise.all([
    batchGetFields(
      JobEntity,
      missing((o) => o.jobId, names.jobs),
      ['jobNumber'],
    ),
    batchGetFields(
      ProductEntity,
      missing((o) => o.productId, names.products),
      ['description1'],
    ),
  ]);
  for (const [id, job] of jobs) names.jobs.set(id, job.jobNumber);
  for (const [id, product] of products) names.products.set(id, product.description1);
}
