import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { EmailPreview } from '@shelfline/shared/contracts/email.contract';
import { emailStrings as s } from './strings.ts';

/**
 * The message as recipients will see it (brief §5b Preview): the server's sanitised HTML with the company footer, in
 * a sandboxed frame (no scripts, no same-origin access), so the preview can never act on the page.
 */
export function MessagePreview({ preview, onClose }: { preview: EmailPreview; onClose: () => void }) {
  return (
    <Container
      data-testid="email-preview"
      header={
        <Header variant="h3" actions={<Button onClick={onClose}>{s.closePreview}</Button>}>
          {preview.subject}
        </Header>
      }
    >
      <iframe
        title={s.previewTitle}
        sandbox=""
        srcDoc={preview.html}
        style={{ width: '100%', height: 320, border: 0, background: '#fff' }}
      />
    </Container>
  );
}
