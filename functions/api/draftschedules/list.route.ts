import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { showsRecord } from '@shelfline/shared/contracts/list.contract';
import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOf } from '../../common/paging.ts';
import { listDraftHeads } from '../../data/drafts/drafts.repository.ts';
import { toDraft } from './draft-view.ts';

/**
 * GET draftSchedules: heads only (no stores or jobs), read with one Query of gsi1, newest first.
 * - `?includeInactive=` (the spec's variant, no paging parameter): the whole array.
 * - With `pageNumber` or `pageSize` (the list screen): a `Paged<Draft>`, filtered by `activeFilter` (default active
 *   only, the screen's "Active = YES"; without it `includeInactive=true` means all, as the crud kit sends it),
 *   `status`, `retailerId` and `search` (name, retailer, creator), sorted by `sortBy` (default Created, newest first).
 */
export const list = implement(draftSchedulesRoutes.list, async ({ query }) => {
  const drafts = (await listDraftHeads()).map((head) => toDraft(head));
  const paged = query.pageNumber !== undefined || query.pageSize !== undefined;
  // The spec's array shows inactive drafts unless told not to; the list screen's page shows active ones by default.
  if (!paged)
    return drafts.filter((d) => showsRecord({ includeInactive: query.includeInactive ?? true }, d.isInactive));
  const filtered = drafts.filter(
    (d) =>
      showsRecord(query, d.isInactive) &&
      (query.status === undefined || d.status === query.status) &&
      (query.retailerId === undefined || d.retailerId === query.retailerId),
  );
  return pageOf(
    filtered,
    {
      pageNumber: query.pageNumber ?? 1,
      pageSize: query.pageSize ?? 20,
      sortBy: query.sortBy ?? 'createdOn',
      sortDesc: query.sortDesc ?? query.sortBy === undefined,
      search: query.search,
    },
    { searchIn: (d) => [d.name, d.retailer, d.createdBy], sorts: SORTS },
  );
});

const SORTS: Record<string, (d: Draft) => string | number | boolean | undefined> = {
  createdOn: (d) => `${d.createdOn}#${String(d.id).padStart(10, '0')}`,
  name: (d) => d.name,
  retailer: (d) => d.retailer,
  detailsCount: (d) => d.detailsCount,
  storesCount: (d) => d.storesCount,
  jobsCount: (d) => d.jobsCount,
  modifiedOn: (d) => d.modifiedOn,
  status: (d) => d.status,
  isInactive: (d) => (d.isInactive ? 1 : 0),
};
