/** The role and worker flags of 001 §3 (`isHr` carries the hr role of 000 §6; docs/decisions.md#roles). */
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

/**
 * The flags that give a worker a staff role (docs/decisions.md#roles: admin, accountManager, supervisor, merchandiser, crmUser,
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
