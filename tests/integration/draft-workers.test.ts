import type { DetailsPage, DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDraft,
  putOnVacation,
  setDraftStatus,
  type TestDraft,
  testMerchandisers,
} from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { DEMO_SUPERVISOR_ID, letterTag } from '../support/workers.ts';

/*
 * Workers on service rows: add, mark temporary, remove (team-lead rules), replace across the filter and remove
 * all, on drafts and workers of this file's own.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const START = '2031-03-03';
const END = '2031-03-07';
const tag = letterTag();
const ids = {} as Record<'ann' | 'bea' | 'cid' | 'dan' | 'away' | 'inactive' | 'notMerch', number>;
let draft: TestDraft;

const worker = testMerchandisers('rw', 'Row', tag);

async function rows(draftId: number, filter: Record<string, unknown> = {}): Promise<DraftDetail[]> {
  const result = await api<DetailsPage>('POST', 'draftSchedules/details-paged', {
    token: tokens.admin,
    body: { draftIds: [draftId], pageSize: 1000, includeFilterLists: false, ...filter },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.details;
}

const add = (rowId: number, body: unknown, token = tokens.admin) =>
  api<DraftDetail & { errors?: unknown }>('POST', `draftSchedules/details/${rowId}/workers`, { token, body });
const names = (detail: DraftDetail) =>
  detail.workers.map(
    (w) =>
      `${w.id === ids.ann ? 'ann' : w.id === ids.bea ? 'bea' : w.id === ids.cid ? 'cid' : w.id === ids.dan ? 'dan' : w.id}${w.isTeamLead ? '*' : ''}${w.isTemporary ? '~' : ''}`,
  );

beforeAll(async () => {
  await signInAll(tokens);
  ids.ann = await worker('Ann', { isSpecialProjects: true });
  ids.bea = await worker('Bea');
  ids.cid = await worker('Cid');
  ids.dan = await worker('Dan');
  ids.away = await worker('Away');
  ids.inactive = await worker('Gone', { inactive: true });
  ids.notMerch = await worker('Desk', { isMerchandiser: false, isHr: true });
  await putOnVacation(ids.away, '2031-03-01', '2031-03-10');
  draft = await createTestDraft(tokens.admin, { storeCount: 3, jobCount: 2, startDate: START, endDate: END });
});

describe('POST draftSchedules/details/{id}/workers', () => {
  let rowId: number;
  beforeAll(async () => {
    rowId = (await rows(draft.draftId))[0]?.id as number;
  });

  it('makes the first worker the team lead, later ones helpers, team leads first', async () => {
    const first = await add(rowId, { id: ids.ann });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(names(first.body)).toEqual(['ann*']);
    expect(first.body.workers[0]).toMatchObject({
      id: ids.ann,
      rowId,
      name: `Ann Row${tag}`,
      isTeamLead: true,
      isTemporary: false,
      isSpecialProjects: true,
      availabilityStatus: 'Available',
    });
    const second = await add(rowId, { id: ids.bea, isTeamLead: false }, tokens.sup);
    expect(second.status).toBe(200);
    expect(names(second.body)).toEqual(['ann*', 'bea']);
    const lead = await add(rowId, { id: ids.cid, isTeamLead: true }, tokens.am);
    expect(names(lead.body)).toEqual(['cid*', 'ann', 'bea']);
  });

  it('shows the availability of each worker for the row, in the list too', async () => {
    const added = await add(rowId, { id: ids.away });
    expect(added.status).toBe(200);
    const away = added.body.workers.find((w) => w.id === ids.away);
    expect(away?.availabilityStatus).toBe('FullyBlocked');
    expect(away?.availability?.details.join(' ')).toContain('Vacation');
    const listed = (await rows(draft.draftId)).find((r) => r.id === rowId);
    expect(listed?.workers.find((w) => w.id === ids.away)?.availabilityStatus).toBe('FullyBlocked');
    const plain = (await rows(draft.draftId, { includeAvailability: false })).find((r) => r.id === rowId);
    expect(plain?.workers.every((w) => w.availabilityStatus === undefined)).toBe(true);
  });

  it('lists the row workers and their supervisors in the filter lists, and filters by them', async () => {
    const result = await api<DetailsPage>('POST', 'draftSchedules/details-paged', {
      token: tokens.admin,
      body: { draftIds: [draft.draftId], supervisorIds: [DEMO_SUPERVISOR_ID] },
    });
    expect(result.body.totalFilteredRecords).toBe(1);
    expect(result.body.metadata?.merchandisers.map((m) => m.id)).toEqual(
      expect.arrayContaining([ids.ann, ids.bea, ids.cid]),
    );
    expect(result.body.metadata?.supervisors.map((m) => m.id)).toEqual([DEMO_SUPERVISOR_ID]);
    const byWorker = await rows(draft.draftId, { merchandiserIds: [ids.bea] });
    expect(byWorker.map((r) => r.id)).toEqual([rowId]);
  });

  it('answers 409 for a worker already on the row', async () => {
    const again = await add(rowId, { id: ids.ann });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('already on this service row');
  });

  it('answers 400 naming id for an unknown, inactive or non-merchandiser worker', async () => {
    for (const id of [999_999, ids.inactive, ids.notMerch]) {
      const result = await add(rowId, { id });
      expect(result.status).toBe(400);
      expect(Object.keys(result.body.errors as object)).toEqual(['id']);
    }
    const missing = await add(rowId, {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('id');
  });

  it('answers 404 for an unknown row and 403 to a merchandiser', async () => {
    expect((await add(draft.draftId * 10_000_000 + 99_999, { id: ids.dan })).status).toBe(404);
    expect((await add(rowId, { id: ids.dan }, tokens.merch)).status).toBe(403);
  });

  it('refuses a read-only draft', async () => {
    await setDraftStatus(draft.draftId, 'Completed');
    try {
      expect((await add(rowId, { id: ids.dan })).status).toBe(409);
    } finally {
      await setDraftStatus(draft.draftId, 'InProgress');
    }
  });
});

describe('PATCH and DELETE draftSchedules/details/{id}/workers/{workerId}', () => {
  let rowId: number;
  beforeAll(async () => {
    rowId = (await rows(draft.draftId))[1]?.id as number;
    await add(rowId, { id: ids.ann });
    await add(rowId, { id: ids.bea });
    await add(rowId, { id: ids.cid });
  });
  const path = (workerId: number, id = rowId) => `draftSchedules/details/${id}/workers/${workerId}`;

  it('marks a worker temporary and back', async () => {
    const marked = await api<DraftDetail>('PATCH', path(ids.bea), { token: tokens.sup, body: { isTemporary: true } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(names(marked.body)).toEqual(['ann*', 'bea~', 'cid']);
    const back = await api<DraftDetail>('PATCH', path(ids.bea), {
      token: tokens.admin,
      body: { id: ids.bea, isTemporary: false },
    });
    expect(names(back.body)).toEqual(['ann*', 'bea', 'cid']);
  });

  it('answers 400 naming isTemporary, 404 for a worker not on the row, 403 to a merchandiser', async () => {
    const bad = await api('PATCH', path(ids.bea), { token: tokens.admin, body: {} });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('isTemporary');
    expect((await api('PATCH', path(ids.dan), { token: tokens.admin, body: { isTemporary: true } })).status).toBe(404);
    expect((await api('PATCH', path(ids.bea), { token: tokens.merch, body: { isTemporary: true } })).status).toBe(403);
  });

  it('promotes the next worker when the team lead is removed', async () => {
    const removed = await api<DraftDetail>('DELETE', path(ids.ann), { token: tokens.admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(names(removed.body)).toEqual(['bea*', 'cid']);
    const helper = await api<DraftDetail>('DELETE', path(ids.cid), { token: tokens.sup });
    expect(names(helper.body)).toEqual(['bea*']);
  });

  it('answers 404 for a worker not on the row and 403 to a merchandiser', async () => {
    expect((await api('DELETE', path(ids.dan), { token: tokens.admin })).status).toBe(404);
    expect((await api('DELETE', path(ids.bea), { token: tokens.merch })).status).toBe(403);
  });
});

describe('PATCH draftSchedules/details/bulkReplaceWorker', () => {
  let replaceDraft: TestDraft;
  beforeAll(async () => {
    replaceDraft = await createTestDraft(tokens.admin, { storeCount: 3, jobCount: 2, startDate: START, endDate: END });
    const all = await rows(replaceDraft.draftId);
    // Every row: Ann leads, Bea helps; the first row also holds Cid (who replaces Bea below).
    for (const row of all) {
      await add(row.id, { id: ids.ann });
      await add(row.id, { id: ids.bea });
    }
    await add(all[0]?.id as number, { id: ids.cid });
  });
  const replace = (body: unknown, token = tokens.admin) =>
    api<{ affected: number; errors?: unknown }>('PATCH', 'draftSchedules/details/bulkReplaceWorker', { token, body });

  it('replaces the worker on exactly the rows the filter selects, keeping their flags', async () => {
    const storeId = replaceDraft.storeIds[1] as number;
    const result = await replace({
      oldWorkerId: ids.ann,
      newWorkerId: ids.dan,
      metadata: { draftIds: [replaceDraft.draftId], storeIds: [storeId] },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ affected: 2 });
    for (const row of await rows(replaceDraft.draftId)) {
      if (row.storeId === storeId) expect(names(row)).toEqual(['dan*', 'bea']);
      else expect(names(row)[0]).toBe('ann*');
    }
  });

  it('only removes the old worker where the new one is already on the row', async () => {
    const first = (await rows(replaceDraft.draftId))[0] as DraftDetail;
    expect(names(first)).toEqual(['ann*', 'bea', 'cid']);
    const result = await replace(
      { oldWorkerId: ids.bea, newWorkerId: ids.cid, metadata: { draftIds: [replaceDraft.draftId] } },
      tokens.sup,
    );
    expect(result.body).toEqual({ affected: 6 });
    const after = await rows(replaceDraft.draftId);
    expect(names(after.find((r) => r.id === first.id) as DraftDetail)).toEqual(['ann*', 'cid']);
    expect(after.every((r) => !r.workers.some((w) => w.id === ids.bea))).toBe(true);
  });

  it('answers 400 naming newWorkerId for a worker who cannot be assigned or the same worker', async () => {
    for (const newWorkerId of [ids.inactive, ids.notMerch, 999_999, ids.ann]) {
      const result = await replace({
        oldWorkerId: ids.ann,
        newWorkerId,
        metadata: { draftIds: [replaceDraft.draftId] },
      });
      expect(result.status).toBe(400);
      expect(Object.keys(result.body.errors as object)).toEqual(['newWorkerId']);
    }
  });

  it('answers 404 for an unknown draft and 403 to a merchandiser', async () => {
    expect(
      (await replace({ oldWorkerId: ids.ann, newWorkerId: ids.dan, metadata: { draftIds: [999_994] } })).status,
    ).toBe(404);
    expect(
      (
        await replace(
          { oldWorkerId: ids.ann, newWorkerId: ids.dan, metadata: { draftIds: [replaceDraft.draftId] } },
          tokens.merch,
        )
      ).status,
    ).toBe(403);
  });
});

describe('PATCH draftSchedules/details/removeWorkers', () => {
  let removeDraft: TestDraft;
  beforeAll(async () => {
    removeDraft = await createTestDraft(tokens.admin, { storeCount: 3, jobCount: 2, startDate: START, endDate: END });
    const all = await rows(removeDraft.draftId);
    for (const row of all) await add(row.id, { id: row.storeId === removeDraft.storeIds[0] ? ids.bea : ids.ann });
  });
  const removeAll = (body: unknown, token = tokens.admin) =>
    api<{ affected: number }>('PATCH', 'draftSchedules/details/removeWorkers', { token, body });

  it('empties exactly the rows the filter selects', async () => {
    const result = await removeAll(
      { metadata: { draftIds: [removeDraft.draftId], merchandiserIds: [ids.bea] } },
      tokens.am,
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ affected: 2 });
    for (const row of await rows(removeDraft.draftId))
      expect(row.workers.length).toBe(row.storeId === removeDraft.storeIds[0] ? 0 : 1);
    const rest = await removeAll({ metadata: { draftIds: [removeDraft.draftId] } });
    expect(rest.body).toEqual({ affected: 4 });
    expect((await rows(removeDraft.draftId)).every((r) => r.workers.length === 0)).toBe(true);
  });

  it('is for administrators and account managers only', async () => {
    expect((await removeAll({ metadata: { draftIds: [removeDraft.draftId] } }, tokens.sup)).status).toBe(403);
    expect((await removeAll({ metadata: { draftIds: [removeDraft.draftId] } }, tokens.merch)).status).toBe(403);
  });

  it('answers 400 naming metadata and 404 for an unknown draft', async () => {
    const bad = await removeAll({});
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('metadata');
    expect((await removeAll({ metadata: { draftIds: [999_995] } })).status).toBe(404);
  });
});
