import * as z from 'zod';
import { GeneralAvailabilitySchema, SpecialAvailabilitySchema, VacationSchema } from './availability.contract.ts';
import { CommentSchema } from './employee-comment.contract.ts';
import { ScheduledWorkRowSchema } from './employee-scheduled-work.contract.ts';
import { sensitiveOutputFields } from './employee-sensitive.contract.ts';
import { positiveId } from './fields.ts';
import { TravelInfoSchema } from './profile.contract.ts';

/*
 * A worker as the API returns it (001 §2 Worker form, §3 Employee, §4, §5, §7 Employees). What the form sends is in
 * employee-input.contract.ts; lists and pickers, search, comments, pay rate overrides and the sensitive fields each
 * have their own `employee-*` contract.
 *
 * Field names are the spec's, misspellings included (`isOnlinePayrol`).
 */

export const EmployeeParamsSchema = z.object({ id: positiveId('id') });
/** A worker's vacation or special week, kept by staff (`employees/{id}/vacations/{vacationId}`, …/{specialId}). */
export const EmployeeVacationParamsSchema = z.object({ id: positiveId('id'), vacationId: positiveId('vacationId') });
export const EmployeeSpecialWeekParamsSchema = z.object({ id: positiveId('id'), specialId: positiveId('specialId') });

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
  ...sensitiveOutputFields,
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
