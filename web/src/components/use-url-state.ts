import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlStateCodec<V> {
  /** The state the URL holds (through `readUrl` of the screen's parameters). */
  read: (params: URLSearchParams) => V;
  /** The URL holding `state` (through `writeUrl`), other owners' parameters kept. */
  write: (params: URLSearchParams, state: V) => URLSearchParams;
  /** The state moved to its first page: any change but paging goes there, since the old page may be gone. */
  firstPage?: (state: V) => V;
  /**
   * `push` adds a history entry per change (an opened record, a chosen job: Back undoes it); list state replaces
   * the entry (the default), so Back leaves the screen rather than stepping through its filters.
   */
  history?: 'replace' | 'push';
}

/**
 * The one way a screen keeps its state in the URL (a list's search, filters, page, size and sort; an opened
 * record): read through the screen's codec (lib/url-state.ts), and `update(patch)` merged into it.
 */
export function useUrlState<V extends object>(codec: UrlStateCodec<V>) {
  const [params, setParams] = useSearchParams();
  // A codec is a module constant or memoised (the state is re-read when its `read` changes); a change reads the
  // latest codec.
  const latest = useRef(codec);
  latest.current = codec;
  const { read } = codec;
  const state = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (patch: Partial<V>) =>
      setParams(
        (current) => {
          const { read: readNow, write, firstPage } = latest.current;
          const merged = { ...readNow(current), ...patch };
          const paged = 'pageNumber' in patch || !firstPage ? merged : firstPage(merged);
          return write(current, paged);
        },
        { replace: (latest.current.history ?? 'replace') === 'replace' },
      ),
    [setParams],
  );
  return { state, update, params };
}
