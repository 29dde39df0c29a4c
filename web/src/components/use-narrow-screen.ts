import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is phone-narrow: below Cloudscape's `xs` breakpoint (688 px), where a merchandiser reads the
 * schedule in a store. Follows rotation and window resizes.
 */
const NARROW = '(max-width: 687px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
