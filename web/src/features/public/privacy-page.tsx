import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { POLICY_INTRO, POLICY_SECTIONS, POLICY_TITLE, POLICY_UPDATED } from './privacy-policy.ts';

/** `/privacy`: the privacy policy, public (000 §2.1). */
export function PrivacyPage() {
  useDocumentTitle(POLICY_TITLE);
  return (
    <Container
      header={
        <Header variant="h1" description={POLICY_UPDATED}>
          {POLICY_TITLE}
        </Header>
      }
      data-testid="privacy"
    >
      <SpaceBetween size="l">
        <Box variant="p">{POLICY_INTRO}</Box>
        {POLICY_SECTIONS.map((section) => (
          <section key={section.heading}>
            <Box variant="h2" padding={{ bottom: 'xs' }}>
              {section.heading}
            </Box>
            {section.paragraphs.map((paragraph) => (
              <Box variant="p" key={paragraph} padding={{ bottom: 'xs' }}>
                {paragraph}
              </Box>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </SpaceBetween>
    </Container>
  );
}
