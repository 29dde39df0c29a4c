import type { UseQueryResult } from '@tanstack/react-query';

/** What a table needs to know of a query. */
type QueryStatus = Pick<UseQueryResult, 'isPending' | 'isPlaceholderData' | 'isFetching' | 'error'>;

/**
 * A list query's state as `CrudTable` shows it (spread it in: `{...tableStatus(list)}`): loading while the first
 * answer comes, and while a server page kept on screen (placeholderData) waits for the one asked for; the
 * failure of the list or of a query the screen depends on (the province of its cities).
 */
export function tableStatus(list: QueryStatus, ...dependsOn: QueryStatus[]): { loading: boolean; error: unknown } {
  return {
    loading: list.isPending || (list.isPlaceholderData && list.isFetching),
    error: [list, ...dependsOn].find((query) => query.error)?.error ?? undefined,
  };
}
