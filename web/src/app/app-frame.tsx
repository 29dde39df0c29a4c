import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { lazyNamed } from '../lib/lazy.ts';
import { useSession } from './session/session.ts';

const ShellLayout = lazyNamed(() => import('./shell/shell-layout.tsx'), 'ShellLayout');
const PublicLayout = lazyNamed(() => import('./shell/public-layout.tsx'), 'PublicLayout');

/** Every page sits in the signed-in shell when there is a session, else in the public frame. */
export function AppFrame() {
  const session = useSession();
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  return (
    <Suspense fallback={<PageLoading />}>
      {session ? <ShellLayout session={session}>{page}</ShellLayout> : <PublicLayout>{page}</PublicLayout>}
    </Suspense>
  );
}
