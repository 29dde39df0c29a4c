import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useMemo, useRef, useState } from 'react';
import { usePendingChanges } from '../../app/navigation/use-pending-changes.ts';
import { useSession } from '../../app/session/session.ts';
import { SaveChangesModal } from '../../components/save-changes-modal.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ContactInfoTab } from './contact-info-tab.tsx';
import { GeneralAvailabilityTab } from './general-availability-tab.tsx';
import { SpecialAvailabilityTab } from './special-availability-tab.tsx';
import { profileStrings as s } from './strings.ts';
import type { TabGuard } from './tab-guard.ts';
import { TravelPreferencesTab } from './travel-preferences-tab.tsx';

type TabId = 'contact' | 'travel' | 'general' | 'special';

/** /profile (001 §2 Merchandiser profile): the signed-in merchandiser's own data in four tabs. */
export function ProfilePage() {
  useDocumentTitle(s.documentTitle);
  const claims = useSession()?.claims;
  const [active, setActive] = useState<TabId>('contact');
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<TabId | undefined>();
  const [saving, setSaving] = useState(false);
  const save = useRef<(() => Promise<boolean>) | undefined>(undefined);
  const guard = useMemo<TabGuard>(
    () => ({
      setDirty,
      setSave: (fn) => {
        save.current = fn;
      },
    }),
    [],
  );
  const saveActive = async () => (await save.current?.()) ?? true;
  // Leaving the page (menu, links, back) asks like a tab switch does.
  usePendingChanges(dirty, { save: saveActive, detail: s.saveChangesDetail });

  const switchTo = (tab: TabId) => {
    if (tab === active) return;
    if (dirty) setPending(tab);
    else setActive(tab);
  };
  const answerYes = async () => {
    if (!pending) return;
    setSaving(true);
    const saved = await saveActive();
    setSaving(false);
    // A failed save stays on the tab with its errors shown.
    if (saved) setActive(pending);
    setPending(undefined);
  };
  const answerNo = () => {
    if (!pending) return;
    // Leaving the tab unmounts it, which drops its draft.
    setDirty(false);
    setActive(pending);
    setPending(undefined);
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1">{s.title(claims?.given_name ?? '', claims?.family_name ?? '')}</Header>
      <Tabs
        activeTabId={active}
        onChange={(event) => switchTo(event.detail.activeTabId as TabId)}
        tabs={[
          { id: 'contact', label: s.tabs.contact, content: <ContactInfoTab guard={guard} /> },
          { id: 'travel', label: s.tabs.travel, content: <TravelPreferencesTab guard={guard} /> },
          { id: 'general', label: s.tabs.general, content: <GeneralAvailabilityTab guard={guard} /> },
          { id: 'special', label: s.tabs.special, content: <SpecialAvailabilityTab /> },
        ]}
      />
      <SaveChangesModal
        visible={pending !== undefined}
        saving={saving}
        detail={s.saveChangesDetail}
        onYes={() => void answerYes()}
        onNo={answerNo}
        onCancel={() => setPending(undefined)}
      />
    </SpaceBetween>
  );
}
