import { guardCell, yesNo } from '../../common/export/columns.ts';
import type { Employee } from '../../data/entities/employee.entity.ts';
import { workerIdsOfJob } from '../../data/people/availability.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import {
  flagLabels,
  payrollChoiceAllows,
  peopleScopeOf,
  personName,
  pickWorkerIds,
  workerRecordPages,
} from './people-workers.ts';
import { defineReport } from './report-definition.ts';

/*
 * Contacts (000 §7.6 GET reports/contacts; brief §2.7 row 1, A35): one row per worker with their address, phones
 * and travel, in the directory's order (last name, first name). A supervisor gets their team and themself only; an
 * admin or account manager every worker. jobId with the dates keeps the workers with scheduled work of the job
 * starting in the window (the JOBWORK index, as employees/byJob); merchandiserId picks one worker, All Manual (-1)
 * or All CIRS (-2); provinceIds the worker's province. Inactive workers are listed too (the Active column).
 * No totals row: there is no money in it.
 */

export interface ContactRow {
  worker: Employee;
  supervisor?: string;
}

const text = (value: string | undefined) => guardCell(value);

export const report = defineReport<ContactRow>({
  id: 'contacts',
  sheetName: 'Contacts',
  columns: [
    { header: 'Login Code', width: 14, value: (r) => text(r.worker.code) },
    { header: 'Last Name', width: 18, value: (r) => text(r.worker.lastName) },
    { header: 'First Name', width: 16, value: (r) => text(r.worker.firstName) },
    { header: 'Roles', width: 28, value: (r) => flagLabels(r.worker) },
    { header: 'Supervisor', width: 24, value: (r) => text(r.supervisor) },
    { header: 'Address 1', width: 28, value: (r) => text(r.worker.address1) },
    { header: 'Address 2', width: 18, value: (r) => text(r.worker.address2) },
    { header: 'City', width: 18, value: (r) => text(r.worker.city) },
    { header: 'Province', width: 14, value: (r) => text(r.worker.province) },
    { header: 'Postal Code', width: 12, value: (r) => text(r.worker.postalCode) },
    { header: 'Home Phone', width: 15, value: (r) => text(r.worker.homePhone) },
    { header: 'Mobile Phone', width: 15, value: (r) => text(r.worker.mobilePhone) },
    { header: 'Office Phone', width: 15, value: (r) => text(r.worker.officePhone) },
    { header: 'Ext', width: 7, value: (r) => text(r.worker.officeExt) },
    { header: 'Fax', width: 15, value: (r) => text(r.worker.fax) },
    { header: 'E-mail', width: 28, value: (r) => text(r.worker.email) },
    { header: 'Has Car', width: 9, value: (r) => yesNo(r.worker.hasCar) },
    { header: 'Max Travel km', width: 14, value: (r) => r.worker.maximumTravelDistance ?? null },
    { header: 'Payroll', width: 10, value: (r) => (r.worker.isOnlinePayrol ? 'Online' : 'Manual') },
    { header: 'Active', width: 8, value: (r) => yesNo(!r.worker.inactive) },
  ],
  async *rows(params, caller) {
    const [cards, onJob] = await Promise.all([
      readWorkerDirectory(),
      params.jobId === undefined ? undefined : workerIdsOfJob(params.jobId, params.fromDate, params.toDate),
    ]);
    const ids = pickWorkerIds(cards, {
      scope: peopleScopeOf(caller, cards),
      merchandiserId: params.merchandiserId,
      provinceIds: params.provinceIds,
      onJob: onJob && new Set(onJob),
    });
    const byId = new Map(cards.map((c) => [c.id, c]));
    for await (const workers of workerRecordPages(ids)) {
      yield workers
        .filter((worker) => payrollChoiceAllows(params.merchandiserId, worker))
        .map((worker) => ({
          worker,
          supervisor: worker.supervisorId === undefined ? undefined : personName(byId.get(worker.supervisorId)),
        }));
    }
  },
});
