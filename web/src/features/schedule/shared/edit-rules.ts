import type { ScheduleRow, ScheduleUpdate } from '@shelfline/shared/contracts/schedule.contract';
import type { ScheduleEditField } from '@shelfline/shared/schedule-rules';
import { scheduleStrings as s } from './strings.ts';

/* The inline edits' checks and the PATCH schedule body of each edited value (no React: unit-tested). */

/** One field group of PATCH schedule (without serviceId and version). */
export type ScheduleChange = Omit<ScheduleUpdate, 'serviceId' | 'version'>;

export interface MerchandiserChoice {
  merchandiserId?: number;
  sendBackup: boolean;
  sendSupply: boolean;
  markMerchandiserAsTemporary: boolean;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** Cloudscape's DateInput shows YYYY/MM/DD and answers YYYY-MM-DD. */
const normalDate = (value: string) => value.replace(/\//g, '-');

/** The message of a time limit the server would refuse, or undefined. */
export function timeLimitError(value: string): string | undefined {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 744) return s.edit.timeLimitStep;
  return Math.abs(n * 4 - Math.round(n * 4)) < 1e-9 ? undefined : s.edit.timeLimitStep;
}

/** The message of a date that is not a YYYY/MM/DD date, or undefined. */
export function dateFormatError(value: string): string | undefined {
  const date = normalDate(value);
  return !ISO.test(date) || Number.isNaN(Date.parse(date)) ? s.edit.dateFormat : undefined;
}

/** The message of an edited earliest or latest date, or undefined. */
export function rowDateError(
  field: 'earliestDate' | 'latestDate',
  value: string,
  row: ScheduleRow,
): string | undefined {
  const date = normalDate(value);
  const format = dateFormatError(value);
  if (format) return format;
  if (field === 'earliestDate' && date > row.latestDate) return s.edit.earliestAfterLatest;
  if (field === 'latestDate' && date < row.earliestDate) return s.edit.latestBeforeEarliest;
  return undefined;
}

/** The change of an inline edit's value. */
export function changeOf(field: ScheduleEditField, value: unknown): ScheduleChange {
  switch (field) {
    case 'merchandiserId': {
      const choice = value as MerchandiserChoice;
      return {
        merchandiserId: choice.merchandiserId,
        sendBackup: choice.sendBackup,
        sendSupply: choice.sendSupply,
        markMerchandiserAsTemporary: choice.markMerchandiserAsTemporary,
      };
    }
    case 'earliestDate':
    case 'latestDate':
      return { [field]: normalDate(String(value)) };
    case 'timeLimit':
      return { timeLimit: Number(value) };
    case 'trait':
      return { trait: String(value ?? '') };
    case 'serviceTypeId':
      return { serviceTypeId: Number(value) };
    case 'acctManagerId':
    case 'consumerGroupId':
      return { [field]: value === null || value === undefined ? null : Number(value) };
    case 'payrateFlat':
    case 'payratePerHour':
      return payRateChange(value as PayRateChoice);
  }
}

/** The Pay Rate column's editor value: how the service is paid and the amount typed. */
export interface PayRateChoice {
  kind: 'payrateFlat' | 'payratePerHour' | 'none';
  amount: string;
  /** Which rate the row held when editing began (a 'none' choice clears it). */
  held: 'payrateFlat' | 'payratePerHour';
}

/** The pay rate choice a row starts from. */
export function payRateChoiceOf(row: Pick<ScheduleRow, 'payrateFlat' | 'payratePerHour'>): PayRateChoice {
  if (row.payratePerHour !== undefined)
    return { kind: 'payratePerHour', amount: String(row.payratePerHour), held: 'payratePerHour' };
  if (row.payrateFlat !== undefined)
    return { kind: 'payrateFlat', amount: String(row.payrateFlat), held: 'payrateFlat' };
  return { kind: 'none', amount: '', held: 'payrateFlat' };
}

/** The message of a pay rate the server would refuse, or undefined. */
export function payRateError(choice: PayRateChoice): string | undefined {
  if (choice.kind === 'none') return undefined;
  const n = Number(choice.amount);
  if (choice.amount.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100_000) return s.edit.payRateAmount;
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 ? undefined : s.edit.payRateAmount;
}

function payRateChange(choice: PayRateChoice): ScheduleChange {
  if (choice.kind === 'none') return { [choice.held]: null };
  return { [choice.kind]: Number(choice.amount) };
}
