import type { Role } from '@shelfline/shared';
import type { Employee, EmployeeFull } from '@shelfline/shared/contracts/employee.contract';
import type { EmployeeCreateSchema, EmployeeUpdateSchema } from '@shelfline/shared/contracts/employee-input.contract';
import type { EmployeeOption } from '@shelfline/shared/contracts/employee-list.contract';
import { SENSITIVE_FIELDS } from '@shelfline/shared/contracts/employee-sensitive.contract';
import {
  isValidPostalCode,
  normalisePostalCode,
  postalCodeMessage,
} from '@shelfline/shared/contracts/postal-code.contract';
import type * as z from 'zod';
import {
  createEmployeeLogin,
  employeeLoginExists,
  employeeLoginOf,
  resetEmployeePassword,
  syncEmployeeLogin,
} from '../../auth/employee-logins.ts';
import type { Caller } from '../../common/caller.ts';
import { geocoder } from '../../common/geocode/geocoder.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/http-errors.ts';
import type { EmployeePrivate, Employee as EmployeeRecord } from '../../data/entities/employee.entity.ts';
import { cities, countries, provinces } from '../../data/master-data/master-data.repository.ts';
import { systemListItems } from '../../data/master-data/reference-data.repository.ts';
import {
  createEmployeeRecord,
  getEmployeePrivate,
  loginCodeTaken,
  markHasLogin,
  readWorkerPartition,
  removeEmployeeRecord,
  replaceEmployeeRecord,
  type StoredEmployee,
} from '../../data/people/employees.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import {
  toGeneralAvailability,
  toScheduledWorkRow,
  toSpecialAvailability,
  toVacation,
} from '../../data/people/worker-records.repository.ts';
import { nextId } from '../../data/repository.ts';
import { type Hire, hireRaced, hireSteps } from '../../domain/ats/applicants/hire.ts';
import { toTravelInfo } from '../profile/travel-info.ts';
import { toComment } from './comment-view.ts';
import { fullName, loginCodeBase, loginCodeCandidate } from './worker-naming.ts';

/*
 * A worker is two records in two systems, like a supplier user (suppliers/users.ts): the worker in DynamoDB
 * (record, login-code marker and `PRIVATE` item in one transaction) and the sign-in in Cognito. Each write goes
 * DynamoDB first, then Cognito, and undoes the DynamoDB write when Cognito refuses or fails.
 */

type CreateInput = z.output<typeof EmployeeCreateSchema>;
type UpdateInput = z.output<typeof EmployeeUpdateSchema>;
type Fields = Omit<UpdateInput, 'version' | 'applicantId'>;

const WORK_ROWS_IN_VIEW = 200;
const CODE_ATTEMPTS = 50;

export const getWorker = (id: number) => employees.getOrThrow(id, 'Worker');

// ------------------------------------------------------------------------------------------- create

export async function createWorker(input: CreateInput, auth: Caller): Promise<Employee> {
  const { password, applicantId, ...fields } = input;
  const by = auth.username;
  const id = await nextId(employees.entity.name);
  const resolved = await resolveWorker(id, fields, undefined);
  const secrets = sensitiveOf(fields);
  // Hiring an applicant (brief A11): the applicant is linked in the worker's own transaction.
  const hire = applicantId === undefined ? undefined : await hireSteps(applicantId, id, auth);
  const write = (record: EmployeeRecord) =>
    hiring(applicantId, hire, () => createEmployeeRecord(record, secrets, by, hire?.items));
  let created: StoredEmployee | undefined;
  if (fields.code) {
    if (await loginCodeTaken(fields.code)) throw codeTaken(fields.code);
    created = await withCodeMessage(fields.code, () =>
      write({ ...resolved, code: fields.code as string, hasLogin: true }),
    );
  } else {
    const base = loginCodeBase(fields.firstName, fields.lastName);
    for (let attempt = 1; attempt <= CODE_ATTEMPTS && !created; attempt++) {
      const code = loginCodeCandidate(base, attempt);
      // A pool user without a worker record (e.g. left by an older system) also holds the name.
      if ((await loginCodeTaken(code)) || (await employeeLoginExists(code))) continue;
      try {
        created = await write({ ...resolved, code, hasLogin: true });
      } catch (error) {
        // Someone took the code meanwhile: try the next number.
        if (!isLoginCodeConflict(error)) throw error;
      }
    }
    if (!created) throw new ConflictError({ code: ['No free login code was found. Enter one.'] });
  }
  try {
    await createEmployeeLogin(employeeLoginOf(created), password);
  } catch (error) {
    await removeEmployeeRecord(id);
    await hire?.undo();
    throw error;
  }
  return toEmployee(created, await namesOf(created), secrets ?? {});
}

/**
 * A hire's write refused while the applicant changed since it was read: another hire or an edit came first (409
 * naming the applicant). Any other refusal (a login code taken, the worker's version) is the worker's own.
 */
async function hiring<T>(applicantId: number | undefined, hire: Hire | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (applicantId !== undefined && hire && (await hire.changedMeanwhile())) throw hireRaced(applicantId);
    throw error;
  }
}

// ------------------------------------------------------------------------------------------- update

export async function updateWorker(id: number, input: UpdateInput, auth: Caller): Promise<Employee> {
  const by = auth.username;
  const current = await getWorker(id);
  const { version, applicantId, ...fields } = input;
  if (current.version !== version) {
    throw new ConflictError(`Worker ${id} was changed by someone else. Reload it and try again.`);
  }
  if (fields.code !== undefined && fields.code.toLowerCase() !== current.code.toLowerCase()) {
    throw new BadRequestError({ code: ['The login code cannot be changed once saved.'] });
  }
  const resolved = await resolveWorker(id, fields, current);
  // Rehiring a former worker for an applicant (brief A11): the worker is active again, the applicant linked with it.
  const rehire = applicantId === undefined ? undefined : await hireSteps(applicantId, id, auth, 'rehire');
  const record: EmployeeRecord = { ...resolved, code: current.code, ...(rehire ? { inactive: false } : {}) };
  // '' clears a sensitive field (the form emptied it); absent keeps what is stored.
  const given = sensitiveOf(fields);
  const before = given ? await getEmployeePrivate(id) : undefined;
  const secrets = given ? withoutBlanks({ ...before, ...given }) : undefined;
  const updated = await hiring(applicantId, rehire, () =>
    replaceEmployeeRecord(record, version, by, secrets, rehire?.items),
  );
  try {
    // An inactive worker's sign-in is disabled; a reactivated one's is enabled again here.
    const synced = await syncEmployeeLogin(employeeLoginOf(updated));
    if (synced && !updated.hasLogin) await markHasLogin(id);
  } catch (error) {
    await replaceEmployeeRecord(recordOf(current), updated.version, by, before);
    await rehire?.undo();
    throw error;
  }
  return toEmployee(updated, await namesOf(updated), secrets ?? (await getEmployeePrivate(id)));
}

/** Reset password: sets a permanent password, creating the worker's sign-in when they have none yet. */
export async function setWorkerPassword(id: number, password: string): Promise<void> {
  const worker = await getWorker(id);
  const created = await resetEmployeePassword(employeeLoginOf(worker), password);
  if (created || !worker.hasLogin) await markHasLogin(id);
}

// --------------------------------------------------------------------------------------------- view

/**
 * `Employees/{id}/full`: one Query of the worker's partition plus name lookups. Comments and the sensitive fields
 * only for administrators.
 */
export async function workerFull(id: number, roles: readonly Role[]): Promise<EmployeeFull> {
  const isAdmin = roles.includes('admin');
  const partition = await readWorkerPartition(id, WORK_ROWS_IN_VIEW);
  const employee = partition.employee;
  if (!employee) throw new NotFoundError(`Worker ${id} was not found.`);
  const [names, travelInfo, hasLogin] = await Promise.all([
    namesOf(employee),
    toTravelInfo(employee),
    employee.hasLogin === undefined ? employeeLoginExists(employee.code) : Promise.resolve(employee.hasLogin),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return {
    employee: toEmployee(employee, names, isAdmin ? partition.private : undefined),
    travelInfo,
    availability: {
      generalAvailability: toGeneralAvailability(partition.generalAvailability),
      specialAvailabilities: partition.specialAvailabilities
        .map(toSpecialAvailability)
        .sort((a, b) => a.startDate.localeCompare(b.startDate)),
      vacations: partition.vacations
        .map((v) => toVacation(v, today))
        .sort((a, b) => a.startDate.localeCompare(b.startDate)),
    },
    comments: isAdmin ? partition.comments.map(toComment) : [],
    scheduledWork: partition.scheduledWork.map(toScheduledWorkRow),
    hasLogin,
  };
}

// ------------------------------------------------------------------------------------------ mapping

interface Names {
  country?: string;
  supervisorName?: string;
  employmentType?: string;
  employmentStatus?: string;
  hoursAvailable?: string;
}

/** The names the worker form shows beside ids: a handful of single-item reads. */
async function namesOf(worker: EmployeeRecord): Promise<Names> {
  const item = async (id: number | undefined) =>
    id === undefined ? undefined : (await systemListItems.get(id))?.value;
  const [country, supervisor, employmentType, employmentStatus, hoursAvailable] = await Promise.all([
    worker.countryId === undefined ? undefined : countries.get(worker.countryId),
    worker.supervisorId === undefined ? undefined : employees.get(worker.supervisorId),
    item(worker.employmentTypeId),
    item(worker.employmentStatusId),
    item(worker.hoursAvailableId),
  ]);
  return {
    country: country?.fullName,
    supervisorName: supervisor ? fullName(supervisor) : undefined,
    employmentType,
    employmentStatus,
    hoursAvailable,
  };
}

/** A stored worker as the API returns it; `secrets` only for administrators (omitted otherwise). */
export function toEmployee(worker: StoredEmployee, names: Names, secrets: EmployeePrivate | undefined): Employee {
  return {
    id: worker.id,
    code: worker.code,
    firstName: worker.firstName,
    lastName: worker.lastName,
    dateStarted: worker.dateStarted,
    payableTo: worker.payableTo,
    hourlyRate: worker.hourlyRate,
    currentSalary: worker.currentSalary,
    minimumHours: worker.minimumHours,
    extras: worker.extras,
    gstNumber: worker.gstNumber,
    supervisorId: worker.supervisorId,
    supervisorName: names.supervisorName,
    isMerchandiser: worker.isMerchandiser,
    isSupervisor: worker.isSupervisor,
    isHelper: worker.isHelper,
    isCrmUser: worker.isCrmUser,
    isAccountManager: worker.isAccountManager,
    isAdministrator: worker.isAdministrator,
    isHr: worker.isHr,
    isSpecialProjects: worker.isSpecialProjects,
    isHrRestricted: worker.isHrRestricted,
    inactive: worker.inactive,
    address1: worker.address1,
    address2: worker.address2,
    isAlternateAddress: worker.isAlternateAddress ?? false,
    countryId: worker.countryId,
    country: names.country,
    provinceId: worker.provinceId,
    province: worker.province,
    cityId: worker.cityId,
    city: worker.city,
    postalCode: worker.postalCode,
    latitude: worker.latitude,
    longitude: worker.longitude,
    homePhone: worker.homePhone,
    mobilePhone: worker.mobilePhone,
    officePhone: worker.officePhone,
    officeExt: worker.officeExt,
    fax: worker.fax,
    faxCallFirst: worker.faxCallFirst ?? false,
    faxNeedCoverSheet: worker.faxNeedCoverSheet ?? false,
    email: worker.email,
    employmentTypeId: worker.employmentTypeId,
    employmentType: names.employmentType,
    employmentStatusId: worker.employmentStatusId,
    employmentStatus: names.employmentStatus,
    ...(secrets ? { sin: secrets.sin, bank: secrets.bank, transit: secrets.transit, account: secrets.account } : {}),
    helperInfo: worker.helperInfo,
    resumeEnteredDate: worker.resumeEnteredDate,
    lastWorkedDate: worker.lastWorkedDate,
    hoursAvailableId: worker.hoursAvailableId,
    hoursAvailable: names.hoursAvailable,
    minHourlyRate: worker.minHourlyRate,
    contractSigned: worker.contractSigned ?? false,
    subContractSigned: worker.subContractSigned ?? false,
    policyDiscussed: worker.policyDiscussed ?? false,
    positionsApplied: worker.positionsApplied ?? [],
    languages: worker.languages ?? [],
    commodityIds: worker.commodityIds ?? [],
    isOnlinePayrol: worker.isOnlinePayrol ?? false,
    isPayrollOnHold: worker.isPayrollOnHold ?? false,
    isGstApplicable: worker.isGstApplicable ?? false,
    travelHighKmRate: worker.travelHighKmRate,
    travelLowKmRate: worker.travelLowKmRate,
    travelPerHourRate: worker.travelPerHourRate,
    version: worker.version,
  };
}

/** The picker row of a worker (from its record or its directory card). */
export function toEmployeeOption(
  worker: Pick<
    EmployeeRecord,
    'id' | 'code' | 'firstName' | 'lastName' | 'email' | 'isHelper' | 'isSpecialProjects' | 'supervisorId'
  >,
): EmployeeOption {
  return {
    id: worker.id,
    code: worker.code,
    firstName: worker.firstName,
    lastName: worker.lastName,
    name: fullName(worker),
    email: worker.email,
    isHelper: worker.isHelper,
    isSpecialProjects: worker.isSpecialProjects,
    supervisorId: worker.supervisorId,
  };
}

// --------------------------------------------------------------------------------------- server checks

/**
 * Checks what the schema cannot (001 §5): the supervisor is an active supervisor, province and city belong to the
 * chosen country and province, the postal code fits the country, system-list choices exist. Fills names and
 * coordinates. Fields the form does not edit (travel preferences, served retailers, the login flag) are kept.
 */
async function resolveWorker(id: number, input: Fields, current: StoredEmployee | undefined): Promise<EmployeeRecord> {
  const [supervisor, country, province, city, lists] = await Promise.all([
    input.supervisorId === undefined ? undefined : employees.get(input.supervisorId),
    input.countryId === undefined ? undefined : countries.get(input.countryId),
    input.provinceId === undefined ? undefined : provinces.get(input.provinceId),
    input.cityId === undefined ? undefined : cities.get(input.cityId),
    Promise.all(
      (
        [
          ['employmentTypeId', input.employmentTypeId, 'EMPTYP', 'Employment Type'],
          ['employmentStatusId', input.employmentStatusId, 'EMPSTA', 'Employment Status'],
          ['hoursAvailableId', input.hoursAvailableId, 'WRKHRS', 'Hours of Work Avail.'],
        ] as const
      ).map(async ([field, itemId, list, label]) => {
        if (itemId === undefined) return undefined;
        const item = await systemListItems.get(itemId);
        return item?.systemListId === list ? undefined : ([field, `${label} ${itemId} was not found.`] as const);
      }),
    ),
  ]);
  const errors: Record<string, string[]> = {};
  if (input.supervisorId !== undefined) {
    if (!supervisor?.isSupervisor || supervisor.inactive) {
      errors.supervisorId = [`Worker ${input.supervisorId} is not an active supervisor.`];
    } else if (supervisor.id === id) {
      errors.supervisorId = ['A worker cannot be their own supervisor.'];
    }
  }
  if (input.countryId !== undefined && !country) errors.countryId = [`Country ${input.countryId} was not found.`];
  if (input.provinceId !== undefined) {
    if (!province) errors.provinceId = [`Province ${input.provinceId} was not found.`];
    else if (input.countryId !== undefined && province.countryId !== input.countryId)
      errors.provinceId = [`${province.fullName} is not in ${country?.fullName ?? 'the chosen country'}.`];
  }
  if (input.cityId !== undefined) {
    if (!city) errors.cityId = [`City ${input.cityId} was not found.`];
    else if (province && city.provinceId !== province.id)
      errors.cityId = [`City ${city.name} is not in ${province.fullName}.`];
  }
  const countryId = input.countryId ?? province?.countryId;
  if (input.postalCode && !isValidPostalCode(input.postalCode, countryId)) {
    errors.postalCode = [postalCodeMessage(countryId)];
  }
  for (const failure of lists) if (failure) errors[failure[0]] = [failure[1]];
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);

  const postalCode = input.postalCode ? normalisePostalCode(input.postalCode) : undefined;
  let coordinates: { latitude?: number; longitude?: number } = {};
  if (postalCode && current?.postalCode && normalisePostalCode(current.postalCode) === postalCode) {
    coordinates = { latitude: current.latitude, longitude: current.longitude };
  } else if (postalCode) {
    // A code the geocoder cannot place leaves the worker without coordinates (not found by distance searches).
    coordinates = (await geocoder().locate(postalCode)) ?? {};
  }

  const { code: _code, ...editable } = input;
  const record: EmployeeRecord = {
    // Kept from the stored worker: what other screens maintain.
    hasCar: current?.hasCar,
    maximumTravelDistance: current?.maximumTravelDistance,
    preferedTravelDistance: current?.preferedTravelDistance,
    travelCityIds: current?.travelCityIds,
    servedRetailerIds: current?.servedRetailerIds,
    hasLogin: current?.hasLogin,
    ...withoutSensitive(editable),
    id,
    code: current?.code ?? '',
    countryId,
    postalCode,
    province: province?.fullName,
    city: city?.name,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
  };
  return record;
}

/** The sensitive fields present in a body, or undefined when it carries none (the `PRIVATE` item stays as it is). */
function sensitiveOf(fields: Partial<EmployeePrivate>): EmployeePrivate | undefined {
  const present = Object.fromEntries(
    SENSITIVE_FIELDS.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]]),
  ) as EmployeePrivate;
  return Object.keys(present).length > 0 ? present : undefined;
}

function withoutBlanks(fields: EmployeePrivate): EmployeePrivate {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as EmployeePrivate;
}

function withoutSensitive<T extends Partial<EmployeePrivate>>(fields: T): Omit<T, keyof EmployeePrivate> {
  const { sin: _sin, bank: _bank, transit: _transit, account: _account, ...rest } = fields;
  return rest;
}

function recordOf(worker: StoredEmployee): EmployeeRecord {
  const { version: _v, createdAt: _ca, createdBy: _cb, modifiedAt: _ma, modifiedBy: _mb, ...record } = worker;
  return record;
}

const codeTaken = (code: string) => new ConflictError({ code: [`Login code '${code}' is already used.`] });

function isLoginCodeConflict(error: unknown): boolean {
  return error instanceof ConflictError && typeof error.errors === 'object' && 'login code' in error.errors;
}

/** The repository names the marker's label ('login code'); the API names the form's field (`code`). */
async function withCodeMessage<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isLoginCodeConflict(error)) throw codeTaken(code);
    throw error;
  }
}
