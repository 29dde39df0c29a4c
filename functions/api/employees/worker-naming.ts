import { EMPLOYEE_FLAG_LABELS, type EmployeeFlag } from '@shelfline/shared/contracts/employee-flag.contract';

/** The flags that are roles (000 §6), in the order the Workers list names them ("Merchandiser, Supervisor"). */
const ROLE_FLAGS: readonly EmployeeFlag[] = [
  'isMerchandiser',
  'isSupervisor',
  'isAccountManager',
  'isAdministrator',
  'isCrmUser',
  'isHr',
];

/** The Workers list's Role column: the worker's role names, comma-separated. */
export function roleNames(worker: Partial<Record<EmployeeFlag, boolean | undefined>>): string {
  return ROLE_FLAGS.filter((flag) => worker[flag])
    .map((flag) => EMPLOYEE_FLAG_LABELS[flag])
    .join(', ');
}

/** 'First Last', as the pickers and the supervisor column show a worker. */
export const fullName = (worker: { firstName: string; lastName: string }) =>
  `${worker.firstName} ${worker.lastName}`.trim();

/**
 * The generated login code's stem (001 §5): first initial and last name, lower-case ASCII letters and digits
 * only ('Émilie Côté-Roy' → 'ecoteroy'). Falls back to 'worker' when nothing is left.
 */
export function loginCodeBase(firstName: string, lastName: string): string {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const base = `${ascii(firstName).charAt(0)}${ascii(lastName)}`.slice(0, 40);
  return base === '' ? 'worker' : base;
}

/** The n-th candidate: the stem itself first, then the stem with 2, 3, … appended. */
export const loginCodeCandidate = (base: string, attempt: number) => (attempt <= 1 ? base : `${base}${attempt}`);
