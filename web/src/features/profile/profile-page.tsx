import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ContactInfoTab } from './contact-info-tab.tsx';
import { GeneralAvailabilityTab } from './general-availability-tab.tsx';
import { SpecialAvailabilityTab } from './special-availability-tab.tsx';
import { profileStrings as s } from './strings.ts';
import { TravelPreferencesTab } from './travel-preferences-tab.tsx';
import { useSaveChangesPrompt } from './use-save-changes-prompt.tsx';

type TabId = 'contact' | 'travel' | 'general' | 'special';

/** /profile (001 §2 Merchandiser profile): the signed-in merchandiser's own data in four tabs. */
export function ProfilePage() {
  useDocumentTitle(s.documentTitle);
  const claims = useSession()?.claims;
  const [active, setActive] = useState<TabId>('contact');
  const { guard, leave, prompt } = useSaveChangesPrompt(s.saveChangesDetail);
  const switchTo = (tab: TabId) => {
    if (tab !== active) leave(() => setActive(tab));
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
      {prompt}
    </SpaceBetween>
  );
}
