import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { strings } from '../../strings.ts';

/** `/schedule/drafts/user`: the customer dashboard (000 §2.4). */
export function CustomerDashboardPage() {
  const name = useSession()?.displayName ?? '';
  useDocumentTitle(strings.routeTitles['/schedule/drafts/user'] ?? '');
  return <ContentLayout header={<Header variant="h1">{strings.dashboard.customerWelcome(name)}</Header>} />;
}
