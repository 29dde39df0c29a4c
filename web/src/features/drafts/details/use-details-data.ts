import type { DetailsPagedRequest, DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { DRAFT_STATUS_LABELS, isDraftReadOnly } from '@shelfline/shared/draft-status';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useUrlState } from '../../../components/use-url-state.ts';
import { draftDetailsPageQuery, draftFilterListsQuery } from '../../../queries/drafts.ts';
import { DETAILS_VIEW_CODEC, parseDraftIds, toDetailFilter } from './filter-state.ts';
import { detailsStrings as s } from './strings.ts';

/** The draft ids of the path `/schedule/drafts/details/{ids}`. */
function useDraftIds(): number[] {
  const { pathname } = useLocation();
  const raw = matchWebRoute(pathname)?.params.ids;
  return useMemo(() => parseDraftIds(raw), [raw]);
}

/**
 * What the Draft details screen shows (000 §2.7): the drafts of the path, the view kept in the URL (filter, page,
 * sort: bookmarkable, reloadable), the page of rows, the filter lists with the completion problems, and what
 * follows from them (title, the one draft, read-only rows, page count).
 */
export function useDetailsData() {
  const draftIds = useDraftIds();
  const { state: view, update } = useUrlState(DETAILS_VIEW_CODEC);
  const { notify } = useNotifications();

  const filter = useMemo(() => toDetailFilter(draftIds, view.filter), [draftIds, view.filter]);
  const request = useMemo<DetailsPagedRequest>(
    () => ({
      ...filter,
      pageNumber: view.pageNumber - 1,
      pageSize: view.pageSize,
      sortOptions: view.sortBy ? { [view.sortBy]: view.sortDesc } : undefined,
      includeAvailability: true,
    }),
    [filter, view.pageNumber, view.pageSize, view.sortBy, view.sortDesc],
  );
  const enabled = draftIds.length > 0;
  const page = useQuery({ ...draftDetailsPageQuery(request), enabled });
  const lists = useQuery({ ...draftFilterListsQuery(filter), enabled });

  useEffect(() => {
    if (page.error)
      notify({ type: 'error', content: s.fetchFailed, autoClose: false, id: 'draft-details-fetch-failed' });
  }, [page.error, notify]);

  const data = page.data;
  const drafts = data?.drafts ?? [];
  const single = drafts.length === 1 ? (data?.draft ?? drafts[0]) : undefined;
  const title = !data
    ? s.loading
    : drafts.length > 1
      ? s.multipleTitle(drafts.length)
      : s.title(single?.name ?? draftIds.join(', '));
  useDocumentTitle(title);

  const statusOf = useMemo(() => new Map(drafts.map((d) => [d.id, d.status])), [drafts]);
  /** Rows of a Completed or Exported draft are read-only; the reason shows on their edit icons. */
  const readOnlyReason = useCallback(
    (row: DraftDetail) => {
      const status = statusOf.get(row.draftId);
      return status && isDraftReadOnly(status) ? s.readOnly(DRAFT_STATUS_LABELS[status]) : undefined;
    },
    [statusOf],
  );
  const total = data?.totalFilteredRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.pageSize));

  // A page past the end (its rows left the filter after a change, or an old bookmark): show the last one.
  const pastEnd = data !== undefined && !page.isPlaceholderData && view.pageNumber > pages;
  useEffect(() => {
    if (pastEnd) update({ pageNumber: pages });
  }, [pastEnd, pages, update]);

  // The completion problems come with the filter lists; until they are read (again), Completed waits.
  const problems = single ? (lists.data?.completionProblems?.[String(single.id)] ?? []) : [];
  const checking = !lists.data?.completionProblems || lists.isFetching;

  return {
    draftIds,
    view,
    update,
    filter,
    request,
    page,
    lists,
    title,
    single,
    readOnlyReason,
    anyReadOnly: drafts.some((d) => isDraftReadOnly(d.status)),
    total,
    pages,
    problems,
    checking,
  };
}

export type DetailsData = ReturnType<typeof useDetailsData>;
