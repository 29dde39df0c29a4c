import type { Role } from '@shelfline/shared/roles';

export type TabId = 'contact' | 'profile' | 'availability' | 'comments' | 'payroll' | 'scheduledWork';

/**
 * Which tabs of the worker form a viewer sees (001 §2, §6): Profile is hidden from supervisors (an administrator
 * who is also a supervisor still sees it), Comments only for administrators, Payroll only in edit mode.
 */
export function visibleTabs(roles: readonly Role[], editMode: boolean): TabId[] {
  const admin = roles.includes('admin');
  const tabs: TabId[] = ['contact'];
  if (admin || !roles.includes('supervisor')) tabs.push('profile');
  tabs.push('availability');
  if (admin) tabs.push('comments');
  if (editMode) tabs.push('payroll');
  tabs.push('scheduledWork');
  return tabs;
}

/**
 * Whether the viewer keeps this worker's availability (docs/decisions.md#additions-beyond-the-spec, the `employees/{id}/…` calls): administrators
 * for any worker, a supervisor for the workers they supervise; account managers only read it. The server decides
 * the same (404 for another supervisor's worker, 403 for an account manager).
 */
export function mayKeepAvailability(
  viewerRoles: readonly Role[],
  viewerEmployeeId: number | undefined,
  workerSupervisorId: number | undefined,
): boolean {
  if (viewerRoles.includes('admin')) return true;
  return (
    viewerRoles.includes('supervisor') && viewerEmployeeId !== undefined && viewerEmployeeId === workerSupervisorId
  );
}
