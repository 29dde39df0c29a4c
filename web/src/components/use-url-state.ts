import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlStateCodec<V> {
  /** The state the URL holds (through `readUrl` of the screen's parameters). */
  read: (params: URLSearchParams) => V;
  /** The URL holding `state` (through `writeUrl`), other owners' parameters kept. */
  write: (params: URLSearchParams, state: V) => URLSearchParams;
  /** The state moved to its first page: any change but paging goes there, since the old page may be gone. */
  firstPage?: (state: V) => V;
}

/**
 * The one way a screen keeps its list state (search, filters, page, size, sort) in the URL: read through the
 * screen's codec (lib/url-state.ts), and `update(patch)` merged into it, replacing the history entry so Back
 * leaves the screen rather than stepping through its filters.
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
        { replace: true },
      ),
    [setParams],
  );
  return { state, update, params };
}
