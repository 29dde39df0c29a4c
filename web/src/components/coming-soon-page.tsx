import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { strings } from '../strings.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** A screen whose issue is not built yet: its title and a plain sentence, never made-up data. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <Box variant="p" data-testid="coming-soon">
          {strings.laterRelease}
        </Box>
      </Container>
    </ContentLayout>
  );
}
