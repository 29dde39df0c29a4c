import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messagesOf } from '../../lib/api-client.ts';

/** A tab's record once read: a spinner while it loads, the failure in an Alert, else the tab's content. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner size="large" />;
  if (query.error) return <Alert type="error">{messagesOf(query.error).join(' ')}</Alert>;
  return children(query.data as T);
}
