import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { lazyNamed } from '../lib/lazy.ts';
import { GuardedRoute } from '../routes/guarded-route.tsx';
import { LoginRoute } from '../routes/login-route.tsx';
import { AppFrame } from './app-frame.tsx';
import { setNavigator } from './navigation/navigator.ts';

const PermissionErrorPage = lazyNamed(
  () => import('../features/public/permission-error-page.tsx'),
  'PermissionErrorPage',
);
const PrivacyPage = lazyNamed(() => import('../features/public/privacy-page.tsx'), 'PrivacyPage');

/**
 * The public routes of 000 §2.1 (`PUBLIC_PATHS`) by name; every other path goes through the guard,
 * which reads the shared route table. React Router matches paths case-insensitively by default, as
 * docs/decisions.md#routes-and-navigation asks.
 */
export const router = createBrowserRouter([
  {
    element: <AppFrame />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LoginRoute kind="staff" /> },
      { path: '/login', element: <LoginRoute kind="staff" /> },
      { path: '/loginCustomer', element: <LoginRoute kind="customer" /> },
      { path: '/permission-error', element: <PermissionErrorPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '*', element: <GuardedRoute /> },
    ],
  },
]);

setNavigator((to) => void router.navigate(to, { replace: true }));
