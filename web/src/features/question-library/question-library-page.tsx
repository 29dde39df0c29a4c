import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { HeadersTab } from './headers-tab.tsx';
import { QuestionsTab } from './questions-tab.tsx';
import { QUESTION_LIBRARY_STRINGS as s } from './strings.ts';

const TAB_PARAMS = { tab: urlParam.text(20) };
/** The open tab (`?tab=headers`), one history entry per switch. */
const TAB: UrlStateCodec<{ tab: string | undefined }> = {
  read: (params) => readUrl(TAB_PARAMS, params),
  write: (params, state) => writeUrl(TAB_PARAMS, params, state),
  history: 'push',
};

/** /questionLibrary (001 §2): tabs Questions (default) and Headers; writes for admins only (brief G2). */
export function QuestionLibraryPage() {
  useDocumentTitle(s.title);
  const canManage = hasAnyRole(useSession()?.roles ?? [], ACCESS.questionLibraryManage);
  const { state, update } = useUrlState(TAB);
  const active = state.tab === 'headers' ? 'headers' : 'questions';
  return (
    <ContentLayout header={<Header variant="h1">{s.title}</Header>}>
      <Tabs
        activeTabId={active}
        onChange={(e) => update({ tab: e.detail.activeTabId === 'headers' ? 'headers' : undefined })}
        tabs={[
          { id: 'questions', label: s.questionsTab, content: <QuestionsTab canManage={canManage} /> },
          { id: 'headers', label: s.headersTab, content: <HeadersTab canManage={canManage} /> },
        ]}
      />
    </ContentLayout>
  );
}
