import type { Role } from '@shelfline/shared';
import { defineEntity } from '../entity.ts';

/**
 * Employee (worker): staff and merchandisers who sign in with their login code (001 §3).
 *
 * | access pattern                         | index | key                                           |
 * |----------------------------------------|-------|-----------------------------------------------|
 * | employee by id                         | table | pk `EMPLOYEE#<id>`, sk `EMPLOYEE`             |
 * | employee by login code (sign-in)       | table | marker `UNIQUE#employee.login code#<code>`    |
 * | all workers by name (worker list)      | gsi1  | `EMPLOYEES` / `<last>#<first>#<id>`           |
 * | workers of a supervisor                | gsi2  | `SUPERVISOR#<supervisorId>` / `<last>#<first>`|
 *
 * The platform issue stores what sign-in, menus and the demo data need; the workers issue adds the
 * contact, profile, availability and payroll parts of 001 §3.
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
  hourlyRate?: number;
  address1?: string;
  cityId?: number;
  city?: string;
  provinceId?: number;
  province?: string;
  countryId?: number;
  postalCode?: string;
  mobilePhone?: string;
  latitude?: number;
  longitude?: number;
}

const nameKey = (e: Employee) =>
  `${e.lastName.toLowerCase()}#${e.firstName.toLowerCase()}#${String(e.id).padStart(8, '0')}`;

export const EmployeeEntity = defineEntity<Employee>({
  name: 'employee',
  key: (id) => ({ pk: `EMPLOYEE#${id}`, sk: 'EMPLOYEE' }),
  indexes: {
    gsi1: (e) => ({ pk: 'EMPLOYEES', sk: nameKey(e) }),
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
export function rolesOfEmployee(e: Employee): Role[] {
  const roles: Role[] = [];
  if (e.isAdministrator) roles.push('admin');
  if (e.isAccountManager) roles.push('accountManager');
  if (e.isSupervisor) roles.push('supervisor');
  if (e.isMerchandiser) roles.push('merchandiser');
  if (e.isCrmUser) roles.push('crmUser');
  if (e.isHr) roles.push('hr');
  return roles;
}
