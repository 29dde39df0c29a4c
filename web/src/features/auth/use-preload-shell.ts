import { useEffect } from 'react';

/** Fetches the signed-in shell while the user types, so signing in shows no loading state. */
export function usePreloadShell() {
  useEffect(() => {
    const timer = setTimeout(() => void import('../../app/shell/shell-layout.tsx'), 500);
    return () => clearTimeout(timer);
  }, []);
}
