import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { strings } from '../strings.ts';
import { RouterLink } from './router-link.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** A one-message page (Permission Error, Page Not Found) with a way back to the start. */
export function MessagePage({ title, text, testId }: { title: string; text: string; testId: string }) {
  useDocumentTitle(title);
  return (
    <Container header={<Header variant="h1">{title}</Header>} data-testid={testId}>
      <SpaceBetween size="m">
        <Box variant="p">{text}</Box>
        <RouterLink href="/">{strings.home}</RouterLink>
      </SpaceBetween>
    </Container>
  );
}
