import type { BulkResult } from '@shelfline/shared/contracts/draft.contract';
import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { getDraftHeadOrThrow, mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import type { PlannedWork } from '../../domain/availability/window-availability.ts';
import { readWindowAvailability } from '../../domain/availability/window-availability.ts';
import type { WorkerStatus } from '../../domain/availability/worker-availability.ts';
import {
  type FillRow,
  type FillWorker,
  planFill,
  plannedOf,
  prepareFill,
  type UnfilledRow,
} from '../../domain/drafts/fill-workers.ts';
import { filterRows } from '../../domain/drafts/filter-rows.ts';
import { putRow } from '../../domain/drafts/row-blocks.ts';
import { rowContexts } from '../../domain/drafts/row-context.ts';

const fillWorkerOf = (card: WorkerCard): FillWorker => ({
  id: card.id,
  firstName: card.firstName,
  lastName: card.lastName,
  inactive: card.inactive,
  isMerchandiser: card.isMerchandiser,
  isHelper: card.isHelper,
  isSpecialProjects: card.isSpecialProjects,
  supervisorId: card.supervisorId,
  cityId: card.cityId,
  latitude: card.latitude,
  longitude: card.longitude,
  maximumTravelDistance: card.maximumTravelDistance,
  travelCityIds: card.travelCityIds,
});

const copyPlanned = (planned: ReadonlyMap<number, PlannedWork[]>) =>
  new Map([...planned].map(([id, work]) => [id, [...work]]));

/**
 * PATCH draftSchedules/details/findMissingWorkers (000 §4.2): over the rows the details filter (`metadata`)
 * selects whose job is `jobId`, every row without a team lead gets the closest available merchandiser as team
 * lead, and (numberOfHelpers > 0) rows get helpers until they have that many beside the team lead. With
 * `helperJobId` (a helper job product id, as the filter's helperJobIds), helpers go only to the rows whose helper
 * job it is; team leads still go to every row of the job. The choice itself is domain/drafts/fill-workers.ts.
 *
 * Reads: the worker directory once, each draft once (inside mutateDraft), and the availability of the candidates
 * for the rows' windows once per draft (readWindowAvailability). Writes: ONE transaction per draft. Hours planned
 * on a draft (its own rows, and what this call assigned on the drafts before it) count against availability.
 */
export const findMissingWorkers = implement(draftSchedulesRoutes.findMissingWorkers, async ({ body, auth, log }) => {
  const draftIds = [...new Set(body.metadata.draftIds)];
  const heads = await Promise.all(draftIds.map((id) => getDraftHeadOrThrow(id)));
  const jobs = heads.flatMap((h) => h.jobs).filter((j) => j.jobId === body.jobId);
  if (jobs.length === 0)
    throw new BadRequestError({
      jobId: [`Job ${body.jobId} is not on ${draftIds.length > 1 ? 'these drafts' : 'this draft'}.`],
    });
  if (body.helperJobId !== undefined && !jobs.some((j) => j.helperJobProductId === body.helperJobId))
    throw new BadRequestError({
      helperJobId: [`Helper job ${body.helperJobId} is not the helper job of job ${jobs[0]?.jobNumber ?? body.jobId}.`],
    });

  const directory = await readWorkerDirectory();
  const workers = directory.map(fillWorkerOf);
  const statuses = new Map<number, WorkerStatus>(directory.map((w) => [w.id, { id: w.id, inactive: w.inactive }]));
  const options = { numberOfHelpers: body.numberOfHelpers, maximumDistanceKm: body.maximumDistanceKm };

  let planned = new Map<number, PlannedWork[]>();
  let affected = 0;
  const unfilled: UnfilledRow[] = [];
  for (const draftId of draftIds) {
    const { result } = await mutateDraft(draftId, auth.username, async (draft) => {
      const contexts = rowContexts([draft]);
      const draftPlanned = plannedOf(
        contexts.map((c) => c.row),
        copyPlanned(planned),
      );
      const rows: FillRow[] = filterRows(contexts, body.metadata)
        .filter((c) => c.job.jobId === body.jobId)
        .map((c) => ({
          row: c.row,
          store: c.store,
          storeNumber: c.store.storeNumber,
          jobNumber: c.job.jobNumber,
          wantsHelpers:
            body.numberOfHelpers > 0 &&
            (body.helperJobId === undefined || c.job.helperJobProductId === body.helperJobId),
        }));
      const started = performance.now();
      const { byStore, requests } = prepareFill(rows, workers, options);
      const availability = await readWindowAvailability(statuses, requests);
      const read = performance.now();
      const plan = planFill({ rows, candidatesByStore: byStore, availability, planned: draftPlanned, options });
      log.info('fill planned', {
        draftId,
        rows: rows.length,
        availabilityWindows: requests.length,
        availabilityMs: Math.round(read - started),
        planMs: Math.round(performance.now() - read),
        filled: plan.workers.size,
      });
      for (const { row } of rows) {
        const chosen = plan.workers.get(row.id);
        if (chosen) putRow(draft, { ...row, workers: chosen });
      }
      return { plan, planned: draftPlanned };
    });
    affected += result.plan.workers.size;
    unfilled.push(...result.plan.unfilled);
    planned = result.planned;
  }
  return { affected, unfilled } satisfies BulkResult;
});
