import { asDate, DATE_FORMAT, guardCell, yesNo } from '../../common/export/columns.ts';
import { lanesAhead } from '../../common/in-lanes.ts';
import { listAllJobs } from '../../data/master-data/jobs.repository.ts';
import { jobs, listProductsOfJob, listServiceTypes } from '../../data/master-data/master-data.repository.ts';
import { MONEY_FORMAT } from './rates-cells.ts';
import { type ChargeRateRow, chargeRateRows, jobsOfReport } from './rates-job-charge-rows.ts';
import { defineReport } from './report-definition.ts';

/*
 * Job Charge Rate (000 §7.6 GET reports/JobChargeRateExcel; brief §2.7 row 2): what each job bills by the hour, one
 * row per job × job product, in job-number order. Jobs whose run overlaps fromDate..toDate (an open end runs on),
 * active ones unless isHistory; jobId one job. Each job's products are one Query of its partition, a few jobs ahead
 * of the one being written. No totals row: rates do not add up.
 */

/** Job-product Queries in flight ahead of the job being written. */
const LANES = 4;

export const report = defineReport<ChargeRateRow>({
  id: 'jobChargeRate',
  sheetName: 'Job Charge Rates',
  columns: [
    { header: 'Job #', width: 14, value: (r) => guardCell(r.job.jobNumber) },
    { header: 'Description', width: 30, value: (r) => guardCell(r.job.description) },
    { header: 'Supplier', width: 24, value: (r) => guardCell(r.job.supplier) },
    { header: 'Retailer', width: 24, value: (r) => guardCell(r.job.retailer) },
    { header: 'Product Code', width: 14, value: (r) => guardCell(r.product?.productCode) },
    { header: 'Product', width: 30, value: (r) => guardCell(r.product?.product) },
    { header: 'Service Type', width: 18, value: (r) => r.serviceType },
    { header: 'Hourly Rate', width: 12, value: (r) => r.job.hourlyRate, numFmt: MONEY_FORMAT },
    { header: 'Start Date', width: 12, value: (r) => asDate(r.job.startDate), numFmt: DATE_FORMAT },
    { header: 'End Date', width: 12, value: (r) => asDate(r.job.endDate), numFmt: DATE_FORMAT },
    { header: 'Active', width: 8, value: (r) => yesNo(!r.job.isInactive) },
  ],
  async *rows(params) {
    const [found, serviceTypes] = await Promise.all([
      params.jobId === undefined ? listAllJobs() : jobs.get(params.jobId).then((job) => (job ? [job] : [])),
      listServiceTypes(),
    ]);
    const shown = jobsOfReport(found, params);
    const typeNames = new Map(serviceTypes.map((t) => [t.id, t.name]));
    const products = lanesAhead(shown, LANES, (job) => listProductsOfJob(job.id));
    for (const [index, job] of shown.entries()) {
      yield chargeRateRows(job, (await products[index]) ?? [], typeNames);
    }
  },
});
