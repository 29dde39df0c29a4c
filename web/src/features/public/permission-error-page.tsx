import { MessagePage } from '../../components/message-page.tsx';
import { strings } from '../../strings.ts';

/** `/permission-error`: where the route guard sends a user who may not open a page (000 §2.2). */
export function PermissionErrorPage() {
  return (
    <MessagePage title={strings.permissionError.title} text={strings.permissionError.text} testId="permission-error" />
  );
}
