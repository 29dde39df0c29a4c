import type { Role } from './roles.ts';

/*
 * The live schedule's modes and who may do what in them (000 §4.4, §4.6, §6, §9; inventory/states.md §1.6-§1.7).
 * The server (list, bulk calls, inline edits) and the SPA (mode filter, Actions menu, editable cells) both read
 * these functions, so the buttons a user sees are exactly the changes the server accepts.
 *
 * Mode definitions (the spec names the modes but not their rules; decided here, README "Live schedule"):
 * - NotActivated: not activated (and not submitted).
 * - Open: activated, report neither saved nor submitted.
 * - Saved: activated, report saved but not submitted.
 * - Submitted: report submitted.
 * - ComingDue: activated, not submitted, latest date today or tomorrow (due within 48 hours: a service is due at
 *   the end of its latest date).
 * - Late: activated, not submitted, latest date before today.
 * "Today" is the UTC date, as everywhere on the server (availability, vacations).
 */

export const SCHEDULE_MODES = ['NotActivated', 'Open', 'Saved', 'Submitted', 'ComingDue', 'Late'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

export const SCHEDULE_MODE_LABELS: Record<ScheduleMode, string> = {
  NotActivated: 'Not Activated',
  Open: 'Open',
  Saved: 'Saved',
  Submitted: 'Submitted',
  ComingDue: 'Coming Due in 48 hours',
  Late: 'Late Services',
};

export const SCHEDULE_CATEGORIES = ['All', 'Manual', 'Online'] as const;
export type ScheduleCategory = (typeof SCHEDULE_CATEGORIES)[number];
export type ServiceCategory = Exclude<ScheduleCategory, 'All'>;

/** 000 §9: the coming-due window. */
export const COMING_DUE_HOURS = 48;

/** The state a mode is decided on. */
export interface ServiceStateFields {
  isActivated: boolean;
  isSubmitted: boolean;
  isSaved: boolean;
  latestDate: string;
}

const addDaysIso = (isoDate: string, days: number) => {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
};

/** Whether a service is in `mode` on `today` (YYYY-MM-DD, UTC). */
export function isInMode(mode: ScheduleMode, service: ServiceStateFields, today: string): boolean {
  const live = service.isActivated && !service.isSubmitted;
  switch (mode) {
    case 'NotActivated':
      return !service.isActivated && !service.isSubmitted;
    case 'Open':
      return live && !service.isSaved;
    case 'Saved':
      return live && service.isSaved;
    case 'Submitted':
      return service.isSubmitted;
    case 'ComingDue':
      return live && service.latestDate >= today && service.latestDate <= addDaysIso(today, COMING_DUE_HOURS / 24 - 1);
    case 'Late':
      return live && service.latestDate < today;
  }
}

/** The latest dates that are coming due on `today`: [today, tomorrow]. */
export function comingDueRange(today: string): { from: string; to: string } {
  return { from: today, to: addDaysIso(today, COMING_DUE_HOURS / 24 - 1) };
}

// ------------------------------------------------------------------------------------------------ edits

/** The single-update fields of PATCH schedule (000 §7.5), by the field the user edits. */
export const SCHEDULE_EDIT_FIELDS = [
  'merchandiserId',
  'earliestDate',
  'latestDate',
  'acctManagerId',
  'consumerGroupId',
  'timeLimit',
  'trait',
  'serviceTypeId',
  'payrateFlat',
  'payratePerHour',
] as const;
export type ScheduleEditField = (typeof SCHEDULE_EDIT_FIELDS)[number];

/** The success message of each inline edit (000 §8.2). */
export const SCHEDULE_EDIT_MESSAGES: Record<ScheduleEditField, string> = {
  merchandiserId: 'Merchandiser updated successfully',
  earliestDate: 'Earliest Date updated successfully',
  latestDate: 'Latest Date updated successfully',
  acctManagerId: 'Account manager updated successfully',
  consumerGroupId: 'Consumer Group updated successfully',
  timeLimit: 'Time limit updated successfully',
  trait: 'Trait updated successfully',
  serviceTypeId: 'Service type updated successfully',
  payrateFlat: 'Pay rate updated successfully',
  payratePerHour: 'Pay rate updated successfully',
};

const FIELDS_BY_ROLE: Partial<Record<Role, readonly ScheduleEditField[]>> = {
  // 000 §6: admin, accountManager and supervisor edit merchandiser, time limit, earliest and latest dates; admin and
  // accountManager also trait, service type and consumer group; admin also the account manager and the pay rate.
  admin: SCHEDULE_EDIT_FIELDS,
  accountManager: [
    'merchandiserId',
    'earliestDate',
    'latestDate',
    'timeLimit',
    'trait',
    'serviceTypeId',
    'consumerGroupId',
  ],
  supervisor: ['merchandiserId', 'earliestDate', 'latestDate', 'timeLimit'],
};

/**
 * Fields `roles` may edit on a service in `mode` — the mode of the service itself on the server, the screen's mode
 * in the SPA. 000 §6: nothing is editable in Submitted mode; in NotActivated mode supervisor and accountManager
 * cannot edit anything (so only admin edits services that are not activated).
 */
export function editableFields(roles: readonly Role[], mode: ScheduleMode): Set<ScheduleEditField> {
  const fields = new Set<ScheduleEditField>();
  if (mode === 'Submitted') return fields;
  for (const role of roles) {
    if (mode === 'NotActivated' && role !== 'admin') continue;
    for (const field of FIELDS_BY_ROLE[role] ?? []) fields.add(field);
  }
  return fields;
}

/** The mode that decides a service's edit rules: Submitted, NotActivated, or live (Open). */
export function editModeOf(service: Pick<ServiceStateFields, 'isActivated' | 'isSubmitted'>): ScheduleMode {
  if (service.isSubmitted) return 'Submitted';
  return service.isActivated ? 'Open' : 'NotActivated';
}

// ---------------------------------------------------------------------------------------------- actions

export const SCHEDULE_BULK_ACTIONS = ['activate', 'deactivate', 'delete', 'highlight', 'unsubmit'] as const;
export type ScheduleBulkAction = (typeof SCHEDULE_BULK_ACTIONS)[number];

/** 'You are about to activate/deactivate/delete/highlight {n} services. Continue?' (000 §4.6). */
export const bulkConfirmation = (action: ScheduleBulkAction, n: number) =>
  `You are about to ${action} ${n.toLocaleString('en-CA')} ${n === 1 ? 'service' : 'services'}. Continue?`;

const has = (roles: readonly Role[], ...allowed: Role[]) => roles.some((role) => allowed.includes(role));

/**
 * Whether `roles` may run `action` over the filtered services of `mode` (000 §4.6): activate-filtered only in
 * NotActivated; deactivate-filtered only in Open or ComingDue; highlight in NotActivated (admin); delete (admin) in
 * any mode but Submitted (a submitted report is kept); unsubmit (admin, accountManager) in Submitted.
 */
export function mayRunFiltered(roles: readonly Role[], action: ScheduleBulkAction, mode: ScheduleMode): boolean {
  switch (action) {
    case 'activate':
      return has(roles, 'admin') && mode === 'NotActivated';
    case 'deactivate':
      return has(roles, 'admin') && (mode === 'Open' || mode === 'ComingDue');
    case 'highlight':
      return has(roles, 'admin') && mode === 'NotActivated';
    case 'delete':
      return has(roles, 'admin') && mode !== 'Submitted';
    case 'unsubmit':
      return has(roles, 'admin', 'accountManager') && mode === 'Submitted';
  }
}

/** Whether `roles` may run `action` on one service in its own state (row actions). */
export function mayRunOnService(
  roles: readonly Role[],
  action: ScheduleBulkAction,
  service: Pick<ServiceStateFields, 'isActivated' | 'isSubmitted'>,
): boolean {
  switch (action) {
    case 'activate':
      return has(roles, 'admin') && !service.isActivated && !service.isSubmitted;
    case 'deactivate':
      return has(roles, 'admin') && service.isActivated && !service.isSubmitted;
    case 'highlight':
      return has(roles, 'admin') && !service.isSubmitted;
    case 'delete':
      return has(roles, 'admin') && !service.isSubmitted;
    case 'unsubmit':
      return has(roles, 'admin', 'accountManager') && service.isSubmitted;
  }
}

/** The Actions menu entries beyond the bulk actions (000 §6). */
export const mayCreateService = (roles: readonly Role[]) => has(roles, 'admin');
export const mayEmailBlast = (roles: readonly Role[]) => has(roles, 'admin', 'accountManager');
export const maySeeAccountManager = (roles: readonly Role[]) => has(roles, 'admin', 'accountManager');
export const maySeePayRate = (roles: readonly Role[]) => has(roles, 'admin');
/** The Manual Entry Only filter (000 §6, roles.tsv): admin. */
export const mayFilterManualEntry = (roles: readonly Role[]) => has(roles, 'admin');
