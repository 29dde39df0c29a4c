import { MessagePage } from '../../components/message-page.tsx';
import { strings } from '../../strings.ts';

/** Any path the app does not know (000 §2.1). */
export function NotFoundPage() {
  return <MessagePage title={strings.notFound.title} text={strings.notFound.text} testId="not-found" />;
}
