import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { strings } from '../../strings.ts';

/** `/dashboard`: a welcome for now; the cards and tables of 000 §2.4 arrive with their issue. */
export function DashboardPage() {
  const name = useSession()?.displayName ?? '';
  useDocumentTitle(strings.dashboard.title);
  return (
    <ContentLayout header={<Header variant="h1">{strings.dashboard.welcome(name)}</Header>}>
      <Container>
        <Box variant="p" data-testid="coming-soon">
          {strings.laterRelease}
        </Box>
      </Container>
    </ContentLayout>
  );
}
