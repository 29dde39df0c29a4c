import type { ScheduleMode } from '@shelfline/shared/schedule-rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseScheduleView, type ScheduleDefaults, type ScheduleView, writeScheduleView } from './filter-state.ts';

/**
 * The screen's search, page and sort, kept in the URL (replace, so Back leaves the screen). Any change but paging
 * goes back to the first page. `withMode`: the mode is a URL parameter (My Schedule) rather than the path's.
 */
export function useScheduleView(mode: ScheduleMode, defaults: ScheduleDefaults, withMode: boolean) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseScheduleView(params, mode, defaults), [params, mode, defaults]);
  const update = useCallback(
    (patch: Partial<ScheduleView>) =>
      setParams(
        (current) => {
          const now = parseScheduleView(current, patch.search?.mode ?? mode, defaults);
          const next = { ...now, ...patch };
          if (!('pageNumber' in patch)) next.pageNumber = 1;
          return writeScheduleView(current, next, defaults, withMode);
        },
        { replace: true },
      ),
    [setParams, mode, defaults, withMode],
  );
  return { view, update, params };
}
