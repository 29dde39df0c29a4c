import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from '../../../components/crud/use-list-state.ts';
import { browserStorage } from '../../../lib/storage.ts';
import type { Filters } from './applicant-filters.ts';
import type { RowFilters } from './row-filters.ts';
import { openingOf, readSavedState, savedStateOf, writeSavedState } from './saved-applicants-state.ts';

/** 002 §2 HR: "Non-default saved filters trigger an automatic search after 200 ms." */
export const AUTO_SEARCH_DELAY_MS = 200;

const storage = browserStorage();

/** Who the saved state belongs to, and whether they are a supervisor (never an Assigned To from storage). */
export interface SavedStateOwner {
  user: string;
  supervisor: boolean;
}

/**
 * Restores the saved list into the URL as the page opens, when the URL names none of the list's parameters (decided
 * once: later changes of the URL are the user's). `ready` once the URL holds it, so the page's filter bar starts
 * from the restored filters; `autoSearch` when they differ from the defaults.
 */
export function useRestoredApplicantsState({ user, supervisor }: SavedStateOwner): {
  ready: boolean;
  autoSearch: boolean;
} {
  const [params, setParams] = useSearchParams();
  const [opening] = useState(() => ({
    ...openingOf(params, readSavedState(storage, user, { supervisor })),
    from: params.toString(),
  }));
  // Once: `setParams` changes with every URL, and the user's own changes must not be undone.
  const restored = useRef(false);
  useEffect(() => {
    if (opening.search === undefined || restored.current) return;
    restored.current = true;
    setParams(new URLSearchParams(opening.search), { replace: true });
  }, [opening, setParams]);
  // Any change of the URL after opening is the restore having landed: from then on the list shows, also when the
  // user's own changes bring the URL back to what it was.
  const landed = useRef(opening.search === undefined);
  if (params.toString() !== opening.from) landed.current = true;
  return { ready: landed.current, autoSearch: opening.autoSearch };
}

/** Holds the first search `AUTO_SEARCH_DELAY_MS` when restored filters search on their own; false once it may run. */
export function useAutoSearchHold(autoSearch: boolean): boolean {
  const [holding, setHolding] = useState(autoSearch);
  useEffect(() => {
    if (!holding) return;
    const timer = window.setTimeout(() => setHolding(false), AUTO_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [holding]);
  return holding;
}

/**
 * Saves the list's state whenever the user changes it (Search, sort, page size, the table's filters): the state the
 * page opened with is not saved, so following a link with filters does not replace what the user kept.
 */
export function useSaveApplicantsState(
  list: ListState,
  filters: Filters & RowFilters,
  { user, supervisor }: SavedStateOwner,
): void {
  const snapshot = JSON.stringify(savedStateOf(list, filters, { supervisor }));
  const opened = useRef(snapshot);
  useEffect(() => {
    if (snapshot === opened.current) return;
    opened.current = '';
    writeSavedState(storage, user, JSON.parse(snapshot));
  }, [snapshot, user]);
}
