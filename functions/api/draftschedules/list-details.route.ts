import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { readWindowAvailability, type WindowRequest } from '../../domain/availability/window-availability.ts';
import { completionProblems, teamLeadWindows } from '../../domain/drafts/completion.ts';
import { filterRows, sortRows } from '../../domain/drafts/filter-rows.ts';
import { rowContexts } from '../../domain/drafts/row-context.ts';
import {
  buildMetadata,
  loadDetailDrafts,
  namesOf,
  readPreviousWorkers,
  readServiceTypeNames,
  toDetail,
  workerStatuses,
} from './detail-view.ts';
import { toDraft } from './draft-view.ts';

/**
 * `POST draftSchedules/details-paged` (000 §2.7, §3.3): the service rows of one or several drafts, filtered, sorted
 * and paged (0-based) in memory — each draft is one Query of its partition (draft.entity.ts).
 *
 * Reads beside the drafts: the worker directory (one Query: names, inactive flags) and the service types (one
 * Query). Then only for what is shown:
 * - `includeAvailability`: each worker of the page's rows, for the rows' dates (readWindowAvailability: two
 *   Queries per distinct worker);
 * - the previous merchandisers of the page's stores (one Query of gsi2 per distinct store);
 * - `includeFilterLists` (once per screen load or filter change, not per page): the filter lists over every row
 *   of the drafts, and the Completed rule per draft, which needs every team lead's availability for their rows
 *   (two Queries per distinct team lead — the costly part, hence behind the flag).
 * The CSV asks for every filtered row with `includeAvailability` and `includeFilterLists` false.
 */
export const listDetails = implement(draftSchedulesRoutes.listDetails, async ({ body }) => {
  const [drafts, directory, serviceTypeNames] = await Promise.all([
    loadDetailDrafts(body.draftIds),
    readWorkerDirectory(),
    readServiceTypeNames(),
  ]);
  const contexts = rowContexts(drafts);
  const filtered = sortRows(filterRows(contexts, body), body.sortOptions);
  const start = body.pageNumber * body.pageSize;
  const page = filtered.slice(start, start + body.pageSize);

  const requests: WindowRequest[] = [];
  if (body.includeAvailability)
    for (const { row } of page)
      if (row.startDate && row.endDate)
        for (const worker of row.workers)
          requests.push({ workerId: worker.id, startDate: row.startDate, endDate: row.endDate });
  if (body.includeFilterLists) requests.push(...teamLeadWindows(contexts));

  const names = namesOf(directory);
  const [availability, previousWorkers] = await Promise.all([
    readWindowAvailability(workerStatuses(directory), requests),
    readPreviousWorkers(
      page.map((c) => c.row.storeId),
      names,
    ),
  ]);

  const views = drafts.map((d) => toDraft(d.head));
  return {
    drafts: views,
    draft: views.length === 1 ? views[0] : undefined,
    details: page.map((c) =>
      toDetail(c, {
        serviceTypeNames,
        previousWorkers,
        availability: body.includeAvailability ? availability : undefined,
      }),
    ),
    metadata: body.includeFilterLists ? buildMetadata(contexts, names, serviceTypeNames) : undefined,
    pageNumber: body.pageNumber,
    pageSize: body.pageSize,
    totalFilteredRecords: filtered.length,
    totalRecords: contexts.length,
    completionProblems: body.includeFilterLists
      ? Object.fromEntries(
          drafts.map((d) => [
            String(d.head.id),
            completionProblems(
              contexts.filter((c) => c.draft.id === d.head.id),
              availability,
            ),
          ]),
        )
      : undefined,
  };
});
