import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import type { EmployeeFull } from '@shelfline/shared/contracts/employee.contract';
import type { Role } from '@shelfline/shared/roles';
import { useEffect, useState } from 'react';
import type { SaveChangesPrompt } from '../profile/use-save-changes-prompt.tsx';
import { AvailabilityTab } from './availability-tab.tsx';
import { CommentsTab } from './comments-tab.tsx';
import { ContactTab } from './contact-tab.tsx';
import { KeptAvailabilityTab } from './kept-availability-tab.tsx';
import { PayrollTab } from './payroll-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ScheduledWorkTab } from './scheduled-work-tab.tsx';
import { workerStrings as s } from './strings.ts';
import { FIELD_TABS } from './worker-draft.ts';
import type { WorkerFormPart } from './worker-fields.tsx';
import { mayKeepAvailability, type TabId, visibleTabs } from './worker-tab-rules.ts';

export interface WorkerTabsProps extends WorkerFormPart {
  full?: EmployeeFull;
  viewerRoles: readonly Role[];
  /** The viewer's own employee id (a supervisor keeps the availability of their own team). */
  viewerEmployeeId?: number;
  editMode: boolean;
  /** Asks before an unsaved general week of the kept availability is left. */
  availabilityChanges: Pick<SaveChangesPrompt, 'guard' | 'leave'>;
  /** The shown tab, kept by the modal so switching between view and edit mode stays on it. */
  active: TabId;
  onActiveChange: (tab: TabId) => void;
}

/** The worker form's tabs; a tab holding a field with an error is marked, and shown when the active one has none. */
export function WorkerTabs({
  full,
  viewerRoles,
  viewerEmployeeId,
  editMode,
  availabilityChanges,
  active,
  onActiveChange: setActive,
  ...part
}: WorkerTabsProps) {
  const tabs = visibleTabs(viewerRoles, editMode);
  const employee = full?.employee;
  const employeeId = employee?.id;
  const tabsWithErrors = new Set(Object.keys(part.errors.fields).map((name) => FIELD_TABS[name]));
  const errorKey = [...tabsWithErrors].sort().join(',');

  // When a save fails, show a tab with an error if the active one has none (once per new set of errors).
  const [seenErrors, setSeenErrors] = useState('');
  useEffect(() => {
    if (errorKey === seenErrors) return;
    setSeenErrors(errorKey);
    const withErrors = errorKey.split(',').filter(Boolean) as TabId[];
    const first = tabs.find((t) => withErrors.includes(t));
    if (first && !withErrors.includes(active)) setActive(first);
  }, [errorKey, seenErrors, tabs, active, setActive]);

  const label = (id: TabId) =>
    tabsWithErrors.has(id as never) ? (
      <span>
        {s.tabs[id]} <Icon name="status-warning" variant="error" ariaLabel="has errors" />
      </span>
    ) : (
      s.tabs[id]
    );
  const content: Record<TabId, () => React.ReactNode> = {
    contact: () => <ContactTab {...part} employee={employee} />,
    profile: () => (
      <ProfileTab
        {...part}
        employeeId={employeeId}
        canResetPassword={viewerRoles.includes('admin')}
        showSensitive={viewerRoles.includes('admin')}
        labels={{
          employmentType: employee?.employmentType,
          employmentStatus: employee?.employmentStatus,
          hoursAvailable: employee?.hoursAvailable,
        }}
      />
    ),
    availability: () =>
      employeeId === undefined ? (
        // Nothing to keep before the worker exists: the empty states, and why there is no editor.
        <SpaceBetween size="m">
          <Box color="text-status-inactive" data-testid="availability-save-first">
            {s.saveWorkerFirstAvailability}
          </Box>
          <AvailabilityTab />
        </SpaceBetween>
      ) : mayKeepAvailability(viewerRoles, viewerEmployeeId, employee?.supervisorId) ? (
        <KeptAvailabilityTab workerId={employeeId} changes={availabilityChanges} />
      ) : (
        <AvailabilityTab availability={full?.availability} />
      ),
    comments: () => <CommentsTab employeeId={employeeId} editable={editMode} />,
    payroll: () => <PayrollTab {...part} employeeId={employeeId} />,
    scheduledWork: () => <ScheduledWorkTab employeeId={employeeId} />,
  };
  const items: TabsProps.Tab[] = tabs.map((id) => ({ id, label: label(id), content: content[id]() }));
  return (
    <Tabs
      data-testid="worker-tabs"
      activeTabId={tabs.includes(active) ? active : 'contact'}
      onChange={(event) => setActive(event.detail.activeTabId as TabId)}
      tabs={items}
    />
  );
}
