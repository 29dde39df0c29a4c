import type { BulkResult } from '@shelfline/shared/contracts/draft.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDraft, mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import type { StoredRow } from '../../functions/data/entities/draft.entity.ts';
import { stores } from '../../functions/data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../functions/data/people/worker-directory.ts';
import { putRow, rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import { distanceKm, hasCoordinates } from '../../functions/domain/geo/distance.ts';
import { createTestDraft, setDraftStatus, type TestDraft } from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';

/*
 * PATCH draftSchedules/details/findMissingWorkers on drafts of this file's own, filled from the demo's workers
 * (what is written is the draft only: no scheduled work, so nothing other test files read changes).
 */
const tokens: Record<'admin' | 'sup' | 'merch', string> = { admin: '', sup: '', merch: '' };
const START = '2031-05-05';
const END = '2031-05-09';
let draft: TestDraft;
let cards: Map<number, WorkerCard>;

async function fill(body: Record<string, unknown>, token = tokens.admin) {
  return api<BulkResult & { errors?: Record<string, string[]> }>('PATCH', 'draftSchedules/details/findMissingWorkers', {
    token,
    body,
  });
}

async function rows(draftId: number): Promise<StoredRow[]> {
  return [...rowsOf(await loadDraft(draftId))].map((r) => r.row);
}

/** Sets every row's hours (and, for `undated` store ids, clears its dates) straight in the data layer. */
async function setRows(draftId: number, hours: number, undated: readonly number[] = []) {
  await mutateDraft(draftId, 'test', (loaded) => {
    for (const { row } of [...rowsOf(loaded)]) {
      const clear = undated.includes(row.storeId);
      putRow(loaded, {
        ...row,
        hours,
        ...(clear ? { startDate: undefined, endDate: undefined } : {}),
      });
    }
  });
}

beforeAll(async () => {
  await signInAll(tokens);
  draft = await createTestDraft(tokens.admin, { storeCount: 4, jobCount: 2, startDate: START, endDate: END });
  cards = new Map((await readWorkerDirectory()).map((c) => [c.id, c]));
});

describe('PATCH draftSchedules/details/findMissingWorkers', () => {
  const jobIdOf = () => {
    const job = draft.draft.draftJobs?.[0];
    if (!job) throw new Error('test draft without jobs');
    return job;
  };

  it('gives every row of the job a team lead and helpers: active, within reach, not twice on a row', async () => {
    const undatedStore = draft.storeIds[3] as number;
    await setRows(draft.draftId, 3, [undatedStore]);
    const job = jobIdOf();
    const result = await fill({
      jobId: job.jobId,
      numberOfHelpers: 1,
      maximumDistanceKm: 100,
      metadata: { draftIds: [draft.draftId] },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);

    const after = await rows(draft.draftId);
    const ofJob = after.filter((r) => r.draftJobId === job.id);
    const others = after.filter((r) => r.draftJobId !== job.id);
    expect(others.every((r) => r.workers.length === 0)).toBe(true);

    const undated = ofJob.filter((r) => r.storeId === undatedStore);
    expect(undated.every((r) => r.workers.length === 0)).toBe(true);
    expect(result.body.unfilled).toEqual(
      expect.arrayContaining(
        undated.map((r) =>
          expect.objectContaining({ rowId: r.id, reason: 'Row has no dates', jobNumber: job.jobNumber }),
        ),
      ),
    );

    const filled = ofJob.filter((r) => r.workers.length > 0);
    expect(result.body.affected).toBe(filled.length);
    expect(filled.length).toBeGreaterThan(0);
    // Every dated row got a team lead and a helper, or is answered with the reason.
    const reasons = (id: number) => (result.body.unfilled ?? []).filter((u) => u.rowId === id).map((u) => u.reason);
    for (const row of ofJob.filter((r) => r.storeId !== undatedStore)) {
      if (!row.workers.some((w) => w.isTeamLead))
        expect(reasons(row.id)).toContain('No available merchandiser within 100 km');
      if (row.workers.length < 2) expect(reasons(row.id).some((r) => /helper/.test(r))).toBe(true);
    }
    for (const row of filled) {
      const [lead, ...helpers] = row.workers;
      expect(lead?.isTeamLead).toBe(true);
      expect(helpers.every((h) => !h.isTeamLead)).toBe(true);
      expect(helpers.length).toBeLessThanOrEqual(1);
      expect(new Set(row.workers.map((w) => w.id)).size).toBe(row.workers.length);
      const store = await stores.getOrThrow(row.storeId);
      for (const worker of row.workers) {
        const card = cards.get(worker.id);
        expect(card?.inactive).toBe(false);
        expect(card?.isMerchandiser || card?.isHelper).toBe(true);
        if (worker.isTeamLead) expect(card?.isMerchandiser).toBe(true);
        const inCity = card?.cityId === store.cityId || (card?.travelCityIds ?? []).includes(store.cityId);
        const km = card && hasCoordinates(card) && hasCoordinates(store) ? distanceKm(card, store) : undefined;
        const reach = Math.min(100, card?.maximumTravelDistance || 100);
        expect(inCity || (km !== undefined && km <= reach), `worker ${worker.id} at store ${store.id}`).toBe(true);
      }
    }
  });

  it('fills only what is missing: a second run changes nothing on full rows', async () => {
    const job = jobIdOf();
    const before = await rows(draft.draftId);
    const result = await fill({
      jobId: job.jobId,
      numberOfHelpers: 1,
      metadata: { draftIds: [draft.draftId], storeIds: draft.storeIds.slice(0, 3) },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const after = await rows(draft.draftId);
    for (const row of after.filter((r) => r.draftJobId === job.id && draft.storeIds.slice(0, 3).includes(r.storeId))) {
      const was = before.find((r) => r.id === row.id);
      if (was && was.workers.length >= 2) expect(row.workers).toEqual(was.workers);
    }
  });

  it('keeps to the filter: rows outside it are not touched', async () => {
    const job = draft.draft.draftJobs?.[1];
    if (!job) throw new Error('test draft without a second job');
    const only = draft.storeIds[0] as number;
    const result = await fill({
      jobId: job.jobId,
      metadata: { draftIds: [draft.draftId], storeIds: [only] },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const ofJob = (await rows(draft.draftId)).filter((r) => r.draftJobId === job.id);
    expect(ofJob.filter((r) => r.storeId !== only).every((r) => r.workers.length === 0)).toBe(true);
    expect(result.body.affected).toBe(ofJob.filter((r) => r.storeId === only && r.workers.length > 0).length);
    // numberOfHelpers 0: team leads only.
    expect(ofJob.filter((r) => r.storeId === only).every((r) => r.workers.length <= 1)).toBe(true);
  });

  it('refuses a job or helper job that is not on the draft, with the field named', async () => {
    const missingJob = await fill({ jobId: 999_999, metadata: { draftIds: [draft.draftId] } });
    expect(missingJob.status).toBe(400);
    expect(missingJob.body.errors?.jobId?.[0]).toMatch(/not on this draft/);
    const missingHelper = await fill({
      jobId: jobIdOf().jobId,
      helperJobId: 999_999,
      metadata: { draftIds: [draft.draftId] },
    });
    expect(missingHelper.status).toBe(400);
    expect(missingHelper.body.errors?.helperJobId?.[0]).toMatch(/not the helper job/);
    const bad = await fill({ jobId: 'x', numberOfHelpers: -1, metadata: { draftIds: [] } });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a missing draft and 409 for a read-only one', async () => {
    const missing = await fill({ jobId: jobIdOf().jobId, metadata: { draftIds: [987_654_321] } });
    expect(missing.status).toBe(404);
    const done = await createTestDraft(tokens.admin, { storeCount: 1, jobCount: 1, startDate: START, endDate: END });
    await setDraftStatus(done.draftId, 'Completed');
    const job = done.draft.draftJobs?.[0];
    const refused = await fill({ jobId: job?.jobId, metadata: { draftIds: [done.draftId] } });
    expect(refused.status).toBe(409);
  });

  it('is open to supervisors, not to merchandisers', async () => {
    const body = { jobId: jobIdOf().jobId, metadata: { draftIds: [draft.draftId], storeIds: [draft.storeIds[0]] } };
    expect((await fill(body, tokens.sup)).status).toBe(200);
    expect((await fill(body, tokens.merch)).status).toBe(403);
  });
});
