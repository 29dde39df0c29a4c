import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { NotificationsBar } from '../../components/notifications-bar.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { strings } from '../../strings.ts';

const LOGO = `${import.meta.env.BASE_URL}logo.svg`;

/** The frame of the public pages (sign-in, privacy, errors when signed out). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <header className="public-brand">
        <img src={LOGO} alt="" width={32} height={32} />
        <Box variant="span" fontSize="heading-l" fontWeight="bold">
          {strings.appName}
        </Box>
      </header>
      <main>
        <SpaceBetween size="m">
          <NotificationsBar />
          {children}
        </SpaceBetween>
      </main>
      <footer>
        <Box textAlign="center" color="text-body-secondary" fontSize="body-s">
          <RouterLink href="/privacy" variant="secondary">
            {strings.login.privacy}
          </RouterLink>
        </Box>
      </footer>
    </div>
  );
}
