import type { WebRouteMatch } from '@shelfline/shared/web-routes';
import type { ReactElement } from 'react';
import { titleOf } from '../app/navigation/route-titles.ts';
import { lazyNamed } from '../lib/lazy.ts';

const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const CustomerDashboardPage = lazyNamed(
  () => import('../features/dashboard/customer-dashboard-page.tsx'),
  'CustomerDashboardPage',
);
const ComingSoonPage = lazyNamed(() => import('../components/coming-soon-page.tsx'), 'ComingSoonPage');

/** The screens built so far, by shared route path; every other route arrives with its issue. */
const PAGES: Readonly<Record<string, () => ReactElement>> = {
  '/dashboard': () => <DashboardPage />,
  '/schedule/drafts/user': () => <CustomerDashboardPage />,
};

export function AuthenticatedPage({ match }: { match: WebRouteMatch }) {
  const page = PAGES[match.route.path];
  return page ? page() : <ComingSoonPage key={match.route.path} title={titleOf(match.route)} />;
}
