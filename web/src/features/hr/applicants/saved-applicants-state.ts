import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shelfline/shared/contracts/list.contract';
import * as z from 'zod';
import { type ListShape, type ListState, writeListState } from '../../../components/crud/use-list-state.ts';
import { type KeyValueStorage, readJson, writeJson } from '../../../lib/storage.ts';
import { FILTER_NAMES, type Filters } from './applicant-filters.ts';
import { DEFAULT_PERIOD, PERIODS } from './period.ts';
import { ROW_FILTER_NAMES, type RowFilters } from './row-filters.ts';

/*
 * The applicants list remembers its filters and table state in the browser's local storage (002 §2 HR: "Table state
 * and filter criteria persist in browser local storage per origin"), besides the URL (house style). One versioned
 * key holds one entry per signed-in login, so two people sharing a browser each get their own list back. What is
 * read is never trusted: each field is checked alone and a bad one falls back to its default (the others stay);
 * content that is not JSON, not an object or of another version is ignored whole. Nothing here throws.
 */

export const SAVED_STATE_KEY = 'shelfline.hr.applicants.v1';
/** How many logins one browser remembers (the most recent keep theirs). */
export const MAX_SAVED_USERS = 10;

/** The list's own defaults (002 §2 HR): newest first. The period's default is Last 2 Weeks (period.ts). */
export const APPLICANTS_LIST_SHAPE: ListShape = { sortBy: 'createdUtc', sortDesc: true };

/** Every URL parameter the list owns: when the URL names one, the URL wins and nothing is restored. */
export const OWN_PARAMS: readonly string[] = [
  'search',
  'active',
  'page',
  'size',
  'sort',
  'desc',
  ...FILTER_NAMES,
  ...ROW_FILTER_NAMES,
];

const field = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const idText = field(z.string().regex(/^\d{1,10}$/));
const day = field(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const yesNo = field(z.enum(['yes', 'no']));

/** One login's saved list, as the URL would hold it (filters as text), each field read alone. */
export const SavedApplicantsStateSchema = z.object({
  filters: z
    .object({
      jobPostingId: idText,
      provinceId: idText,
      cityId: idText,
      assignedToId: idText,
      period: field(z.enum(PERIODS)),
      from: day,
      to: day,
      inactive: field(z.literal('true')),
    })
    .catch({}),
  rowFilters: z.object({ score: field(z.string().max(20)), exEmployee: yesNo, duplicates: yesNo }).catch({}),
  search: field(z.string().max(100)),
  sortBy: field(z.string().regex(/^[A-Za-z]{1,50}$/)),
  sortDesc: field(z.boolean()),
  pageSize: field(z.number().refine((size) => (PAGE_SIZES as readonly number[]).includes(size))),
});
export type SavedApplicantsState = z.infer<typeof SavedApplicantsStateSchema>;

/** The stored document: its version and the entries by login. */
const SavedDocumentSchema = z.object({ version: z.literal(1), users: z.record(z.string(), z.unknown()) });

/**
 * The filters as the screen could have set them: a job posting excludes a place, a city needs its province, custom
 * dates need the Custom period, the default period is left out (as in the URL), and a supervisor has no Assigned To.
 */
function coherent<F extends Filters>(filters: F, supervisor: boolean): F {
  const next = { ...filters };
  if (next.jobPostingId) Object.assign(next, { provinceId: undefined, cityId: undefined });
  if (!next.provinceId) next.cityId = undefined;
  if (next.period !== 'custom') Object.assign(next, { from: undefined, to: undefined });
  if (next.period === DEFAULT_PERIOD) next.period = undefined;
  if (supervisor) next.assignedToId = undefined;
  return next;
}

function savedUsers(storage: KeyValueStorage): Record<string, unknown> {
  const document = SavedDocumentSchema.safeParse(readJson(storage, SAVED_STATE_KEY));
  return document.success ? document.data.users : {};
}

/** The list `user` saved last, or undefined when there is none (or nothing readable). */
export function readSavedState(
  storage: KeyValueStorage,
  user: string,
  { supervisor }: { supervisor: boolean },
): SavedApplicantsState | undefined {
  const users = savedUsers(storage);
  if (!Object.hasOwn(users, user)) return undefined;
  const entry = SavedApplicantsStateSchema.safeParse(users[user]);
  if (!entry.success) return undefined;
  return { ...entry.data, filters: coherent(entry.data.filters, supervisor) };
}

/** Saves `user`'s list, keeping other logins' entries (the most recent {@link MAX_SAVED_USERS}). */
export function writeSavedState(storage: KeyValueStorage, user: string, state: SavedApplicantsState): void {
  // The user's entry moves last: the oldest logins are the ones dropped.
  const kept = Object.entries(savedUsers(storage))
    .filter(([login]) => login !== user)
    .slice(-(MAX_SAVED_USERS - 1));
  writeJson(storage, SAVED_STATE_KEY, { version: 1, users: { ...Object.fromEntries(kept), [user]: state } });
}

const pick = <N extends string>(names: readonly N[], values: Partial<Record<N, string | undefined>>) =>
  Object.fromEntries(names.filter((name) => values[name]).map((name) => [name, values[name]])) as Partial<
    Record<N, string>
  >;

/**
 * What the page saves of its state: the applied filters, the table's filters, search, sort and page size, read
 * through the same schema as a saved entry (the URL may hold anything).
 */
export function savedStateOf(
  list: ListState,
  filters: Filters & RowFilters,
  { supervisor }: { supervisor: boolean },
): SavedApplicantsState {
  const state = SavedApplicantsStateSchema.parse({
    filters: pick(FILTER_NAMES, filters),
    rowFilters: pick(ROW_FILTER_NAMES, filters),
    search: list.search || undefined,
    sortBy: list.sortBy,
    sortDesc: list.sortDesc,
    pageSize: list.pageSize,
  });
  return { ...state, filters: coherent(state.filters, supervisor) };
}

/** The URL holding a saved state (on its first page), other owners' parameters of `current` kept. */
export function paramsOf(saved: SavedApplicantsState, current = new URLSearchParams()): URLSearchParams {
  const sortBy = saved.sortBy ?? APPLICANTS_LIST_SHAPE.sortBy;
  const sortDesc = saved.sortBy ? (saved.sortDesc ?? false) : (APPLICANTS_LIST_SHAPE.sortDesc ?? false);
  const params = writeListState(
    current,
    {
      search: saved.search ?? '',
      active: 'active',
      pageNumber: 1,
      pageSize: saved.pageSize ?? DEFAULT_PAGE_SIZE,
      sortBy,
      sortDesc,
    },
    APPLICANTS_LIST_SHAPE,
  );
  for (const [name, value] of Object.entries({ ...saved.filters, ...saved.rowFilters })) {
    if (value) params.set(name, value);
  }
  return params;
}

/** Whether saved filters differ from the defaults (any filter set, but the default period): they search at once. */
export function hasChosenFilters(filters: Filters): boolean {
  return FILTER_NAMES.some((name) => filters[name] && !(name === 'period' && filters[name] === DEFAULT_PERIOD));
}

/**
 * How the page opens (brief 6b): the URL wins when it names any of the list's parameters; without them the saved
 * state is written into the URL (`search`, so links and back/forward keep working); without one, the defaults.
 * `autoSearch`: restored filters other than the defaults, which search on their own after 200 ms (002 §2 HR).
 */
export function openingOf(
  current: URLSearchParams,
  saved: SavedApplicantsState | undefined,
): { search?: string; autoSearch: boolean } {
  if (!saved || OWN_PARAMS.some((name) => current.has(name))) return { autoSearch: false };
  const search = paramsOf(saved, current).toString();
  if (search === current.toString()) return { autoSearch: false };
  return { search, autoSearch: hasChosenFilters(saved.filters) };
}
