import type { DraftBatchResult } from '@shelfline/shared/contracts/draft.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDraftHead, loadDraft, mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import { removeEmployeeRecord } from '../../functions/data/people/employees.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import {
  type ExportingHead,
  listServicesOfDraft,
  putExportItems,
  recordExportProgress,
  serviceItem,
  workItem,
} from '../../functions/data/schedule/services.repository.ts';
import { putRow, rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import { rowContexts } from '../../functions/domain/drafts/row-context.ts';
import { servicesOfRows } from '../../functions/domain/drafts/services-of-rows.ts';
import { createTestDraft, rowWorker, type TestDraft } from '../support/drafts.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * POST draftSchedules/batch/export on drafts of this file's own, staffed with workers of this file's own (the
 * export writes scheduled work and served retailers into the workers' records), set up straight in the data layer.
 */
const tokens: Record<'admin' | 'am' | 'sup', string> = { admin: '', am: '', sup: '' };
const START = '2031-06-02';
const END = '2031-06-04';
const tag = letterTag();
let lead: number;
let helper: number;

async function exportDrafts(ids: number[], token = tokens.admin) {
  return api<DraftBatchResult & { message?: string }>('POST', 'draftSchedules/batch/export', {
    token,
    body: { ids },
  });
}

/** One step of an export: the first (no exportId) or a continue call, at most `stepItems` items. */
async function exportStep(ids: number[], stepItems: number, exportId?: string) {
  return api<DraftBatchResult & { message?: string }>('POST', 'draftSchedules/batch/export', {
    token: tokens.admin,
    body: { ids, stepItems, ...(exportId ? { exportId } : {}) },
  });
}

/** A draft of `stores` × `jobs` rows with hours, dates, team lead `leadId` (+ `helper`), Completed through the API. */
async function completedDraft(stores: number, jobs: number, leadId = lead): Promise<TestDraft> {
  const draft = await createTestDraft(tokens.admin, {
    storeCount: stores,
    jobCount: jobs,
    startDate: START,
    endDate: END,
  });
  await mutateDraft(draft.draftId, 'test', (loaded) => {
    for (const { row } of [...rowsOf(loaded)])
      putRow(loaded, { ...row, hours: 2.5, workers: [rowWorker(leadId, true), rowWorker(helper, false)] });
  });
  const completed = await api('POST', `draftSchedules/${draft.draftId}/status`, {
    token: tokens.admin,
    body: { status: 'Completed' },
  });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return draft;
}

const workOf = async (workerId: number, draftIds: number[]) => {
  const services = new Set((await Promise.all(draftIds.map(listServicesOfDraft))).flat().map((s) => s.id));
  return (await scheduledWork.list(workerId)).filter((w) => services.has(w.id));
};

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[login] = (await signIn(login)).token;
  const fields = { isMerchandiser: true, isHelper: true };
  lead = await createTestWorker({ code: `exlead${tag}`, firstName: 'Lead', lastName: `Export${tag}`, ...fields });
  helper = await createTestWorker({ code: `exhelp${tag}`, firstName: 'Help', lastName: `Export${tag}`, ...fields });
});

describe('POST draftSchedules/batch/export', () => {
  it('turns every row into a service with scheduled work, adds served retailers and marks the drafts Exported', async () => {
    const a = await completedDraft(2, 2);
    const b = await completedDraft(1, 1);
    const result = await exportDrafts([a.draftId, b.draftId]);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ drafts: 2, services: 5 });
    const { firstServiceId = 0, lastServiceId = 0 } = result.body;
    expect(lastServiceId - firstServiceId).toBe(4);

    const servicesA = await listServicesOfDraft(a.draftId);
    const servicesB = await listServicesOfDraft(b.draftId);
    expect(servicesA).toHaveLength(4);
    expect(servicesB).toHaveLength(1);
    const ids = [...servicesA, ...servicesB].map((s) => s.id).sort((x, y) => x - y);
    expect(ids).toEqual([0, 1, 2, 3, 4].map((n) => firstServiceId + n));

    const loaded = await loadDraft(a.draftId);
    const rows = rowContexts([loaded]);
    for (const service of servicesA) {
      const row = rows.find((r) => r.row.id === service.draftRowId);
      expect(row, `row of service ${service.id}`).toBeDefined();
      expect(service).toMatchObject({
        draftId: a.draftId,
        retailerId: a.retailerId,
        storeId: row?.store.storeId,
        storeNumber: row?.store.storeNumber,
        jobId: row?.job.jobId,
        jobProductId: row?.job.jobProductId,
        productName: row?.job.product,
        serviceTypeId: row?.row.serviceTypeId,
        timeLimit: 2.5,
        earliestDate: START,
        latestDate: END,
        merchandiserId: lead,
        isTemporary: false,
        helpers: [{ id: helper, name: `Worker ${helper}`, isTemporary: false }],
        category: 'Manual',
        isActivated: false,
        isSubmitted: false,
        isHighlighted: false,
      });
    }

    const leadWork = await workOf(lead, [a.draftId, b.draftId]);
    const helperWork = await workOf(helper, [a.draftId, b.draftId]);
    expect(leadWork.map((w) => w.id).sort((x, y) => x - y)).toEqual(ids);
    expect(helperWork).toHaveLength(5);
    expect(leadWork.every((w) => w.isTeamLead === true && w.isSchedule === false && w.hours === 2.5)).toBe(true);
    expect(helperWork.every((w) => w.isTeamLead === false && w.startDate === START && w.endDate === END)).toBe(true);

    for (const id of [lead, helper]) expect((await employees.get(id))?.servedRetailerIds).toContain(a.retailerId);
    for (const draft of [a, b]) {
      const head = (await getDraftHead(draft.draftId)) as ExportingHead;
      expect(head.status).toBe('Exported');
      expect(head.exportId).toBeUndefined();
      expect(head.exportFirstServiceId).toBeUndefined();
    }

    // Exported is final: a second export is refused and writes nothing.
    const again = await exportDrafts([a.draftId]);
    expect(again.status).toBe(409);
    expect(await listServicesOfDraft(a.draftId)).toHaveLength(4);
  });

  it('refuses a selection with a draft that is not Completed, naming it, and exports nothing', async () => {
    const done = await completedDraft(1, 1);
    const open = await createTestDraft(tokens.admin, { storeCount: 1, jobCount: 1, startDate: START, endDate: END });
    const result = await exportDrafts([done.draftId, open.draftId]);
    expect(result.status).toBe(409);
    expect(JSON.stringify(result.body)).toContain(`(${open.draftId})`);
    expect(JSON.stringify(result.body)).not.toContain(`(${done.draftId})`);
    expect((await getDraftHead(done.draftId))?.status).toBe('Completed');
    expect(await listServicesOfDraft(done.draftId)).toHaveLength(0);
  });

  it('is all or nothing: a worker deleted before the export fails it and leaves nothing behind', async () => {
    const gone = await createTestWorker({
      code: `exgone${tag}`,
      firstName: 'Gone',
      lastName: `Export${tag}`,
      isMerchandiser: true,
    });
    const fresh = await createTestWorker({
      code: `exfresh${tag}`,
      firstName: 'Fresh',
      lastName: `Export${tag}`,
      isMerchandiser: true,
    });
    const draft = await completedDraft(2, 2, fresh);
    // The second store's rows are led by a worker who no longer exists when the export runs.
    await mutateDraft(
      draft.draftId,
      'test',
      (loaded) => {
        for (const { row } of [...rowsOf(loaded)])
          if (row.storeId === draft.storeIds[1])
            putRow(loaded, { ...row, workers: [rowWorker(gone, true), rowWorker(helper, false)] });
      },
      { allowReadOnly: true },
    );
    await removeEmployeeRecord(gone);
    const before = (await getDraftHead(draft.draftId))?.version;

    const result = await exportDrafts([draft.draftId]);
    expect(result.status, JSON.stringify(result.body)).toBe(409);
    expect(JSON.stringify(result.body)).toContain(`Worker ${gone} no longer exists`);

    expect(await listServicesOfDraft(draft.draftId)).toHaveLength(0);
    expect(await workOf(fresh, [draft.draftId])).toHaveLength(0);
    expect((await scheduledWork.list(fresh)).filter((w) => w.startDate === START)).toHaveLength(0);
    // The served retailer the export had added to the fresh worker was taken back.
    expect((await employees.get(fresh))?.servedRetailerIds ?? []).not.toContain(draft.retailerId);
    const head = (await getDraftHead(draft.draftId)) as ExportingHead;
    expect(head.status).toBe('Completed');
    expect(head.exportId).toBeUndefined();
    expect(head.version).toBeGreaterThan(before ?? 0);
  });

  it('lets one of two concurrent exports of a draft win; the other writes nothing', async () => {
    const draft = await completedDraft(2, 1);
    const [first, second] = await Promise.all([exportDrafts([draft.draftId]), exportDrafts([draft.draftId])]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const services = await listServicesOfDraft(draft.draftId);
    expect(services).toHaveLength(2);
    const winner = first.status === 200 ? first.body : second.body;
    expect(services.map((s) => s.id).sort((x, y) => x - y)).toEqual([winner.firstServiceId, winner.lastServiceId]);
    expect((await getDraftHead(draft.draftId))?.status).toBe('Exported');
  });

  it('undoes a crashed export found on a draft before exporting it again', async () => {
    const draft = await completedDraft(2, 1);
    // What an export that died after writing leaves: the lock with its id range on the head, and the items.
    const loaded = await loadDraft(draft.draftId);
    const rows = rowContexts([loaded]);
    const first = await nextId('service', rows.length);
    const crashedId = `crashed-${tag}`;
    const { services, work } = servicesOfRows(rows, first, crashedId);
    await mutateDraft(
      draft.draftId,
      'test',
      (d) => {
        d.head = {
          ...d.head,
          exportId: crashedId,
          exportStartedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          exportFirstServiceId: first,
          exportLastServiceId: first + rows.length - 1,
        } as ExportingHead;
        d.headChanged = true;
      },
      { allowReadOnly: true },
    );
    await putExportItems([...services.map((s) => serviceItem(s, 'test')), ...work.map((w) => workItem(w, 'test'))]);
    expect(await listServicesOfDraft(draft.draftId)).toHaveLength(2);

    const result = await exportDrafts([draft.draftId], tokens.am);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const after = await listServicesOfDraft(draft.draftId);
    expect(after.map((s) => s.id).sort((x, y) => x - y)).toEqual([
      result.body.firstServiceId,
      result.body.lastServiceId,
    ]);
    expect(after.every((s) => s.exportId !== crashedId)).toBe(true);
    const crashedWork = (await scheduledWork.list(lead)).filter((w) => w.id === first || w.id === first + 1);
    expect(crashedWork).toHaveLength(0);
  });

  it('refuses a running export (fresh lock) and supervisors', async () => {
    const draft = await completedDraft(1, 1);
    await mutateDraft(
      draft.draftId,
      'test',
      (d) => {
        d.head = { ...d.head, exportId: 'running', exportStartedAt: new Date().toISOString() } as ExportingHead;
        d.headChanged = true;
      },
      { allowReadOnly: true },
    );
    const running = await exportDrafts([draft.draftId]);
    expect(running.status).toBe(409);
    expect(JSON.stringify(running.body)).toContain('being exported');
    expect((await exportDrafts([draft.draftId], tokens.sup)).status).toBe(403);
    expect((await exportDrafts([])).status).toBe(400);
    expect((await exportDrafts([987_654_321])).status).toBe(404);
  });

  it('runs in steps the client drives, with progress, to the same result as one call', async () => {
    const a = await completedDraft(30, 3);
    const b = await completedDraft(4, 1);
    const ids = [a.draftId, b.draftId];
    // 94 rows, each a service + 2 scheduled-work items: 282 items, at most 100 a step.
    const first = await exportStep(ids, 100);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ drafts: 2, services: 94, done: 100, total: 282, finished: false });
    const exportId = first.body.exportId ?? '';
    expect(exportId).not.toBe('');
    for (const id of ids) {
      const head = (await getDraftHead(id)) as ExportingHead;
      expect(head).toMatchObject({ status: 'Completed', exportId, exportDone: 100, exportTotal: 282 });
    }
    // Locked meanwhile: the draft cannot move back to In Progress (and so its rows cannot change).
    const back = await api('POST', `draftSchedules/${a.draftId}/status`, {
      token: tokens.admin,
      body: { status: 'InProgress' },
    });
    expect(back.status).toBe(409);
    expect(JSON.stringify(back.body)).toContain('being exported');

    const steps = [first.body];
    let last = first.body;
    while (!last.finished) {
      const next = await exportStep(ids, 100, exportId);
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      expect(next.body.done ?? 0).toBeGreaterThanOrEqual(last.done ?? 0);
      steps.push(next.body);
      last = next.body;
      expect(steps.length).toBeLessThan(10);
    }
    expect(steps.map((step) => step.done)).toEqual([100, 200, 282, 282].slice(0, steps.length));
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(last).toMatchObject({ drafts: 2, services: 94, done: 282, total: 282, finished: true });
    const { firstServiceId = 0, lastServiceId = 0 } = last;
    expect(lastServiceId - firstServiceId).toBe(93);

    const services = [...(await listServicesOfDraft(a.draftId)), ...(await listServicesOfDraft(b.draftId))];
    expect(services.map((s) => s.id).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 94 }, (_, n) => firstServiceId + n),
    );
    expect((await workOf(helper, ids)).length).toBe(94);
    for (const id of ids) {
      const head = (await getDraftHead(id)) as ExportingHead;
      expect(head.status).toBe('Exported');
      expect(head.exportId).toBeUndefined();
      expect(head.exportDone).toBeUndefined();
    }
    // The export is over: continuing it is refused.
    const after = await exportStep(ids, 100, exportId);
    expect(after.status).toBe(409);
  });

  it('refuses to continue an export that is not running, and one with other drafts', async () => {
    const draft = await completedDraft(20, 2);
    const first = await exportStep([draft.draftId], 100);
    expect(first.body.finished).toBe(false);
    const wrong = await exportStep([draft.draftId], 100, 'not-this-export');
    expect(wrong.status).toBe(409);
    expect(JSON.stringify(wrong.body)).toContain('This export is no longer running. Start it again.');
    const other = await completedDraft(1, 1);
    const mixed = await exportStep([draft.draftId, other.draftId], 100, first.body.exportId);
    expect(mixed.status).toBe(409);
    // Neither refusal harmed the running export: it goes on to the end.
    let last = first.body;
    while (!last.finished) {
      const next = await exportStep([draft.draftId], 100_000, first.body.exportId);
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      last = next.body;
    }
    expect(await listServicesOfDraft(draft.draftId)).toHaveLength(40);
    expect((await getDraftHead(other.draftId))?.status).toBe('Completed');
  });

  it('undoes an abandoned export (no step for 2 minutes) before exporting the draft again', async () => {
    const draft = await completedDraft(20, 2);
    const first = await exportStep([draft.draftId], 100);
    expect(first.body).toMatchObject({ done: 100, total: 120, finished: false });
    const abandoned = first.body.exportId ?? '';
    expect((await listServicesOfDraft(draft.draftId)).length).toBeGreaterThan(0);
    const { exportFirstServiceId: oldFirst = 0, exportLastServiceId: oldLast = 0 } = (await getDraftHead(
      draft.draftId,
    )) as ExportingHead;
    const oldWork = async (workerId: number) =>
      (await scheduledWork.list(workerId)).filter((w) => w.id >= oldFirst && w.id <= oldLast);
    expect((await oldWork(lead)).length + (await oldWork(helper)).length).toBeGreaterThan(0);
    // A fresh lock is respected...
    expect((await exportDrafts([draft.draftId])).status).toBe(409);
    // ...one whose last step is 3 minutes old (the browser was closed) is undone by the next export.
    await recordExportProgress([draft.draftId], abandoned, 100, new Date(Date.now() - 3 * 60_000).toISOString());

    const again = await exportDrafts([draft.draftId]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ services: 40, done: 120, total: 120, finished: true });
    const services = await listServicesOfDraft(draft.draftId);
    expect(services).toHaveLength(40);
    expect(new Set(services.map((s) => s.draftRowId)).size).toBe(40);
    expect(services.every((s) => s.exportId === again.body.exportId)).toBe(true);
    expect((await workOf(lead, [draft.draftId])).length).toBe(40);
    // Nothing of the abandoned export is left: its services and scheduled work were deleted.
    expect(services.every((s) => s.id > oldLast || s.id < oldFirst)).toBe(true);
    expect(await oldWork(lead)).toHaveLength(0);
    expect(await oldWork(helper)).toHaveLength(0);
    expect((await exportStep([draft.draftId], 100, abandoned)).status).toBe(409);
  });

  it('undoes the whole export when a later step fails, and when a continue comes after the lock went stale', async () => {
    const gone = await createTestWorker({
      code: `exlate${tag}`,
      firstName: 'Late',
      lastName: `Export${tag}`,
      isMerchandiser: true,
    });
    const draft = await completedDraft(20, 2, gone);
    const first = await exportStep([draft.draftId], 100);
    expect(first.body).toMatchObject({ done: 100, finished: false });
    expect((await listServicesOfDraft(draft.draftId)).length).toBeGreaterThan(0);
    // The team lead is deleted between two steps: the last step (served retailers) fails and undoes every step.
    await removeEmployeeRecord(gone);
    let failed = first;
    while (failed.status === 200 && !failed.body.finished)
      failed = await exportStep([draft.draftId], 100, failed.body.exportId);
    expect(failed.status, JSON.stringify(failed.body)).toBe(409);
    expect(JSON.stringify(failed.body)).toContain(`Worker ${gone} no longer exists`);
    expect(await listServicesOfDraft(draft.draftId)).toHaveLength(0);
    expect(await workOf(helper, [draft.draftId])).toHaveLength(0);
    const head = (await getDraftHead(draft.draftId)) as ExportingHead;
    expect(head.status).toBe('Completed');
    expect(head.exportId).toBeUndefined();

    // A continue after 2 minutes without a step finds the export abandoned: it undoes it and says so.
    const other = await completedDraft(20, 2);
    const started = await exportStep([other.draftId], 100);
    const exportId = started.body.exportId ?? '';
    await recordExportProgress([other.draftId], exportId, 100, new Date(Date.now() - 3 * 60_000).toISOString());
    const late = await exportStep([other.draftId], 100, exportId);
    expect(late.status).toBe(409);
    expect(JSON.stringify(late.body)).toContain('This export is no longer running. Start it again.');
    expect(await listServicesOfDraft(other.draftId)).toHaveLength(0);
    expect(((await getDraftHead(other.draftId)) as ExportingHead).exportId).toBeUndefined();
  });

  it('undoes an abandoned export of several drafts on all of them when one is exported again', async () => {
    const a = await completedDraft(20, 2);
    const b = await completedDraft(2, 1);
    const first = await exportStep([a.draftId, b.draftId], 100);
    expect(first.body).toMatchObject({ done: 100, total: 126, finished: false });
    const past = new Date(Date.now() - 3 * 60_000).toISOString();
    await recordExportProgress([a.draftId, b.draftId], first.body.exportId ?? '', 100, past);

    const again = await exportDrafts([a.draftId]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await listServicesOfDraft(a.draftId)).toHaveLength(40);
    // The other draft of the abandoned export is unlocked, still Completed, with nothing exported.
    const other = (await getDraftHead(b.draftId)) as ExportingHead;
    expect(other.status).toBe('Completed');
    expect(other.exportId).toBeUndefined();
    expect(await listServicesOfDraft(b.draftId)).toHaveLength(0);
  });
});
