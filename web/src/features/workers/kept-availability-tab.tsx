import Tabs from '@cloudscape-design/components/tabs';
import { useMemo } from 'react';
import { WorkerAvailabilityProvider } from '../profile/availability-source.tsx';
import { GeneralAvailabilityTab } from '../profile/general-availability-tab.tsx';
import { SpecialAvailabilityTab } from '../profile/special-availability-tab.tsx';
import type { TabGuard } from '../profile/tab-guard.ts';
import { workerStrings as s } from './strings.ts';

/**
 * The worker screen's Availability tab for staff who keep it: the merchandiser profile's own editors (general
 * week, vacations, special weeks with the calendar), with the same rules and messages, on this worker. Saved on
 * their own Save buttons, apart from the worker form.
 */
export function KeptAvailabilityTab({ workerId }: { workerId: number }) {
  // The worker form asks about its own draft; each availability editor saves on its own button.
  const guard = useMemo<TabGuard>(() => ({ setDirty: () => undefined, setSave: () => undefined }), []);
  return (
    <WorkerAvailabilityProvider workerId={workerId}>
      <Tabs
        variant="container"
        data-testid="kept-availability"
        tabs={[
          { id: 'general', label: s.general, content: <GeneralAvailabilityTab guard={guard} /> },
          { id: 'special', label: s.specialAndVacations, content: <SpecialAvailabilityTab /> },
        ]}
      />
    </WorkerAvailabilityProvider>
  );
}
