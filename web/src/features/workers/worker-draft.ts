import type { Employee } from '@shelfline/shared/contracts/employee.contract';
import { EMPLOYEE_FLAGS } from '@shelfline/shared/contracts/employee-flag.contract';
import type { LanguageEntry, PositionApplied } from '@shelfline/shared/contracts/employee-input.contract';
import { SENSITIVE_FIELDS } from '@shelfline/shared/contracts/employee-sensitive.contract';
import { CANADA_COUNTRY_ID } from '@shelfline/shared/contracts/postal-code.contract';
import type { FieldValue } from '../../components/crud/form-fields.tsx';

/*
 * The worker form's draft: every input as the user typed it (text for text, number and select inputs, booleans
 * for checkboxes), kept in one object while the form is open so switching tabs loses nothing (001 §4).
 */

const TEXT_FIELDS = [
  'code',
  'firstName',
  'lastName',
  'dateStarted',
  'payableTo',
  'extras',
  'gstNumber',
  'address1',
  'address2',
  'postalCode',
  'homePhone',
  'mobilePhone',
  'officePhone',
  'officeExt',
  'fax',
  'email',
  'bank',
  'transit',
  'account',
  'helperInfo',
  'resumeEnteredDate',
  'lastWorkedDate',
  'sin',
] as const;
const NUMBER_FIELDS = [
  'hourlyRate',
  'currentSalary',
  'minimumHours',
  'minHourlyRate',
  'travelHighKmRate',
  'travelLowKmRate',
  'travelPerHourRate',
  'supervisorId',
  'countryId',
  'provinceId',
  'cityId',
  'employmentTypeId',
  'employmentStatusId',
  'hoursAvailableId',
] as const;
const BOOLEAN_FIELDS = [
  ...EMPLOYEE_FLAGS,
  'inactive',
  'isAlternateAddress',
  'faxCallFirst',
  'faxNeedCoverSheet',
  'contractSigned',
  'subContractSigned',
  'policyDiscussed',
  'isOnlinePayrol',
  'isPayrollOnHold',
  'isGstApplicable',
] as const;

type TextName = (typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number];
type BooleanName = (typeof BOOLEAN_FIELDS)[number];

export type WorkerDraft = { [K in TextName]: string } & { [K in BooleanName]: boolean } & {
  languages: LanguageEntry[];
  positionsApplied: PositionApplied[];
  /** Not edited on this form; sent back as read so a save keeps them. */
  commodityIds: number[];
};

/** Every name the form shows errors for (errors for other names go to the Alert). */
export const WORKER_FIELD_NAMES: readonly string[] = [
  ...TEXT_FIELDS,
  ...NUMBER_FIELDS,
  ...BOOLEAN_FIELDS,
  'languages',
  'positionsApplied',
];

/** The draft of a saved worker, or of a new one (Canada, active, online payroll). */
export function draftOf(employee?: Employee): WorkerDraft {
  const source = (employee ?? {}) as Partial<Record<string, unknown>>;
  const draft: Record<string, unknown> = {};
  for (const name of [...TEXT_FIELDS, ...NUMBER_FIELDS]) {
    const value = source[name];
    draft[name] = value === undefined || value === null ? '' : String(value);
  }
  for (const name of BOOLEAN_FIELDS) draft[name] = source[name] === true;
  if (!employee) {
    draft.countryId = String(CANADA_COUNTRY_ID);
    draft.isOnlinePayrol = true;
  }
  draft.languages = employee?.languages.map((l) => ({ ...l })) ?? [];
  draft.positionsApplied = employee?.positionsApplied.map((p) => ({ ...p })) ?? [];
  draft.commodityIds = employee?.commodityIds ?? [];
  return draft as WorkerDraft;
}

/** Text as a number when it is one; empty is "not given"; other text stays text so the schema names it. */
const numberOrText = (text: string) => {
  const t = text.trim();
  if (t === '') return undefined;
  return Number.isFinite(Number(t)) ? Number(t) : t;
};

/**
 * The draft as `EmployeeCreateSchema` / `EmployeeUpdateSchema` read it. An emptied sensitive field (SIN, bank,
 * transit, account) the worker had (`loaded`) is sent as '' so the server clears it; one never shown (a role that
 * does not read them) stays absent, which keeps what is stored.
 */
export function inputOf(draft: WorkerDraft, version?: number, loaded?: WorkerDraft): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) input[name] = draft[name].trim() === '' ? undefined : draft[name];
  for (const name of SENSITIVE_FIELDS)
    if (draft[name].trim() === '' && loaded && loaded[name].trim() !== '') input[name] = '';
  for (const name of NUMBER_FIELDS) input[name] = numberOrText(draft[name]);
  for (const name of BOOLEAN_FIELDS) input[name] = draft[name];
  input.languages = draft.languages.filter((l) => l.isSpoken || l.isWritten);
  input.positionsApplied = draft.positionsApplied;
  input.commodityIds = draft.commodityIds;
  if (version !== undefined) input.version = version;
  return input;
}

/** Which tab each field lives on, so a tab can be marked when one of its fields has an error. */
export const FIELD_TABS: Record<string, 'header' | 'contact' | 'profile' | 'payroll'> = {
  address1: 'contact',
  address2: 'contact',
  isAlternateAddress: 'contact',
  countryId: 'contact',
  provinceId: 'contact',
  cityId: 'contact',
  postalCode: 'contact',
  homePhone: 'contact',
  mobilePhone: 'contact',
  officePhone: 'contact',
  officeExt: 'contact',
  fax: 'contact',
  faxCallFirst: 'contact',
  faxNeedCoverSheet: 'contact',
  email: 'contact',
  employmentTypeId: 'profile',
  employmentStatusId: 'profile',
  hoursAvailableId: 'profile',
  bank: 'profile',
  transit: 'profile',
  account: 'profile',
  helperInfo: 'profile',
  resumeEnteredDate: 'profile',
  lastWorkedDate: 'profile',
  minHourlyRate: 'profile',
  sin: 'profile',
  languages: 'profile',
  positionsApplied: 'profile',
  isOnlinePayrol: 'payroll',
  isPayrollOnHold: 'payroll',
  isGstApplicable: 'payroll',
  travelHighKmRate: 'payroll',
  travelLowKmRate: 'payroll',
  travelPerHourRate: 'payroll',
};

/** A form field's value as the controls read it. */
export const draftValue = (draft: WorkerDraft, name: string): FieldValue | undefined =>
  (draft as unknown as Record<string, FieldValue | undefined>)[name];
