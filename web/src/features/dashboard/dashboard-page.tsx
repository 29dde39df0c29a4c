import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { strings } from '../../strings.ts';
import './dashboard.css';
import { MerchandiserView } from './merchandiser-view.tsx';
import { ReassignmentTable } from './reassignment-table.tsx';
import { ServicesCard } from './services-card.tsx';

/**
 * `/dashboard` (000 §2.4): a merchandiser sees the notification cards and the weekly grid; staff (but customers) the
 * Services card; admin, supervisor and account manager also the Service Reassignment table. A user holding several
 * roles (a merchandiser who is also a supervisor) sees every view of each role, merchandiser view first.
 */
export function DashboardPage() {
  const session = useSession();
  const roles = session?.roles ?? [];
  useDocumentTitle(strings.dashboard.title);
  return (
    <ContentLayout header={<Header variant="h1">{strings.dashboard.welcome(session?.displayName ?? '')}</Header>}>
      <SpaceBetween size="l">
        {hasAnyRole(roles, ACCESS.dashboardMerchandiser) && <MerchandiserView />}
        {hasAnyRole(roles, ACCESS.dashboardServices) && <ServicesCard />}
        {hasAnyRole(roles, ACCESS.reassignments) && <ReassignmentTable />}
      </SpaceBetween>
    </ContentLayout>
  );
}
