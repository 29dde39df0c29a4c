import * as z from 'zod';
import {
  AvailabilitySummarySchema,
  GeneralAvailabilitySchema,
  isoDate,
  SpecialAvailabilitySchema,
  VacationSchema,
} from './availability.contract.ts';
import { blankToUndefined, clearableSin, clearableText, optionalText, positiveId, requiredText } from './fields.ts';
import {
  ActiveQuerySchema,
  OptionalPageQuerySchema,
  pagedSchema,
  QueryBooleanSchema,
  VersionSchema,
} from './list.contract.ts';
import { isValidPostalCode, postalCodeMessage } from './postal-code.contract.ts';
import { TravelInfoSchema } from './profile.contract.ts';
import { PasswordSchema } from './supplier.contract.ts';

/*
 * Workers (001 §2 Worker form, §3 Employee, §4, §5, §7 Employees; 000 §7.5 pickers and search).
 *
 * Field names are the spec's, misspellings included (`isOnlinePayrol`). Sensitive fields (SIN, bank, transit,
 * account) are stored apart from the worker record and only ever sent to administrators and to the worker.
 */

export const EmployeeParamsSchema = z.object({ id: positiveId('id') });
export const EmployeeCommentParamsSchema = z.object({ id: positiveId('id'), commentId: positiveId('commentId') });
export const PayRateOverrideParamsSchema = z.object({ id: positiveId('id'), overrideId: positiveId('overrideId') });
/** A worker's vacation or special week, kept by staff (`employees/{id}/vacations/{vacationId}`, …/{specialId}). */
export const EmployeeVacationParamsSchema = z.object({ id: positiveId('id'), vacationId: positiveId('vacationId') });
export const EmployeeSpecialWeekParamsSchema = z.object({ id: positiveId('id'), specialId: positiveId('specialId') });

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false.` })
    .optional()
    .default(false);
const optionalId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be chosen from the list.` })
      .int()
      .positive()
      .optional(),
  );
const money = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} must be 0 or more.`)
      .max(1_000_000, `${label} is too large.`)
      .optional(),
  );
/** Travel rates: numbers, minimum 0, step 0.1 (001 §5). */
const travelRate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} must be 0 or more.`)
      .max(1000, `${label} is too large.`)
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, `${label} must be in steps of 0.1.`)
      .optional(),
  );
const optionalDate = (label: string) => z.preprocess(blankToUndefined, isoDate(label).optional());
const email = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Email must be text.' })
    .trim()
    .max(254, 'Email must be at most 254 characters.')
    .refine((v) => z.email().safeParse(v).success, 'Email is not a valid e-mail address.')
    .optional(),
);
const phone = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(30, `${label} must be at most 30 characters.`)
      .regex(/^[0-9+().\-\s]*$/, `${label} may contain only digits, spaces and + ( ) - .`)
      .optional(),
  );

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

/** The role and worker flags of 001 §3 (`isHr` carries the hr role of 000 §6; DECISIONS.md). */
export const EMPLOYEE_FLAGS = [
  'isMerchandiser',
  'isSupervisor',
  'isHelper',
  'isCrmUser',
  'isAccountManager',
  'isAdministrator',
  'isHr',
  'isSpecialProjects',
  'isHrRestricted',
] as const;
export type EmployeeFlag = (typeof EMPLOYEE_FLAGS)[number];
export const EMPLOYEE_FLAG_LABELS: Record<EmployeeFlag, string> = {
  isMerchandiser: 'Merchandiser',
  isSupervisor: 'Supervisor',
  isHelper: 'Helper',
  isCrmUser: 'CRM Access',
  isAccountManager: 'Account Manager',
  isAdministrator: 'Administrator',
  isHr: 'HR',
  isSpecialProjects: 'Special Projects',
  isHrRestricted: 'HR Restricted',
};

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
  // Sensitive: '' or null clears, absent keeps (a supervisor's form never holds them).
  bank: clearableText('Bank', 30),
  transit: clearableText('Transit', 30),
  account: clearableText('Account', 30),
  helperInfo: optionalText('Helper Info', 500),
  resumeEnteredDate: optionalDate('Resume Entered On'),
  lastWorkedDate: optionalDate('Last Date Worked'),
  hoursAvailableId: optionalId('Hours of Work Avail.'),
  minHourlyRate: money('Min hourly rate'),
  sin: clearableSin,
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

/**
 * The flags that give a worker a staff role (DECISIONS.md: admin, accountManager, supervisor, merchandiser, crmUser,
 * hr). 001 §5 asks for Merchandiser, Administrator or Account Manager, which left the office's supervisors, CRM and
 * HR staff (the demo's sup, crm, hr) impossible to create or re-save: issue 13 accepts any staff role.
 */
export const STAFF_ROLE_FLAGS = [
  'isMerchandiser',
  'isSupervisor',
  'isAdministrator',
  'isAccountManager',
  'isCrmUser',
  'isHr',
] as const satisfies readonly EmployeeFlag[];

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

/** Body of `POST Employees/create`. An optional password makes the sign-in usable at once. */
export const EmployeeCreateSchema = z
  .object({ ...employeeFields, password: z.preprocess(blankToUndefined, PasswordSchema.optional()) })
  .superRefine(workerRules);
export type EmployeeCreate = z.input<typeof EmployeeCreateSchema>;

/** Body of `PUT Employees/{id}`: the same fields with the version read. */
export const EmployeeUpdateSchema = z.object({ ...employeeFields, ...VersionSchema.shape }).superRefine(workerRules);
export type EmployeeUpdate = z.input<typeof EmployeeUpdateSchema>;
export type EmployeeFields = z.output<typeof EmployeeUpdateSchema>;

/** Sensitive fields: never in lists or logs; only administrators and the worker read them. */
export const SENSITIVE_FIELDS = ['sin', 'bank', 'transit', 'account'] as const;

/** A worker as the API returns it; sensitive fields and comments only for administrators. */
export const EmployeeSchema = z.object({
  id: z.number(),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateStarted: z.string().optional(),
  payableTo: z.string().optional(),
  hourlyRate: z.number().optional(),
  currentSalary: z.number().optional(),
  minimumHours: z.number().optional(),
  extras: z.string().optional(),
  gstNumber: z.string().optional(),
  supervisorId: z.number().optional(),
  supervisorName: z.string().optional(),
  isMerchandiser: z.boolean(),
  isSupervisor: z.boolean(),
  isHelper: z.boolean(),
  isCrmUser: z.boolean(),
  isAccountManager: z.boolean(),
  isAdministrator: z.boolean(),
  isHr: z.boolean(),
  isSpecialProjects: z.boolean(),
  isHrRestricted: z.boolean(),
  inactive: z.boolean(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  isAlternateAddress: z.boolean(),
  countryId: z.number().optional(),
  country: z.string().optional(),
  provinceId: z.number().optional(),
  province: z.string().optional(),
  cityId: z.number().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  homePhone: z.string().optional(),
  mobilePhone: z.string().optional(),
  officePhone: z.string().optional(),
  officeExt: z.string().optional(),
  fax: z.string().optional(),
  faxCallFirst: z.boolean(),
  faxNeedCoverSheet: z.boolean(),
  email: z.string().optional(),
  employmentTypeId: z.number().optional(),
  employmentType: z.string().optional(),
  employmentStatusId: z.number().optional(),
  employmentStatus: z.string().optional(),
  bank: z.string().optional(),
  transit: z.string().optional(),
  account: z.string().optional(),
  sin: z.string().optional(),
  helperInfo: z.string().optional(),
  resumeEnteredDate: z.string().optional(),
  lastWorkedDate: z.string().optional(),
  hoursAvailableId: z.number().optional(),
  hoursAvailable: z.string().optional(),
  minHourlyRate: z.number().optional(),
  contractSigned: z.boolean(),
  subContractSigned: z.boolean(),
  policyDiscussed: z.boolean(),
  positionsApplied: z.array(z.object({ id: z.number(), value: z.string().optional() })),
  languages: z.array(
    z.object({
      languageId: z.number(),
      language: z.string().optional(),
      isSpoken: z.boolean(),
      isWritten: z.boolean(),
    }),
  ),
  commodityIds: z.array(z.number()),
  isOnlinePayrol: z.boolean(),
  isPayrollOnHold: z.boolean(),
  isGstApplicable: z.boolean(),
  travelHighKmRate: z.number().optional(),
  travelLowKmRate: z.number().optional(),
  travelPerHourRate: z.number().optional(),
  version: z.number(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

// ------------------------------------------------------------------------------------------------- lists

/** `GET Employees`: the Workers list, paged and filtered on the server. */
export const EmployeeListQuerySchema = OptionalPageQuerySchema.extend(ActiveQuerySchema.shape).extend({
  role: z.enum(['admin', 'accountManager', 'supervisor', 'merchandiser', 'crmUser', 'hr']).optional(),
});
export type EmployeeListQuery = z.output<typeof EmployeeListQuerySchema>;

/** A Workers list row (001 §3). `role` names the roles, comma-separated ("Merchandiser, Supervisor"). */
export const WorkerListRowSchema = z.object({
  id: z.number(),
  employeeCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  supervisorName: z.string().optional(),
  startedDate: z.string().optional(),
  inactive: z.boolean(),
});
export type WorkerListRow = z.infer<typeof WorkerListRowSchema>;
export const WorkerListSchema = pagedSchema(WorkerListRowSchema);

/** A row of the picker lists (`employees/administrators`, `/supervisors`, …): active workers, by name. */
export const EmployeeOptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'First Last'. */
  name: z.string(),
  email: z.string().optional(),
  isHelper: z.boolean(),
  isSpecialProjects: z.boolean(),
  supervisorId: z.number().optional(),
});
export type EmployeeOption = z.infer<typeof EmployeeOptionSchema>;

const idList = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(positiveId(name)).max(200, `At most 200 ${name}.`),
  );

/** 'Any' distance (002 §9 lists 'Any' as 10000). */
export const ANY_DISTANCE_KM = 10_000;

/**
 * `GET employees/search` (000 §7.5): every filter optional. Lists come repeated (`cityIds=1&cityIds=2`) or
 * comma-separated. `distance` (km) needs `storeId`. `isReside`/`isTravel` choose whether the province and
 * cities are where the worker lives, where they travel to, or (neither or both) either.
 * `minimumAvailability` is hours free in the window `startDate..endDate` (default: the next 7 days).
 */
export const EmployeeSearchQuerySchema = z
  .object({
    storeId: positiveId('storeId').optional(),
    distance: z.coerce.number({ error: 'distance must be a number.' }).min(0).max(ANY_DISTANCE_KM).optional(),
    provinceId: positiveId('provinceId').optional(),
    cityIds: idList('cityIds').optional(),
    isReside: QueryBooleanSchema.optional(),
    isTravel: QueryBooleanSchema.optional(),
    commodityIds: idList('commodityIds').optional(),
    retailerIds: idList('retailerIds').optional(),
    minimumAvailability: z.coerce
      .number({ error: 'minimumAvailability must be a number.' })
      .min(0)
      .max(1000)
      .optional(),
    startDate: isoDate('startDate').optional(),
    endDate: isoDate('endDate').optional(),
    supervisorIds: idList('supervisorIds').optional(),
    name: z.string().trim().max(100).optional(),
    includeInactive: QueryBooleanSchema.optional().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.distance !== undefined && q.distance < ANY_DISTANCE_KM && q.storeId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'Choose a store to search by distance.' });
    }
    if (q.startDate && q.endDate && q.endDate < q.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date.' });
    }
  });
export type EmployeeSearchQuery = z.output<typeof EmployeeSearchQuerySchema>;

export const EmployeeSearchRowSchema = EmployeeOptionSchema.extend({
  city: z.string().optional(),
  province: z.string().optional(),
  supervisorName: z.string().optional(),
  hasCar: z.boolean(),
  /** Km from the store, when `storeId` was given and both have coordinates. */
  distance: z.number().nullable(),
  /** Free hours in the window (offered − assigned, time off removed). */
  availableHours: z.number(),
  availability: AvailabilitySummarySchema,
  inactive: z.boolean(),
});
export type EmployeeSearchRow = z.infer<typeof EmployeeSearchRowSchema>;

/** `GET employees/byJob?jobId&fromDate&toDate`: workers with work of that job in the window (e-mail composer). */
export const EmployeesByJobQuerySchema = z
  .object({ jobId: positiveId('jobId'), fromDate: isoDate('fromDate'), toDate: isoDate('toDate') })
  .superRefine((q, ctx) => {
    if (q.toDate < q.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'To date must not be before from date.' });
  });

// --------------------------------------------------------------------------------- worker sub-entities

/** Comment (001 §3): admins only. Dates shown as 'MMMM DD, YYYY'. */
export const CommentInputSchema = z.object({
  subject: requiredText('Subject', 200),
  body: z
    .string({ error: 'Text must be text.' })
    .trim()
    .max(10_000, 'Text must be at most 10000 characters.')
    .optional()
    .default(''),
});
export const CommentUpdateSchema = CommentInputSchema.extend(VersionSchema.shape);
export const CommentSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  enteredBy: z.string(),
  enteredDate: z.string(),
  subject: z.string(),
  body: z.string(),
  version: z.number(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** Scheduled work row (001 §3): services assigned to the worker (written by the draft export and schedule edits). */
export const ScheduledWorkRowSchema = z.object({
  serviceId: z.number(),
  retailerId: z.number().optional(),
  retailer: z.string(),
  storeId: z.number().optional(),
  storeNumber: z.string(),
  jobId: z.number().optional(),
  jobNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number(),
  isSchedule: z.boolean(),
});
export type ScheduledWorkRow = z.infer<typeof ScheduledWorkRowSchema>;

/** Pay rate override (001 §3): empty job/product/service type/dates mean "all" ('<All Jobs>', '<No Start Date>'). */
export const PayRateOverrideInputSchema = z
  .object({
    jobId: optionalId('Job'),
    productId: optionalId('Product'),
    serviceTypeId: optionalId('Service Type'),
    startDate: optionalDate('Start Date'),
    endDate: optionalDate('End Date'),
    rateFlat: money('Flat rate'),
    ratePerHour: money('Rate per hour'),
  })
  .superRefine((v, ctx) => {
    if (v.rateFlat === undefined && v.ratePerHour === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ratePerHour'], message: 'Give a flat rate or a rate per hour.' });
    }
    if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End Date must not be before Start Date.' });
    }
  });
export type PayRateOverrideInput = z.input<typeof PayRateOverrideInputSchema>;
export const PayRateOverrideUpdateSchema = PayRateOverrideInputSchema.and(VersionSchema);

export const PayRateOverrideSchema = z.object({
  payRateOverrideID: z.number(),
  employeeId: z.number(),
  jobId: z.number().optional(),
  job: z.string().optional(),
  productId: z.number().optional(),
  product: z.string().optional(),
  serviceTypeId: z.number().optional(),
  serviceType: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  rateFlat: z.number().optional(),
  ratePerHour: z.number().optional(),
  version: z.number(),
});
export type PayRateOverride = z.infer<typeof PayRateOverrideSchema>;

/** Placeholders of the pay rate override table (messages.tsv). */
export const PAY_RATE_PLACEHOLDERS = {
  job: '<All Jobs>',
  product: '<All Products>',
  serviceType: '<All Service Types>',
  startDate: '<No Start Date>',
  endDate: '<No End Date>',
} as const;

/** Body of `PUT Employees/{id}/password` (Reset password, admins). */
export const SetPasswordSchema = z.object({ password: PasswordSchema });

/**
 * `GET Employees/{id}/full` (001 §3: "a full employee view also carries ContactInfo, Availability, Comments and
 * ScheduledWork"). Comments and the sensitive fields are filled for administrators only; supervisors and account
 * managers get the rest (the Employee View modal).
 */
export const EmployeeFullSchema = z.object({
  employee: EmployeeSchema,
  travelInfo: TravelInfoSchema,
  availability: z.object({
    generalAvailability: GeneralAvailabilitySchema,
    specialAvailabilities: z.array(SpecialAvailabilitySchema),
    vacations: z.array(VacationSchema),
  }),
  comments: z.array(CommentSchema),
  /** The most recent 200 rows; the tab pages them 10 at a time, `employees/{id}/scheduledWork` has them all. */
  scheduledWork: z.array(ScheduledWorkRowSchema),
  /** Whether the worker has a sign-in in the user pool yet (demo workers get one at their first password reset). */
  hasLogin: z.boolean(),
});
export type EmployeeFull = z.infer<typeof EmployeeFullSchema>;
