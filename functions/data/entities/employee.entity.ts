import type { Role } from '@shelfline/shared';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Employee (worker): staff and merchandisers who sign in with their login code (001 §3).
 *
 * | access pattern                                   | pattern | index | key                                            |
 * |--------------------------------------------------|---------|-------|------------------------------------------------|
 * | employee by id                                   |         | table | pk `EMPLOYEE#<id>`, sk `EMPLOYEE`              |
 * | employee by login code (sign-in)                 |         | table | marker `UNIQUE#employee.login code#<code>`     |
 * | all workers by name (full records: rebuild only) | `all`   | gsi1  | `EMPLOYEES` / `<last>#<first>#<id>`            |
 * | every worker's card (worker list, pickers, search)|         | table | pk `WORKERDIR`, sk `SHARD#<id mod 16>` (worker-directory.ts) |
 * | workers of a supervisor                          |         | gsi2  | `SUPERVISOR#<supervisorId>` / `<last>#<first>` |
 * | a worker's private fields (SIN, bank)            |         | table | pk `EMPLOYEE#<id>`, sk `PRIVATE`               |
 * | a worker's availability, vacations, special weeks|         | table | pk `EMPLOYEE#<id>`, sk begins `AVAIL#`         |
 * | a worker's comments / pay rate overrides         |         | table | pk `EMPLOYEE#<id>`, sk begins `COMMENT#`/`PAYRATE#` |
 * | a worker's scheduled work in a window            |         | table | pk `EMPLOYEE#<id>`, sk between `WORK#<from>` and `WORK#<to>` |
 * | workers who did a job in a window (byJob)        |         | gsi1  | `JOBWORK#<jobId>` / `<startDate>#<employeeId>#<serviceId>` |
 *
 * Everything about one worker lives in their partition, so the worker view is one Query and a worker's
 * availability two (profile items + the window's work). The lists read the worker directory (worker-directory.ts:
 * a compact card per worker in 16 shard items, written in the same transaction as the record; one Query) and
 * filter in memory; sensitive fields are in the `PRIVATE` item, so no list can carry them. Travel preferences
 * sit on the worker record (and its card) because the search filters on them.
 */
export interface Employee {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  email?: string;
  isMerchandiser: boolean;
  isSupervisor: boolean;
  isHelper: boolean;
  isCrmUser: boolean;
  isAccountManager: boolean;
  isAdministrator: boolean;
  isHr: boolean;
  isSpecialProjects: boolean;
  isHrRestricted: boolean;
  inactive: boolean;
  supervisorId?: number;
  dateStarted?: string;
  payableTo?: string;
  hourlyRate?: number;
  currentSalary?: number;
  minimumHours?: number;
  extras?: string;
  gstNumber?: string;
  // Contact
  address1?: string;
  address2?: string;
  isAlternateAddress?: boolean;
  cityId?: number;
  city?: string;
  provinceId?: number;
  province?: string;
  countryId?: number;
  postalCode?: string;
  homePhone?: string;
  mobilePhone?: string;
  officePhone?: string;
  officeExt?: string;
  fax?: string;
  faxCallFirst?: boolean;
  faxNeedCoverSheet?: boolean;
  /** From the postal code (offline geocoder), for distance searches and the map. */
  latitude?: number;
  longitude?: number;
  // Profile (non-sensitive)
  employmentTypeId?: number;
  employmentStatusId?: number;
  helperInfo?: string;
  resumeEnteredDate?: string;
  lastWorkedDate?: string;
  hoursAvailableId?: number;
  minHourlyRate?: number;
  contractSigned?: boolean;
  subContractSigned?: boolean;
  policyDiscussed?: boolean;
  positionsApplied?: { id: number; value?: string }[];
  languages?: { languageId: number; language?: string; isSpoken: boolean; isWritten: boolean }[];
  commodityIds?: number[];
  // Payroll
  isOnlinePayrol?: boolean;
  isPayrollOnHold?: boolean;
  isGstApplicable?: boolean;
  travelHighKmRate?: number;
  travelLowKmRate?: number;
  travelPerHourRate?: number;
  // Travel preferences (profile/travelInfo)
  hasCar?: boolean;
  maximumTravelDistance?: number;
  preferedTravelDistance?: number;
  travelCityIds?: number[];
  /** Retailers the worker has had work for; kept up to date by whoever writes scheduled work. */
  servedRetailerIds?: number[];
  /** Whether a Cognito user exists for the login code (the seven demo logins and every worker created since). */
  hasLogin?: boolean;
}

/** The sensitive fields, stored in the worker's `PRIVATE` item (001 §5; issue 4: only admins and the worker). */
export interface EmployeePrivate {
  sin?: string;
  bank?: string;
  transit?: string;
  account?: string;
}
export const EMPLOYEE_PRIVATE_SK = 'PRIVATE';
/** The `gsi1` partition of every worker by name. */
export const EMPLOYEES_PARTITION = 'EMPLOYEES';
export const employeePartition = (employeeId: number) => `EMPLOYEE#${employeeId}`;

/** The name order of the `EMPLOYEES` index (also the worker directory's order, worker-directory.ts). */
export const employeeNameKey = (e: Pick<Employee, 'id' | 'firstName' | 'lastName'>) =>
  `${e.lastName.toLowerCase()}#${e.firstName.toLowerCase()}#${String(e.id).padStart(8, '0')}`;
const nameKey = employeeNameKey;

export const EmployeeEntity = defineEntity<Employee>({
  name: 'employee',
  key: (id) => ({ pk: `EMPLOYEE#${id}`, sk: 'EMPLOYEE' }),
  indexes: {
    gsi1: (e) => ({ pk: EMPLOYEES_PARTITION, sk: nameKey(e) }),
    gsi2: (e) => (e.supervisorId ? { pk: `SUPERVISOR#${e.supervisorId}`, sk: nameKey(e) } : undefined),
  },
  unique: [{ label: 'login code', value: (e) => e.code }],
});

/** An employee with no role or worker flag set and active: the base new records are built on. */
export const NO_FLAGS = {
  isMerchandiser: false,
  isSupervisor: false,
  isHelper: false,
  isCrmUser: false,
  isAccountManager: false,
  isAdministrator: false,
  isHr: false,
  isSpecialProjects: false,
  isHrRestricted: false,
  inactive: false,
} as const satisfies Partial<Employee>;

/** Role flags → the roles of 000 §6 (DECISIONS.md: helper, HR-restricted, special projects are flags only). */
export function rolesOfEmployee(
  e: Pick<Employee, 'isAdministrator' | 'isAccountManager' | 'isSupervisor' | 'isMerchandiser' | 'isCrmUser' | 'isHr'>,
): Role[] {
  const roles: Role[] = [];
  if (e.isAdministrator) roles.push('admin');
  if (e.isAccountManager) roles.push('accountManager');
  if (e.isSupervisor) roles.push('supervisor');
  if (e.isMerchandiser) roles.push('merchandiser');
  if (e.isCrmUser) roles.push('crmUser');
  if (e.isHr) roles.push('hr');
  return roles;
}

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const EmployeePatterns = definePatterns({
  /** all workers by name (full records: rebuild only) */
  all: { index: 'gsi1', key: () => ({ pk: EMPLOYEES_PARTITION }) },
  /** everything in a worker's partition (record, private fields, comments, availability, work), newest first */
  partition: { index: 'table', key: (employeeId: number) => ({ pk: employeePartition(employeeId) }) },
});
