import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { Composer } from './composer.tsx';
import { SentTab } from './sent-tab.tsx';
import { emailStrings as s } from './strings.ts';

const TABS = ['compose', 'sent'] as const;
const TAB_PARAMS = { tab: urlParam.oneOf(TABS, 'compose') };
type TabState = { tab: (typeof TABS)[number] };
/** The open tab in the URL (`?tab=sent`), so the Sent tab can be bookmarked; Back returns to the composer. */
const TAB_CODEC: UrlStateCodec<TabState> = {
  read: (params) => readUrl(TAB_PARAMS, params),
  write: (params, state) => writeUrl(TAB_PARAMS, params, state),
  history: 'push',
};

/** /emailBlaster (admin, account manager; 001 §2 E-mail composer): the composer, and the Sent tab (brief E5). */
export function EmailBlasterPage() {
  useDocumentTitle(s.title);
  const { state, update } = useUrlState(TAB_CODEC);
  return (
    <ContentLayout header={<Header variant="h1">{s.title}</Header>}>
      <Tabs
        activeTabId={state.tab}
        onChange={({ detail }) => update({ tab: detail.activeTabId === 'sent' ? 'sent' : 'compose' })}
        tabs={[
          { id: 'compose', label: s.tabs.compose, content: <Composer /> },
          { id: 'sent', label: s.tabs.sent, content: <SentTab /> },
        ]}
      />
    </ContentLayout>
  );
}
