import AppLayout from '@cloudscape-design/components/app-layout';
import type { ReactNode } from 'react';
import { NotificationsBar } from '../../components/notifications-bar.tsx';
import { strings } from '../../strings.ts';
import type { Session } from '../session/session-rules.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { TopNav } from './top-nav.tsx';

/** The signed-in frame: the top bar, the toasts, the page, and the question before leaving unsaved changes. */
export function ShellLayout({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <>
      <div id="top-nav" className="top-nav" data-testid="top-nav">
        <TopNav session={session} />
      </div>
      <AppLayout
        headerSelector="#top-nav"
        navigationHide
        toolsHide
        notifications={<NotificationsBar />}
        stickyNotifications
        ariaLabels={{ notifications: strings.shell.notifications }}
        content={children}
      />
      <LeaveGuard />
    </>
  );
}
