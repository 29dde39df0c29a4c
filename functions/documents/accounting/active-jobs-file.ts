import type { ExportColumn } from '../../common/export/columns.ts';
import { accountingDate, DEFAULT_ACCOUNTING_FORMAT } from './accounting-format.ts';

/*
 * The active jobs file (POST accountingExport/activeJobs/export; brief §6): a MYOB-style *jobs* import, one detail
 * job per active job of the product, so the accounting package knows the jobs the invoice files name.
 */

export interface ActiveJobRow {
  jobNumber: string;
  description: string;
  supplier: string;
  startDate?: string;
  endDate?: string;
}

const date = (iso: string | undefined) => accountingDate(iso, DEFAULT_ACCOUNTING_FORMAT);

export const ACTIVE_JOB_COLUMNS: readonly ExportColumn<ActiveJobRow>[] = [
  { header: 'Job Number', width: 12, value: (j) => j.jobNumber },
  { header: 'Job Name', width: 40, value: (j) => j.description },
  { header: 'Header/Detail', width: 8, value: () => 'D' },
  { header: 'Customer', width: 30, value: (j) => j.supplier },
  { header: 'Start Date', width: 12, value: (j) => date(j.startDate) },
  { header: 'Finish Date', width: 12, value: (j) => date(j.endDate) },
  { header: 'Inactive', width: 8, value: () => 'N' },
];

export const activeJobsFileName = (today: string) => `active-jobs-${today}.csv`;
