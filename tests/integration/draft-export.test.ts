import type { DraftBatchResult } from '@shelfline/shared/contracts/draft.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDraftHead, loadDraft, mutateDraft, putRow, rowsOf } from '../../functions/data/drafts.repository.ts';
import { removeEmployeeRecord } from '../../functions/data/employees.repository.ts';
import type { StoredRowWorker } from '../../functions/data/entities/draft.entity.ts';
import { employees } from '../../functions/data/people.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import {
  type ExportingHead,
  listServicesOfDraft,
  putExportItems,
  serviceItem,
  workItem,
} from '../../functions/data/services.repository.ts';
import { scheduledWork } from '../../functions/data/worker-records.repository.ts';
import { rowContexts } from '../../functions/domain/drafts/row-context.ts';
import { servicesOfRows } from '../../functions/domain/drafts/services-of-rows.ts';
import { createTestDraft, type TestDraft } from '../support/drafts.ts';
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

const worker = (id: number, isTeamLead: boolean): StoredRowWorker => ({
  id,
  name: `Worker ${id}`,
  isTeamLead,
  isTemporary: false,
  isSpecialProjects: false,
});

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
      putRow(loaded, { ...row, hours: 2.5, workers: [worker(leadId, true), worker(helper, false)] });
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
            putRow(loaded, { ...row, workers: [worker(gone, true), worker(helper, false)] });
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
});
