import { SCHEDULE_EDIT_FIELDS, type ScheduleEditField } from '@shelfline/shared/schedule-rules';
import * as z from 'zod';
import {
  dateFormatError,
  type MerchandiserChoice,
  type PayRateChoice,
  payRateError,
  timeLimitError,
} from '../shared/edit-rules.ts';
import type { AvailabilityWindow } from '../shared/field-editors.tsx';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { maintenanceStrings as s } from './strings.ts';

/** The fields offered, in the table's order; the pay rate is one choice (flat or per hour inside it). */
export const BULK_FIELDS: readonly ScheduleEditField[] = [
  'merchandiserId',
  'earliestDate',
  'latestDate',
  'timeLimit',
  'serviceTypeId',
  'trait',
  'acctManagerId',
  'consumerGroupId',
  'payrateFlat',
];
export const BULK_FIELD_LABELS: Record<ScheduleEditField, string> = {
  merchandiserId: ss.columns.merchandiser,
  earliestDate: ss.columns.earliestDate,
  latestDate: ss.columns.latestDate,
  timeLimit: ss.columns.timeLimit,
  serviceTypeId: ss.columns.serviceType,
  trait: ss.columns.trait,
  acctManagerId: ss.columns.accountManager,
  consumerGroupId: ss.columns.consumerGroup,
  payrateFlat: ss.columns.payRate,
  payratePerHour: ss.columns.payRate,
};

const NO_MERCHANDISER: MerchandiserChoice = {
  sendBackup: false,
  sendSupply: false,
  markMerchandiserAsTemporary: false,
};
const NO_PAY_RATE: PayRateChoice = { kind: 'payrateFlat', amount: '', held: 'payrateFlat' };

/** The message of a value that cannot be sent, or undefined. */
function valueError(field: ScheduleEditField, value: unknown): string | undefined {
  switch (field) {
    case 'merchandiserId':
      return (value as MerchandiserChoice).merchandiserId ? undefined : ss.edit.chooseMerchandiser;
    case 'earliestDate':
    case 'latestDate':
      return dateFormatError(String(value ?? ''));
    case 'timeLimit':
      return timeLimitError(String(value ?? ''));
    case 'serviceTypeId':
      return value ? undefined : s.bulkEdit.chooseValue;
    case 'payrateFlat':
    case 'payratePerHour':
      return payRateError(value as PayRateChoice);
    default:
      return undefined;
  }
}

/**
 * The bulk edit's form: the chosen field and a value per field (switching fields keeps what was given for each).
 * Only the chosen field's value is checked, under its own name.
 */
export const BulkEditFormSchema = z
  .object({
    field: z.enum(SCHEDULE_EDIT_FIELDS),
    values: z.partialRecord(z.enum(SCHEDULE_EDIT_FIELDS), z.unknown()),
  })
  .superRefine(({ field, values }, context) => {
    const message = valueError(field, values[field]);
    if (message) context.addIssue({ code: 'custom', path: ['values', field], message });
  });
export type BulkEditForm = z.input<typeof BulkEditFormSchema>;

/** The form's start: the first field offered, no merchandiser and an empty flat pay rate. */
export const newBulkEdit = (fields: readonly ScheduleEditField[]): Partial<BulkEditForm> => ({
  ...(fields[0] ? { field: fields[0] } : {}),
  values: { merchandiserId: NO_MERCHANDISER, payrateFlat: NO_PAY_RATE },
});

/** The search's window, for the merchandisers' availability (none for the windowless modes). */
export const windowOf = (filter: ScheduleFilterBody): AvailabilityWindow | undefined =>
  filter.earliestDate && filter.latestDate ? { startDate: filter.earliestDate, endDate: filter.latestDate } : undefined;
