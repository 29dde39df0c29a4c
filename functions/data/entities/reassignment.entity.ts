import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Service reassignment (000 §3.4, §4.3): written in the same transaction as the service whenever a service's
 * merchandiser changes (PATCH schedule, PATCH schedule/batch); the dashboard's Service Reassignment table lists
 * them and Act marks them acted (once, never back).
 *
 * | access pattern                                         | pattern   | index | key                                                 |
 * |--------------------------------------------------------|-----------|-------|-----------------------------------------------------|
 * | reassignment by id (Act)                               |           | table | pk `REASSIGNMENT#<id>`, sk `REASSIGNMENT`           |
 * | reassignments of services whose earliest date lies in  | `ofMonth` | gsi1  | `REASSIGNMONTH#<yyyy-mm>` / `<earliestDate>#<id10>` |
 * | a window (the table's date filter), month by month     |           |       |                                                     |
 *
 * Why: the table is read by a window of the services' earliest dates (the current month by default), so one
 * partition per month holds exactly what a window reads (a Query per month, BETWEEN on the sort key for the days);
 * the Yes/No filters and paging run on the server over those items (a month holds hundreds, not millions).
 *
 * The contract's `modifiedBy` / `modifiedAt` (who changed the merchandiser, and when) are stored as `reassignedBy` /
 * `reassignedAt`, because `modifiedBy` / `modifiedAt` are the audit fields of every item (the last writer: Act).
 * Ids: counter `COUNTER#reassignment`.
 */
export interface ReassignmentRecord {
  id: number;
  serviceId: number;
  jobNumber: string;
  storeNumber: number;
  retailerId: number;
  retailerFullName: string;
  earliestDate: string;
  latestDate: string;
  oldEmployeeId?: number;
  oldEmployee?: string;
  newEmployeeId: number;
  newEmployee: string;
  isTemporary: boolean;
  sendBackup: boolean;
  sendSupply: boolean;
  /** The name of who changed the merchandiser. */
  reassignedBy: string;
  reassignedAt: string;
  isActed: boolean;
  actedBy?: string;
  actedAt?: string;
}

export const reassignmentMonthKey = (month: string) => `REASSIGNMONTH#${month}`;

export const ReassignmentEntity = defineEntity<ReassignmentRecord>({
  name: 'reassignment',
  key: (id) => ({ pk: `REASSIGNMENT#${id}`, sk: 'REASSIGNMENT' }),
  indexes: {
    gsi1: (r) => ({
      pk: reassignmentMonthKey(r.earliestDate.slice(0, 7)),
      sk: `${r.earliestDate}#${String(r.id).padStart(10, '0')}`,
    }),
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const ReassignmentPatterns = definePatterns({
  /** reassignments of a month's services whose earliest date lies in from..to */
  ofMonth: {
    index: 'gsi1',
    // Sort keys are `<earliestDate>#<id>`: '~' sorts after '#', so the whole last day is inside.
    key: (month: string, from: string, to: string) => ({
      pk: reassignmentMonthKey(month),
      sk: { between: [from, `${to}~`] },
    }),
  },
});
