import type { DetailField } from '@shelfline/shared/contracts/draft.contract';
import { detailsStrings as s } from '../strings.ts';

/** The editable columns and the row field each one changes (000 §2.7). */
export const EDITABLE_COLUMNS: Readonly<Record<string, DetailField>> = {
  serviceType: 'serviceTypeId',
  trait: 'trait',
  hours: 'hours',
  startDate: 'startDate',
  endDate: 'endDate',
};

export const FIELD_LABELS: Record<DetailField, string> = {
  serviceTypeId: s.columns.serviceType,
  trait: s.columns.trait,
  hours: s.columns.hours,
  startDate: s.columns.startDate,
  endDate: s.columns.endDate,
};

/** Every column, in the spec's order, for the preferences' content display. */
export const DETAIL_COLUMN_IDS = [
  'retailer',
  'storeNumber',
  'province',
  'city',
  'address',
  'job',
  'helperJob',
  'product',
  'serviceType',
  'trait',
  'hours',
  'startDate',
  'endDate',
  'previousWorkers',
  'workers',
  'actions',
] as const satisfies readonly (keyof typeof s.columns)[];

export type FieldValue = string | number | undefined;
