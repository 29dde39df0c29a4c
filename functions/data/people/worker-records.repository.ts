import {
  type AvailabilitySummary,
  type DailyAvailability,
  type GeneralAvailability,
  minutesOfTime,
  type SpecialAvailability,
  TICKS_PER_MINUTE,
  type Vacation,
} from '@shelfline/shared/contracts/availability.contract';
import type { ScheduledWorkRow } from '@shelfline/shared/contracts/employee-scheduled-work.contract';
import {
  GeneralAvailabilityEntity,
  type GeneralAvailabilityRecord,
  SpecialAvailabilityEntity,
  type SpecialAvailabilityRecord,
  type StoredDailyAvailabilities,
  VacationEntity,
  type VacationRecord,
} from '../entities/availability.entity.ts';
import { EmployeeCommentEntity } from '../entities/employee-comment.entity.ts';
import { PayRateOverrideEntity } from '../entities/pay-rate-override.entity.ts';
import { type ScheduledWork, ScheduledWorkEntity, ScheduledWorkPatterns } from '../entities/scheduled-work.entity.ts';
import type { Audit } from '../entity.ts';
import { createOwnedRepository } from '../owned-repository.ts';
import { queryPatternPage } from '../query-pattern.ts';

/*
 * The records that live in a worker's partition (see employee.entity.ts), and how stored records become the
 * contract's shapes. Both the employees family (worker view) and the profile family (the merchandiser's own
 * screens) read them through here, so the two always answer the same thing.
 */
export const employeeComments = createOwnedRepository(EmployeeCommentEntity);
export const payRateOverrides = createOwnedRepository(PayRateOverrideEntity);
export const generalAvailabilities = createOwnedRepository(GeneralAvailabilityEntity);
export const specialAvailabilities = createOwnedRepository(SpecialAvailabilityEntity);
export const vacations = createOwnedRepository(VacationEntity);
export const scheduledWork = createOwnedRepository(ScheduledWorkEntity);

/** The general availability of a worker who never saved one: 'Daily Availability Not Set'. */
export function emptyGeneralAvailability(): GeneralAvailability {
  return {
    dailyAvailabilities: {},
    weeklyHoursMinimum: null,
    weeklyHoursMaximum: null,
    weeklyHoursPreferred: null,
    version: 0,
  };
}

export function toDailyAvailabilities(stored: StoredDailyAvailabilities): GeneralAvailability['dailyAvailabilities'] {
  const result: GeneralAvailability['dailyAvailabilities'] = {};
  for (const [weekday, day] of Object.entries(stored) as [
    keyof StoredDailyAvailabilities,
    NonNullable<StoredDailyAvailabilities['0']>,
  ][]) {
    const start = day.start ? minutesOfTime(day.start) : undefined;
    const end = day.end ? minutesOfTime(day.end) : undefined;
    const daily: DailyAvailability = {
      start: day.start ?? null,
      end: day.end ?? null,
      availableHours: day.availableHours,
      desiredHours: day.desiredHours ?? null,
      startTicks: start === undefined ? null : start * TICKS_PER_MINUTE,
      endTicks: end === undefined ? null : end * TICKS_PER_MINUTE,
    };
    result[weekday] = daily;
  }
  return result;
}

export function toGeneralAvailability(record: (GeneralAvailabilityRecord & Audit) | undefined): GeneralAvailability {
  if (!record) return emptyGeneralAvailability();
  return {
    dailyAvailabilities: toDailyAvailabilities(record.dailyAvailabilities),
    weeklyHoursMinimum: record.weeklyHoursMinimum ?? null,
    weeklyHoursMaximum: record.weeklyHoursMaximum ?? null,
    weeklyHoursPreferred: record.weeklyHoursPreferred ?? null,
    version: record.version,
  };
}

export function toSpecialAvailability(record: SpecialAvailabilityRecord & Audit): SpecialAvailability {
  return {
    id: record.id,
    startDate: record.startDate,
    endDate: record.endDate,
    dailyAvailabilities: toDailyAvailabilities(record.dailyAvailabilities),
    version: record.version,
  };
}

/** `today` is the caller's 'YYYY-MM-DD'; a vacation is upcoming while its end is not in the past. */
export function toVacation(record: VacationRecord & Audit, today: string): Vacation {
  const kind = record.isVacation ? 'Vacation' : 'Off';
  return {
    id: record.id,
    workerId: record.employeeId,
    type: record.isPartial ? `${kind} (partial day)` : kind,
    startDate: record.startDate,
    endDate: record.endDate,
    enteredBy: record.enteredBy,
    isUpcoming: record.endDate.slice(0, 10) >= today,
    isVacation: record.isVacation,
    isPartial: record.isPartial,
    isDeleted: false,
    version: record.version,
  };
}

export function toScheduledWorkRow(record: ScheduledWork): ScheduledWorkRow {
  return {
    serviceId: record.id,
    retailerId: record.retailerId,
    retailer: record.retailer,
    storeId: record.storeId,
    storeNumber: record.storeNumber,
    jobId: record.jobId,
    jobNumber: record.jobNumber,
    startDate: record.startDate,
    endDate: record.endDate,
    hours: record.hours,
    isSchedule: record.isSchedule,
  };
}

/** The availability of a worker for whom nothing needs saying. */
export const AVAILABLE: AvailabilitySummary = { status: 'Available', details: [] };

/**
 * The latest scheduled work at a store (any job) starting before `before`, newest first: one Query of gsi2
 * `STOREWORK#<storeId>` with `limit` items, projected to who worked and whether they led.
 */
export async function recentWorkAtStore(
  storeId: number,
  before: string,
  limit: number,
): Promise<Pick<ScheduledWork, 'employeeId' | 'isTeamLead'>[]> {
  const { Items = [] } = await queryPatternPage(ScheduledWorkPatterns, 'atStoreBefore', [storeId, before], {
    ProjectionExpression: 'employeeId, isTeamLead',
    ScanIndexForward: false,
    Limit: limit,
  });
  return Items as Pick<ScheduledWork, 'employeeId' | 'isTeamLead'>[];
}
