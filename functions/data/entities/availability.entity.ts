import { definePatterns } from '../entity.ts';
import type { OwnedDefinition } from '../owned-repository.ts';
import { employeePartition } from './employee.entity.ts';

/**
 * A worker's availability (001 §3 Availability and vacation): the general weekly pattern, special weeks and
 * vacations / off time, all under `AVAIL#` in the worker's partition so the availability computation reads them
 * with one Query.
 *
 * | access pattern                        | pattern    | index | key                                                     |
 * |---------------------------------------|------------|-------|---------------------------------------------------------|
 * | general availability (one per worker) |            | table | pk `EMPLOYEE#<id>`, sk `AVAIL#GENERAL#0`                |
 * | special weeks, by start date          |            | table | pk `EMPLOYEE#<id>`, sk `AVAIL#SPECIAL#<startDate>#<id>` |
 * | vacations, by start                   |            | table | pk `EMPLOYEE#<id>`, sk `AVAIL#VACATION#<startDate>#<id>`|
 * | everything the computation needs      | `ofWorker` | table | pk `EMPLOYEE#<id>`, sk begins `AVAIL#`                  |
 *
 * Times are stored as the spec sends them ('9:00 AM'); ticks are derived when answering.
 */
export interface StoredDailyAvailability {
  start: string | null;
  end: string | null;
  availableHours: number;
  desiredHours: number | null;
}
export type StoredDailyAvailabilities = Partial<
  Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', StoredDailyAvailability>
>;

export interface GeneralAvailabilityRecord {
  /** Always 0: one record per worker. */
  id: number;
  employeeId: number;
  dailyAvailabilities: StoredDailyAvailabilities;
  weeklyHoursMinimum: number | null;
  weeklyHoursMaximum: number | null;
  weeklyHoursPreferred: number | null;
}

export interface SpecialAvailabilityRecord {
  id: number;
  employeeId: number;
  startDate: string;
  endDate: string;
  dailyAvailabilities: StoredDailyAvailabilities;
}

export interface VacationRecord {
  id: number;
  employeeId: number;
  /** 'YYYY-MM-DD' (full days) or 'YYYY-MM-DDTHH:mm:ss' local time (partial day). */
  startDate: string;
  endDate: string;
  isVacation: boolean;
  isPartial: boolean;
  enteredBy: string;
}

export const AVAILABILITY_PREFIX = 'AVAIL#';

export const GeneralAvailabilityEntity: OwnedDefinition<GeneralAvailabilityRecord> = {
  name: 'generalAvailability',
  label: 'General availability',
  ownerKey: employeePartition,
  prefix: 'AVAIL#GENERAL#',
  sortPart: () => '0',
};

export const SpecialAvailabilityEntity: OwnedDefinition<SpecialAvailabilityRecord> = {
  name: 'specialAvailability',
  label: 'Special availability',
  ownerKey: employeePartition,
  prefix: 'AVAIL#SPECIAL#',
  sortPart: (s) => `${s.startDate}#${String(s.id).padStart(10, '0')}`,
};

export const VacationEntity: OwnedDefinition<VacationRecord> = {
  name: 'vacation',
  label: 'Vacation',
  ownerKey: employeePartition,
  prefix: 'AVAIL#VACATION#',
  sortPart: (v) => `${v.startDate.slice(0, 10)}#${String(v.id).padStart(10, '0')}`,
};

/** The access patterns of the table above that read more than one kind at once. */
export const AvailabilityPatterns = definePatterns({
  /** everything the computation needs: general week, special weeks, vacations */
  ofWorker: {
    index: 'table',
    key: (employeeId: number) => ({ pk: employeePartition(employeeId), sk: { beginsWith: AVAILABILITY_PREFIX } }),
  },
});
