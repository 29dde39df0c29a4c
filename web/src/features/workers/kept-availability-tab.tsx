import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { WorkerAvailabilityProvider } from '../profile/availability-source.tsx';
import { GeneralAvailabilityTab } from '../profile/general-availability-tab.tsx';
import { SpecialAvailabilityTab } from '../profile/special-availability-tab.tsx';
import type { SaveChangesPrompt } from '../profile/use-save-changes-prompt.tsx';
import { workerStrings as s } from './strings.ts';

type SubTab = 'general' | 'special';

export interface KeptAvailabilityTabProps {
  workerId: number;
  /** The worker form's 'Do you want to save changes?' for the general week (it asks before anything leaves it). */
  changes: Pick<SaveChangesPrompt, 'guard' | 'leave'>;
}

/**
 * The worker screen's Availability tab for staff who keep it: the merchandiser profile's own editors (general
 * week, vacations, special weeks with the calendar), with the same rules and messages, on this worker. Saved on
 * their own Save buttons, apart from the worker form; leaving an unsaved general week asks first, as /profile does.
 */
export function KeptAvailabilityTab({ workerId, changes }: KeptAvailabilityTabProps) {
  const [active, setActive] = useState<SubTab>('general');
  return (
    <WorkerAvailabilityProvider workerId={workerId}>
      <Tabs
        variant="container"
        data-testid="kept-availability"
        activeTabId={active}
        onChange={(event) => {
          const next = event.detail.activeTabId as SubTab;
          if (next !== active) changes.leave(() => setActive(next));
        }}
        tabs={[
          { id: 'general', label: s.general, content: <GeneralAvailabilityTab guard={changes.guard} /> },
          { id: 'special', label: s.specialAndVacations, content: <SpecialAvailabilityTab /> },
        ]}
      />
    </WorkerAvailabilityProvider>
  );
}
