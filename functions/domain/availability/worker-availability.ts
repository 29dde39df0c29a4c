import type { Availability } from '@shelfline/shared/contracts/availability.contract';
import { inLanes } from '../../common/in-lanes.ts';
import type { Employee } from '../../data/entities/employee.entity.ts';
import { readAvailabilityRecords } from '../../data/people/availability.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { computeAvailability } from './compute-availability.ts';

/* A worker's availability for a window: their records read (data/availability.repository.ts), then computed. */

export type WorkerStatus = Pick<Employee, 'id' | 'inactive'>;

/** Computes a worker's availability for the window; `employee` is the record or its id (then read with one GetItem). */
export async function availabilityOf(
  employee: WorkerStatus | number,
  startDate: string,
  endDate: string,
): Promise<Availability> {
  const [record, inputs] = await Promise.all([
    typeof employee === 'number' ? employees.getOrThrow(employee) : Promise.resolve(employee),
    readAvailabilityRecords(typeof employee === 'number' ? employee : employee.id, startDate, endDate),
  ]);
  return computeAvailability({
    employeeId: record.id,
    inactive: record.inactive,
    general: inputs.general,
    specialWeeks: inputs.specialWeeks,
    timeOff: inputs.vacations,
    work: inputs.work,
    startDate,
    endDate,
  });
}

export const AVAILABILITY_CONCURRENCY = 16;

/** Availability of many workers, `concurrency` workers at a time (2 Queries each), keyed by worker id. */
export async function availabilitiesOf(
  workers: readonly WorkerStatus[],
  startDate: string,
  endDate: string,
  concurrency = AVAILABILITY_CONCURRENCY,
): Promise<Map<number, Availability>> {
  const found = await inLanes(workers, concurrency, (worker) => availabilityOf(worker, startDate, endDate));
  const result = new Map<number, Availability>(workers.map((worker, i) => [worker.id, found[i] as Availability]));
  return result;
}
