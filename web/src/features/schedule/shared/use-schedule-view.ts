import type { ScheduleMode } from '@shelfline/shared/schedule-rules';
import { useMemo } from 'react';
import { useUrlState } from '../../../components/use-url-state.ts';
import { parseScheduleView, type ScheduleDefaults, type ScheduleView, writeScheduleView } from './filter-state.ts';

/**
 * The screen's search, page and sort, kept in the URL through the one URL-state hook (replace, so Back leaves the
 * screen). Any change but paging goes back to the first page. `withMode`: the mode is a URL parameter (My
 * Schedule) rather than the path's; a change of mode reads the new mode's window.
 */
export function useScheduleView(mode: ScheduleMode, defaults: ScheduleDefaults, withMode: boolean) {
  const codec = useMemo(
    () => ({
      read: (params: URLSearchParams) => parseScheduleView(params, mode, defaults),
      write: (params: URLSearchParams, next: ScheduleView) => writeScheduleView(params, next, defaults, withMode),
      firstPage: (view: ScheduleView) => ({ ...view, pageNumber: 1 }),
    }),
    [mode, defaults, withMode],
  );
  const { state: view, update, params } = useUrlState(codec);
  return { view, update, params };
}
