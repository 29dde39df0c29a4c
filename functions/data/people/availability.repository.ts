import { addDays } from '../../common/dates.ts';
import {
  AvailabilityPatterns,
  GeneralAvailabilityEntity,
  type GeneralAvailabilityRecord,
  SpecialAvailabilityEntity,
  type SpecialAvailabilityRecord,
  VacationEntity,
  type VacationRecord,
} from '../entities/availability.entity.ts';
import {
  SCHEDULED_WORK_LOOKBACK_DAYS,
  type ScheduledWork,
  ScheduledWorkPatterns,
} from '../entities/scheduled-work.entity.ts';
import { fromItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import { scheduledWork } from './worker-records.repository.ts';

/*
 * What the availability computation (functions/domain/availability) needs of a worker, read with two Queries in
 * parallel on the worker's partition: the `AVAIL#` items (general availability, special weeks, vacations) and
 * the scheduled work starting from SCHEDULED_WORK_LOOKBACK_DAYS before the window (a service spans a few weeks at
 * most) to its end, kept when it ends inside or after the window start. The worker record is passed in when
 * the caller already has it (the search), or read with one GetItem.
 */

export interface AvailabilityRecords {
  general?: GeneralAvailabilityRecord;
  specialWeeks: SpecialAvailabilityRecord[];
  vacations: VacationRecord[];
  work: ScheduledWork[];
}

async function readAvailabilityItems(employeeId: number): Promise<Omit<AvailabilityRecords, 'work'>> {
  const records: Omit<AvailabilityRecords, 'work'> = { specialWeeks: [], vacations: [] };
  for await (const item of queryPattern(AvailabilityPatterns, 'ofWorker', [employeeId])) {
    const sk = String(item.sk);
    if (sk.startsWith(GeneralAvailabilityEntity.prefix)) records.general = fromItem<GeneralAvailabilityRecord>(item);
    else if (sk.startsWith(SpecialAvailabilityEntity.prefix))
      records.specialWeeks.push(fromItem<SpecialAvailabilityRecord>(item));
    else if (sk.startsWith(VacationEntity.prefix)) records.vacations.push(fromItem<VacationRecord>(item));
  }
  return records;
}

/** The worker's scheduled work overlapping `startDate..endDate`. */
export async function scheduledWorkInWindow(
  employeeId: number,
  startDate: string,
  endDate: string,
): Promise<ScheduledWork[]> {
  const rows = await scheduledWork.queryRange(employeeId, addDays(startDate, -SCHEDULED_WORK_LOOKBACK_DAYS), endDate);
  return rows.filter((row) => row.endDate.slice(0, 10) >= startDate);
}

/** The availability inputs of one worker (two Queries in parallel). */
export async function readAvailabilityRecords(
  employeeId: number,
  startDate: string,
  endDate: string,
): Promise<AvailabilityRecords> {
  const [items, work] = await Promise.all([
    readAvailabilityItems(employeeId),
    scheduledWorkInWindow(employeeId, startDate, endDate),
  ]);
  return { ...items, work };
}

/** What the computation needs of the worker itself: a record or a directory card will do. */
/** Ids of the workers with scheduled work of a job starting between `fromDate` and `toDate` (gsi1 `JOBWORK#`). */
export async function workerIdsOfJob(jobId: number, fromDate: string, toDate: string): Promise<number[]> {
  const ids = new Set<number>();
  for await (const item of queryPattern(ScheduledWorkPatterns, 'ofJob', [jobId, fromDate, toDate], {
    ProjectionExpression: 'employeeId',
  })) {
    ids.add(Number(item.employeeId));
  }
  return [...ids];
}
