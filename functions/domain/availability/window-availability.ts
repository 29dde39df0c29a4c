import type { Availability } from '@shelfline/shared/contracts/availability.contract';
import { type AvailabilityRecords, readAvailabilityRecords } from '../../data/people/availability.repository.ts';
import { computeAvailability } from './compute-availability.ts';
import { AVAILABILITY_CONCURRENCY, type WorkerStatus } from './worker-availability.ts';

/**
 * Availability of many workers for many windows (the rows of a draft have their own dates): each worker's records
 * are read ONCE, for the union of the windows asked (two Queries, `AVAILABILITY_CONCURRENCY` workers at a time),
 * and each (worker, window) is computed in memory when asked — a draft whose 200 team leads work 3 different date
 * ranges costs 400 Queries, not 1,200.
 */
export interface WindowRequest {
  workerId: number;
  startDate: string;
  endDate: string;
}

export interface PlannedWork {
  startDate: string;
  endDate: string;
  hours: number;
}

export interface WindowAvailability {
  /** The worker's availability for the window; `planned` adds work not stored yet (a fill in progress). */
  of(workerId: number, startDate: string, endDate: string, planned?: readonly PlannedWork[]): Availability | undefined;
}

export async function readWindowAvailability(
  workers: ReadonlyMap<number, WorkerStatus>,
  requests: readonly WindowRequest[],
): Promise<WindowAvailability> {
  const windows = new Map<number, { startDate: string; endDate: string }>();
  for (const request of requests) {
    if (!workers.has(request.workerId)) continue;
    const current = windows.get(request.workerId);
    windows.set(request.workerId, {
      startDate: current && current.startDate < request.startDate ? current.startDate : request.startDate,
      endDate: current && current.endDate > request.endDate ? current.endDate : request.endDate,
    });
  }
  const records = new Map<number, AvailabilityRecords>();
  const queue = [...windows.entries()];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [workerId, window] = next;
      records.set(workerId, await readAvailabilityRecords(workerId, window.startDate, window.endDate));
    }
  };
  await Promise.all(Array.from({ length: Math.min(AVAILABILITY_CONCURRENCY, queue.length) }, lane));

  const memo = new Map<string, Availability>();
  return {
    of(workerId, startDate, endDate, planned = []) {
      const worker = workers.get(workerId);
      const inputs = records.get(workerId);
      if (!worker || !inputs) return undefined;
      const key = `${workerId}#${startDate}#${endDate}`;
      if (planned.length === 0 && memo.has(key)) return memo.get(key);
      const result = computeAvailability({
        employeeId: workerId,
        inactive: worker.inactive,
        general: inputs.general,
        specialWeeks: inputs.specialWeeks,
        timeOff: inputs.vacations,
        work: [...inputs.work, ...planned],
        startDate,
        endDate,
      });
      if (planned.length === 0) memo.set(key, result);
      return result;
    },
  };
}
