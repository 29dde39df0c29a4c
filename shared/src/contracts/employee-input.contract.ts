import * as z from 'zod';
import { email, flag, money, optionalDate, optionalId, phone, travelRate } from './employee-fields.ts';
import { STAFF_ROLE_FLAGS } from './employee-flag.contract.ts';
import { sensitiveInputFields } from './employee-sensitive.contract.ts';
import { blankToUndefined, optionalText, requiredText } from './fields.ts';
import { VersionSchema } from './list.contract.ts';
import { isValidPostalCode, postalCodeMessage } from './postal-code.contract.ts';
import { PasswordSchema } from './supplier.contract.ts';

/*
 * What the worker form sends (001 §2 Worker form, §4, §5). Field names are the spec's, misspellings included
 * (`isOnlinePayrol`).
 */

/** Login codes: what the worker types at sign-in. */
export const LOGIN_CODE_PATTERN = /^[A-Za-z0-9._@+-]+$/;

export const LanguageEntrySchema = z.object({
  languageId: z.number({ error: 'Language is required.' }).int().positive(),
  language: z.string().optional(),
  isSpoken: z.boolean().optional().default(false),
  isWritten: z.boolean().optional().default(false),
});
export type LanguageEntry = z.output<typeof LanguageEntrySchema>;

export const PositionAppliedSchema = z.object({ id: z.number().int().positive(), value: z.string().optional() });
export type PositionApplied = z.output<typeof PositionAppliedSchema>;

/** Every field the worker form edits (header, Contact Info, Profile, Payroll). */
const employeeFields = {
  /** Login Code: generated when empty on create; read-only once saved (001 §5). */
  code: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(50, 'Login Code must be at most 50 characters.')
      .regex(LOGIN_CODE_PATTERN, 'Login Code may contain only letters, digits and . _ @ + -')
      .optional(),
  ),
  firstName: requiredText('First Name', 50),
  lastName: requiredText('Last Name', 50),
  dateStarted: optionalDate('Date Started'),
  payableTo: optionalText('Payable To', 100),
  hourlyRate: money('Current Hourly Rate'),
  currentSalary: money('Current Salary'),
  minimumHours: money('Minimum Hours'),
  extras: optionalText('Extras', 500),
  gstNumber: optionalText('GST #', 30),
  supervisorId: optionalId('Supervisor'),
  isMerchandiser: flag('Merchandiser'),
  isSupervisor: flag('Supervisor'),
  isHelper: flag('Helper'),
  isCrmUser: flag('CRM Access'),
  isAccountManager: flag('Account Manager'),
  isAdministrator: flag('Administrator'),
  isHr: flag('HR'),
  isSpecialProjects: flag('Special Projects'),
  isHrRestricted: flag('HR Restricted'),
  inactive: flag('Inactive'),
  // Contact Info
  address1: optionalText('Address 1', 100),
  address2: optionalText('Address 2', 100),
  isAlternateAddress: flag('Alternate Address'),
  countryId: optionalId('Country'),
  provinceId: optionalId('Province'),
  cityId: optionalId('City'),
  postalCode: optionalText('Postal Code', 10),
  homePhone: phone('Home phone'),
  mobilePhone: phone('Mobile phone'),
  officePhone: phone('Office phone'),
  officeExt: optionalText('Ext.', 10),
  fax: phone('Fax'),
  faxCallFirst: flag('Call First'),
  faxNeedCoverSheet: flag('Cover sheet'),
  email,
  // Profile
  employmentTypeId: optionalId('Employment Type'),
  employmentStatusId: optionalId('Employment Status'),
  ...sensitiveInputFields,
  helperInfo: optionalText('Helper Info', 500),
  resumeEnteredDate: optionalDate('Resume Entered On'),
  lastWorkedDate: optionalDate('Last Date Worked'),
  hoursAvailableId: optionalId('Hours of Work Avail.'),
  minHourlyRate: money('Min hourly rate'),
  contractSigned: flag('Contract Signed'),
  subContractSigned: flag('Sub-Contract Signed'),
  policyDiscussed: flag('Policy Discussed'),
  positionsApplied: z.array(PositionAppliedSchema).max(50).optional().default([]),
  languages: z.array(LanguageEntrySchema).max(50).optional().default([]),
  /** Commodities (system list PRDCAT) the worker has experience with; `employees/search` filters on them. */
  commodityIds: z.array(z.number().int().positive()).max(100).optional().default([]),
  // Payroll
  isOnlinePayrol: flag('Input method'),
  isPayrollOnHold: flag('Payroll on hold'),
  isGstApplicable: flag('GST applicable'),
  travelHighKmRate: travelRate('Travel high km rate'),
  travelLowKmRate: travelRate('Travel low km rate'),
  travelPerHourRate: travelRate('Travel per hour rate'),
};

/** The worker rules of 001 §5 that span fields. */
function workerRules(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!STAFF_ROLE_FLAGS.some((flag) => value[flag] === true)) {
    ctx.addIssue({
      code: 'custom',
      path: ['isMerchandiser'],
      message: 'A worker needs a role: Merchandiser, Supervisor, Administrator, Account Manager, CRM Access or HR.',
    });
  }
  if (value.isMerchandiser && value.supervisorId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['supervisorId'], message: 'A merchandiser needs a supervisor.' });
  }
  const postalCode = value.postalCode as string | undefined;
  const countryId = value.countryId as number | undefined;
  if (postalCode && !isValidPostalCode(postalCode, countryId)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeMessage(countryId) });
  }
  if (value.cityId !== undefined && value.provinceId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['provinceId'], message: 'Choose the province of the city.' });
  }
  // Languages: an entry with neither flag is removed (001 §4), so it is never stored.
  if (Array.isArray(value.languages)) {
    value.languages = (value.languages as LanguageEntry[]).filter((l) => l.isSpoken || l.isWritten);
  }
}

/** An applicant To Be Hired that a worker's save links to that worker (brief A11). */
const applicantId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'Applicant must be a number.' }).int().positive('Applicant must be a number.').optional(),
);

/** Body of `POST Employees/create`. An optional password makes the sign-in usable at once. */
export const EmployeeCreateSchema = z
  .object({
    ...employeeFields,
    password: z.preprocess(blankToUndefined, PasswordSchema.optional()),
    /** Hiring an applicant To Be Hired (brief A11): the applicant is linked to the new worker in the same write. */
    applicantId,
  })
  .superRefine(workerRules);
export type EmployeeCreate = z.input<typeof EmployeeCreateSchema>;

/**
 * Body of `PUT Employees/{id}`: the same fields with the version read; with `applicantId`, the former worker is
 * rehired for that applicant (reactivated, the applicant linked in the same write, brief A11).
 */
export const EmployeeUpdateSchema = z
  .object({ ...employeeFields, ...VersionSchema.shape, applicantId })
  .superRefine(workerRules);
export type EmployeeUpdate = z.input<typeof EmployeeUpdateSchema>;
export type EmployeeFields = z.output<typeof EmployeeUpdateSchema>;

/** Body of `PUT Employees/{id}/password` (Reset password, admins). */
export const SetPasswordSchema = z.object({ password: PasswordSchema });
