import { definePatterns } from '../entity.ts';
import type { OwnedDefinition } from '../owned-repository.ts';
import { employeePartition } from './employee.entity.ts';

/**
 * Scheduled work (001 §3 Scheduled work row): one row per service a worker is assigned to, in the worker's
 * partition. Whoever assigns or unassigns a worker on a live service (the draft export, schedule maintenance)
 * writes or deletes the row in the same transaction as the service, so the Scheduled Work tab, the availability
 * computation and `employees/byJob` read it without touching the services.
 *
 * | access pattern                          | pattern                    | index | key                                                         |
 * |-----------------------------------------|----------------------------|-------|-------------------------------------------------------------|
 * | a worker's work starting in a window    |                            | table | pk `EMPLOYEE#<id>`, sk `WORK#<startDate>#<serviceId>`       |
 * | who worked a job in a window (byJob)    | `ofJob`                    | gsi1  | `JOBWORK#<jobId>` / `<startDate>#<employeeId>#<serviceId>`  |
 * | who worked a store lately (draft rows'  | `atStore`, `atStoreBefore` | gsi2  | `STOREWORK#<storeId>` / `<startDate>#<serviceId>`           |
 * | "previous merchandisers", newest first) |                            |       |                                                             |
 *
 * A service spans earliest..latest date (a few weeks at most); readers of a window start the range
 * `SCHEDULED_WORK_LOOKBACK_DAYS` earlier and keep rows whose end is inside.
 */
export interface ScheduledWork {
  /** The service id (a worker is on a service once). */
  id: number;
  employeeId: number;
  retailerId?: number;
  retailer: string;
  storeId?: number;
  storeNumber: string;
  jobId?: number;
  jobNumber: string;
  startDate: string;
  endDate: string;
  hours: number;
  /** True when the service is live (activated); false while only planned. */
  isSchedule: boolean;
  isTeamLead?: boolean;
}

export const SCHEDULED_WORK_LOOKBACK_DAYS = 62;

export const jobWorkKey = (jobId: number) => `JOBWORK#${jobId}`;
export const storeWorkKey = (storeId: number) => `STOREWORK#${storeId}`;

export const ScheduledWorkEntity: OwnedDefinition<ScheduledWork> = {
  name: 'scheduledWork',
  label: 'Scheduled work',
  ownerKey: employeePartition,
  prefix: 'WORK#',
  sortPart: (w) => `${w.startDate}#${String(w.id).padStart(10, '0')}`,
  indexes: {
    gsi1: (w) =>
      w.jobId === undefined
        ? undefined
        : {
            pk: jobWorkKey(w.jobId),
            sk: `${w.startDate}#${String(w.employeeId).padStart(8, '0')}#${String(w.id).padStart(10, '0')}`,
          },
    gsi2: (w) =>
      w.storeId === undefined
        ? undefined
        : { pk: storeWorkKey(w.storeId), sk: `${w.startDate}#${String(w.id).padStart(10, '0')}` },
  },
};

/** The index patterns of the table above (the worker's own window is the owned repository's `queryRange`). */
export const ScheduledWorkPatterns = definePatterns({
  /** who worked a job, work starting in from..to */
  ofJob: {
    index: 'gsi1',
    // Sort keys are `<startDate>#…`: '~' sorts after '#', so the whole last day is inside.
    key: (jobId: number, from: string, to: string) => ({ pk: jobWorkKey(jobId), sk: { between: [from, `${to}~`] } }),
  },
  /** any work at a store (a store in use is not deleted) */
  atStore: { index: 'gsi2', key: (storeId: number) => ({ pk: storeWorkKey(storeId) }) },
  /** work at a store starting before `before` */
  atStoreBefore: {
    index: 'gsi2',
    key: (storeId: number, before: string) => ({ pk: storeWorkKey(storeId), sk: { before } }),
  },
});
