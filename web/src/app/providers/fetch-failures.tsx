import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotifications } from './notifications.tsx';

/*
 * The spec's toasts for a lookup that could not be read (001 §8, 000 §8.2: 'Could not fetch Supervisors.', …): a
 * query names its message in `meta` (`meta: fetchFailure('supervisors')`), and one listener on the query cache
 * shows it when the query fails, so no screen repeats the wiring. The message shows once per failure (the toast's
 * id is the message: a second failing picker of the same kind replaces it).
 */

export const FETCH_FAILURES = {
  administrators: 'Could not fetch Administrators.',
  hr: 'Could not fetch HR.',
  supervisors: 'Could not fetch Supervisors.',
  merchandisers: 'Could not fetch Merchandisers.',
  accountManagers: 'Could not fetch Account Managers.',
  helpers: 'Could not fetch Helpers.',
  employees: 'Could not fetch employees.',
  employee: 'Could not fetch employee.',
  scheduledWork: 'Could not fetch employee scheduled works.',
  serviceTypes: 'Could not fetch service types.',
} as const;
export type FetchFailure = keyof typeof FETCH_FAILURES;

/** The `meta` of a query whose failure shows the spec's message. */
export const fetchFailure = (kind: FetchFailure) => ({ failureMessage: FETCH_FAILURES[kind] });

/** Listens to the query cache and shows each failed query's `meta.failureMessage` as an error toast. */
export function FetchFailureNotices() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const message = event.query.meta?.failureMessage;
        if (typeof message === 'string') notify({ type: 'error', content: message, id: message });
      }),
    [queryClient, notify],
  );
  return null;
}
