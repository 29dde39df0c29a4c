import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDraft, mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import { listRetailers, listServiceTypes } from '../../functions/data/master-data/master-data.repository.ts';
import { rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import { createTestDraft, retailerStock, retailerWith, setDraftStatus } from '../support/drafts.ts';
import { api, signIn } from '../support/local-stack.ts';
import { must } from '../support/workers.ts';

type Errors = { errors: Record<string, string[]> | string };

let admin: string;
let am: string;
let sup: string;
let merch: string;

beforeAll(async () => {
  [admin, am, sup, merch] = (await Promise.all([signIn('admin'), signIn('am'), signIn('sup'), signIn('merch')])).map(
    (t) => t.token,
  ) as [string, string, string, string];
});

const rowsOfDraft = async (draftId: number) => [...rowsOf(await loadDraft(draftId))].map((r) => r.row);

describe('draft schedules: create, get, stores, jobs, dates', () => {
  it('builds a draft of stores × jobs through the API, with counts and rows', async () => {
    const built = await createTestDraft(am, { storeCount: 3, jobCount: 2 });
    const read = await api<Draft>('GET', `draftSchedules/${built.draftId}`, { token: sup });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: built.draftId,
      retailerId: built.retailerId,
      status: 'InProgress',
      isInactive: false,
      storesCount: 3,
      jobsCount: 2,
      detailsCount: 6,
      createdBy: 'am',
    });
    expect(read.body.draftStores?.map((s) => s.storeId).sort()).toEqual([...built.storeIds].sort());
    expect(read.body.draftJobs?.map((j) => j.jobProductId)).toEqual(built.jobProductIds);
    expect(built.draftJobIds.every((id) => Math.floor(id / 1000) === built.draftId)).toBe(true);
    const rows = await rowsOfDraft(built.draftId);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.hours === 0 && r.workers.length === 0)).toBe(true);
  });

  it('sets a job date range on the job and all its rows, and clears it', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 2 });
    const [first, second] = built.draftJobIds as [number, number];
    const set = await api<Draft>('POST', `draftSchedules/jobs/${first}/dates`, {
      token: am,
      body: { startDate: '2031-03-02', endDate: '2031-03-06' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.draftJobs?.find((j) => j.id === first)).toMatchObject({
      startDate: '2031-03-02',
      endDate: '2031-03-06',
    });
    let rows = await rowsOfDraft(built.draftId);
    expect(rows.filter((r) => r.draftJobId === first).map((r) => [r.startDate, r.endDate])).toEqual([
      ['2031-03-02', '2031-03-06'],
      ['2031-03-02', '2031-03-06'],
    ]);
    // The other job keeps its own range (a job starts with its master job's run when it has one).
    const other = set.body.draftJobs?.find((j) => j.id === second);
    expect(
      rows
        .filter((r) => r.draftJobId === second)
        .every((r) => r.startDate === other?.startDate && r.endDate === other?.endDate),
    ).toBe(true);

    const cleared = await api<Draft>('DELETE', `draftSchedules/jobs/${first}/dates`, { token: am });
    expect(cleared.status).toBe(200);
    expect(cleared.body.draftJobs?.find((j) => j.id === first)?.startDate).toBeUndefined();
    rows = await rowsOfDraft(built.draftId);
    expect(rows.filter((r) => r.draftJobId === first).every((r) => !r.startDate && !r.endDate)).toBe(true);
  });

  it('refuses an end date before the start date (400 naming endDate) and an unknown job (404)', async () => {
    const built = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    const bad = await api<Errors>('POST', `draftSchedules/jobs/${built.draftJobIds[0]}/dates`, {
      token: admin,
      body: { startDate: '2031-03-06', endDate: '2031-03-02' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('endDate');
    const unknown = await api<Errors>('POST', `draftSchedules/jobs/${built.draftId * 1000 + 999}/dates`, {
      token: admin,
      body: { startDate: '2031-03-02', endDate: '2031-03-06' },
    });
    expect(unknown.status).toBe(404);
    const noDraft = await api<Errors>('DELETE', 'draftSchedules/jobs/999999999/dates', { token: admin });
    expect(noDraft.status).toBe(404);
  });

  it('creates with 201 and refuses an unknown retailer (400 naming retailerId) and a missing name', async () => {
    const stock = await retailerWith(1, 1);
    const created = await api<Draft>('POST', 'draftSchedules', {
      token: admin,
      body: { name: `Create ${Date.now()}`, retailerId: stock.retailerId },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      storesCount: 0,
      jobsCount: 0,
      detailsCount: 0,
      draftStores: [],
      draftJobs: [],
    });
    const unknown = await api<Errors>('POST', 'draftSchedules', {
      token: admin,
      body: { name: 'x', retailerId: 99_999_999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('retailerId');
    const noName = await api<Errors>('POST', 'draftSchedules', {
      token: admin,
      body: { name: ' ', retailerId: stock.retailerId },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty('name');
    expect((await api('GET', 'draftSchedules/99999999', { token: admin })).status).toBe(404);
    expect((await api('POST', 'draftSchedules', { token: sup, body: { name: 'x', retailerId: 1 } })).status).toBe(403);
    expect((await api('GET', `draftSchedules/${created.body.id}`, { token: merch })).status).toBe(403);
  });
});

async function otherRetailerStock(retailerId: number) {
  const retailers = (await listRetailers()).filter((r) => !r.isInactive && r.id !== retailerId);
  for (const r of retailers) {
    const stock = await retailerStock(r.id);
    if (stock.storeIds.length > 0 && stock.jobProductIds.length > 0) return stock;
  }
  throw new Error('demo data missing: a second retailer with stores and jobs');
}

describe('draft schedules: stores and jobs', () => {
  it('adds stores all or nothing: the refused ids are listed and nothing changes', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 2 });
    const stock = await retailerStock(built.retailerId);
    const other = await otherRetailerStock(built.retailerId);
    const fresh = stock.storeIds[2] as number;
    const foreign = other.storeIds[0] as number;
    const present = built.storeIds[0] as number;
    const refused = await api<Errors>('POST', `draftSchedules/${built.draftId}/stores`, {
      token: am,
      body: { storeId: [fresh, foreign, present, 99_999_999] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      storeId: [`Could not add these stores to this draft. (${foreign}, ${present}, 99999999)`],
    });
    const unchanged = await api<Draft>('GET', `draftSchedules/${built.draftId}`, { token: am });
    expect(unchanged.body).toMatchObject({ storesCount: 2, detailsCount: 4, version: built.draft.version });

    const added = await api<Draft>('POST', `draftSchedules/${built.draftId}/stores`, {
      token: am,
      body: { storeId: fresh },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ storesCount: 3, jobsCount: 2, detailsCount: 6 });
    const rows = await rowsOfDraft(built.draftId);
    expect(
      rows
        .filter((r) => r.storeId === fresh)
        .map((r) => r.draftJobId)
        .sort(),
    ).toEqual([...built.draftJobIds].sort());
    const draft = await loadDraft(built.draftId);
    const store = draft.blocks.get(fresh % 64)?.stores[String(fresh)];
    expect(store).toMatchObject({ storeId: fresh, cityId: expect.any(Number), province: expect.any(String) });
    expect(typeof store?.cityTravelCharge).toBe('number');

    const bad = await api<Errors>('POST', `draftSchedules/${built.draftId}/stores`, { token: am, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('storeId');
    expect((await api('POST', 'draftSchedules/99999999/stores', { token: am, body: { storeId: fresh } })).status).toBe(
      404,
    );
    expect(
      (await api('POST', `draftSchedules/${built.draftId}/stores`, { token: sup, body: { storeId: fresh } })).status,
    ).toBe(403);
  });

  it('a store without jobs still joins the draft, and gets rows when jobs come', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 0 });
    expect(built.draft).toMatchObject({ storesCount: 2, jobsCount: 0, detailsCount: 0 });
    const stock = await retailerStock(built.retailerId);
    const added = await api<Draft>('POST', `draftSchedules/${built.draftId}/jobs`, {
      token: admin,
      body: { jobProductId: stock.jobProductIds[0] },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ storesCount: 2, jobsCount: 1, detailsCount: 2 });
  });

  it('adds jobs all or nothing, with the ids refused listed', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 1 });
    const other = await otherRetailerStock(built.retailerId);
    const foreign = other.jobProductIds[0] as number;
    const present = built.jobProductIds[0] as number;
    const refused = await api<Errors>('POST', `draftSchedules/${built.draftId}/jobs`, {
      token: admin,
      body: { jobProductId: [foreign, present] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      jobProductId: [`Could not add these jobs to this draft. (${foreign}, ${present})`],
    });
    const bad = await api<Errors>('POST', `draftSchedules/${built.draftId}/jobs`, {
      token: admin,
      body: { jobProductId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('jobProductId');
    const read = await api<Draft>('GET', `draftSchedules/${built.draftId}`, { token: admin });
    expect(read.body).toMatchObject({ jobsCount: 1, detailsCount: 2 });
  });

  it('removes a store and a job with their rows (404 when not in the draft)', async () => {
    const built = await createTestDraft(am, { storeCount: 3, jobCount: 2 });
    const store = built.storeIds[1] as number;
    const job = built.draftJobIds[0] as number;
    const noStore = await api<Draft>('DELETE', `draftSchedules/${built.draftId}/stores/${store}`, { token: am });
    expect(noStore.status).toBe(200);
    expect(noStore.body).toMatchObject({ storesCount: 2, jobsCount: 2, detailsCount: 4 });
    expect(noStore.body.draftStores?.some((s) => s.storeId === store)).toBe(false);
    const noJob = await api<Draft>('DELETE', `draftSchedules/${built.draftId}/jobs/${job}`, { token: am });
    expect(noJob.status).toBe(200);
    expect(noJob.body).toMatchObject({ storesCount: 2, jobsCount: 1, detailsCount: 2 });
    const rows = await rowsOfDraft(built.draftId);
    expect(rows.some((r) => r.storeId === store || r.draftJobId === job)).toBe(false);
    expect((await api('DELETE', `draftSchedules/${built.draftId}/stores/${store}`, { token: am })).status).toBe(404);
    expect((await api('DELETE', `draftSchedules/${built.draftId}/jobs/${job}`, { token: am })).status).toBe(404);
    expect((await api('DELETE', `draftSchedules/${built.draftId}/jobs/${job}`, { token: sup })).status).toBe(403);
    // A new job after a removal gets a new id, never the removed one's.
    const again = await api<Draft>('POST', `draftSchedules/${built.draftId}/jobs`, {
      token: am,
      body: { jobProductId: built.jobProductIds[0] },
    });
    expect(again.status).toBe(200);
    expect(again.body.draftJobs?.map((j) => j.id)).not.toContain(job);
  });

  it('updates a job: product, helper job and service type, the service type applied to its rows', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 1 });
    const stock = await retailerStock(built.retailerId);
    const types = (await listServiceTypes()).filter((t) => !t.isInactive);
    const jobId = built.draftJobIds[0] as number;
    const current = built.draft.draftJobs?.[0];
    const type = must(types.find((t) => t.id !== current?.serviceTypeId));
    const helper = stock.jobProductIds[1] as number;
    const updated = await api<Draft>('PUT', `draftSchedules/${built.draftId}/jobs/${jobId}`, {
      token: admin,
      body: { jobProductId: built.jobProductIds[0], helperJobProductId: helper, serviceTypeId: type.id },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.draftJobs?.[0]).toMatchObject({
      id: jobId,
      serviceTypeId: type.id,
      serviceType: type.name,
      helperJobProductId: helper,
      helperJobNumber: expect.any(String),
    });
    const rows = await rowsOfDraft(built.draftId);
    expect(rows.every((r) => r.serviceTypeId === type.id)).toBe(true);

    const other = await otherRetailerStock(built.retailerId);
    const refused = await api<Errors>('PUT', `draftSchedules/${built.draftId}/jobs/${jobId}`, {
      token: admin,
      body: { jobProductId: other.jobProductIds[0], helperJobProductId: 99_999_999, serviceTypeId: 99_999_999 },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['helperJobProductId', 'jobProductId', 'serviceTypeId']);
    const missing = await api<Errors>('PUT', `draftSchedules/${built.draftId}/jobs/${jobId}`, {
      token: admin,
      body: { jobProductId: built.jobProductIds[0] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('serviceTypeId');
    expect(
      (
        await api('PUT', `draftSchedules/${built.draftId}/jobs/${built.draftId * 1000 + 999}`, {
          token: admin,
          body: { jobProductId: built.jobProductIds[0], serviceTypeId: type.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('draft schedules: update, delete, read-only', () => {
  it('renames and inactivates with the version read; a stale version is 409', async () => {
    const built = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    const name = `Renamed ${Date.now()}`;
    const updated = await api<Draft>('PUT', `draftSchedules/${built.draftId}`, {
      token: am,
      body: { name, isInactive: true, version: built.draft.version },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name, isInactive: true, version: built.draft.version + 1, modifiedBy: 'am' });
    expect(updated.body.draftStores).toHaveLength(1);
    const stale = await api<Errors>('PUT', `draftSchedules/${built.draftId}`, {
      token: am,
      body: { name: 'Stale', isInactive: false, version: built.draft.version },
    });
    expect(stale.status).toBe(409);
    const bad = await api<Errors>('PUT', `draftSchedules/${built.draftId}`, {
      token: am,
      body: { name: '', isInactive: 'no', version: updated.body.version },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('name');
    expect(bad.body.errors).toHaveProperty('isInactive');
    expect(
      (await api('PUT', 'draftSchedules/99999999', { token: am, body: { name: 'x', isInactive: false, version: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (
        await api('PUT', `draftSchedules/${built.draftId}`, {
          token: sup,
          body: { name: 'x', isInactive: false, version: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('deletes a draft (204, then 404)', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 1 });
    expect((await api('DELETE', `draftSchedules/${built.draftId}`, { token: sup })).status).toBe(403);
    expect((await api('DELETE', `draftSchedules/${built.draftId}`, { token: am })).status).toBe(204);
    expect((await api('GET', `draftSchedules/${built.draftId}`, { token: am })).status).toBe(404);
    expect((await api('DELETE', `draftSchedules/${built.draftId}`, { token: am })).status).toBe(404);
  });

  it('refuses every change of a Completed draft with 409, and reads it fine', async () => {
    const built = await createTestDraft(admin, { storeCount: 2, jobCount: 2 });
    const stock = await retailerStock(built.retailerId);
    await setDraftStatus(built.draftId, 'Completed');
    const read = await api<Draft>('GET', `draftSchedules/${built.draftId}`, { token: admin });
    expect(read.body.status).toBe('Completed');
    const attempts = [
      api('PUT', `draftSchedules/${built.draftId}`, {
        token: admin,
        body: { name: 'x', isInactive: false, version: read.body.version },
      }),
      api('DELETE', `draftSchedules/${built.draftId}`, { token: admin }),
      api('POST', `draftSchedules/${built.draftId}/stores`, { token: admin, body: { storeId: stock.storeIds[5] } }),
      api('DELETE', `draftSchedules/${built.draftId}/stores/${built.storeIds[0]}`, { token: admin }),
      api('POST', `draftSchedules/${built.draftId}/jobs`, {
        token: admin,
        body: { jobProductId: stock.jobProductIds[3] },
      }),
      api('DELETE', `draftSchedules/${built.draftId}/jobs/${built.draftJobIds[0]}`, { token: admin }),
      api('POST', `draftSchedules/jobs/${built.draftJobIds[0]}/dates`, {
        token: admin,
        body: { startDate: '2031-01-01', endDate: '2031-01-02' },
      }),
      api('DELETE', `draftSchedules/jobs/${built.draftJobIds[0]}/dates`, { token: admin }),
    ];
    for (const result of await Promise.all(attempts)) expect(result.status, JSON.stringify(result.body)).toBe(409);
    const after = await api<Draft>('GET', `draftSchedules/${built.draftId}`, { token: admin });
    expect(after.body).toMatchObject({ version: read.body.version, storesCount: 2, jobsCount: 2, detailsCount: 4 });
  });
});

describe('draft schedules: list and batches', () => {
  it('lists drafts newest first (array), and pages them on the server', async () => {
    const first = await createTestDraft(admin, { storeCount: 1, jobCount: 1, name: `List first ${Date.now()}` });
    const second = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    const all = await api<Draft[]>('GET', 'draftSchedules?includeInactive=true', { token: sup });
    expect(all.status).toBe(200);
    const ids = all.body.map((d) => d.id);
    expect(ids.indexOf(second.draftId)).toBeLessThan(ids.indexOf(first.draftId));
    expect(all.body[0]).not.toHaveProperty('draftStores');
    expect((await api('GET', 'draftSchedules', { token: merch })).status).toBe(403);

    await api('POST', 'draftSchedules/batch/deactivate', { token: admin, body: { ids: [first.draftId] } });
    const active = await api<Draft[]>('GET', 'draftSchedules?includeInactive=false', { token: admin });
    expect(active.body.map((d) => d.id)).not.toContain(first.draftId);

    const page = await api<Paged<Draft>>('GET', 'draftSchedules?pageNumber=1&pageSize=10', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.pageSize).toBe(10);
    expect(page.body.items.every((d) => !d.isInactive)).toBe(true);
    expect(page.body.items.map((d) => d.id)).toContain(second.draftId);
    const created = page.body.items.map((d) => d.createdOn);
    expect(created).toEqual([...created].sort().reverse());
    const withInactive = await api<Paged<Draft>>(
      'GET',
      `draftSchedules?pageSize=1000&includeInactive=true&search=${encodeURIComponent(first.draft.name)}`,
      { token: admin },
    );
    expect(withInactive.body.items.map((d) => d.id)).toEqual([first.draftId]);
    const activeOnly = await api<Paged<Draft>>(
      'GET',
      `draftSchedules?pageSize=1000&includeInactive=true&activeFilter=active&search=${encodeURIComponent(first.draft.name)}`,
      { token: admin },
    );
    expect(activeOnly.body.items).toEqual([]);
    const inactive = await api<Paged<Draft>>(
      'GET',
      `draftSchedules?pageSize=1000&activeFilter=inactive&search=${encodeURIComponent(first.draft.name)}`,
      { token: admin },
    );
    expect(inactive.body.items.map((d) => d.id)).toEqual([first.draftId]);
    const byName = await api<Paged<Draft>>('GET', 'draftSchedules?pageSize=50&sortBy=name&activeFilter=all', {
      token: admin,
    });
    const names = byName.body.items.map((d) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const badSize = await api<Errors>('GET', 'draftSchedules?pageSize=30', { token: admin });
    expect(badSize.status).toBe(400);
    expect(badSize.body.errors).toHaveProperty('pageSize');
    const badSort = await api<Errors>('GET', 'draftSchedules?pageSize=20&sortBy=nope', { token: admin });
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors).toHaveProperty('sortBy');
  });

  it('inactivates and activates selected drafts of any status in one call, with the counts', async () => {
    const a = await createTestDraft(admin, { storeCount: 2, jobCount: 2 });
    const b = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    await setDraftStatus(b.draftId, 'Completed');
    const off = await api<{ drafts: number; services: number }>('POST', 'draftSchedules/batch/deactivate', {
      token: am,
      body: { ids: [a.draftId, b.draftId] },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toEqual({ drafts: 2, services: 5 });
    for (const id of [a.draftId, b.draftId])
      expect((await api<Draft>('GET', `draftSchedules/${id}`, { token: am })).body.isInactive).toBe(true);
    const on = await api('POST', 'draftSchedules/batch/deactivate', {
      token: am,
      body: { ids: [a.draftId, b.draftId], isInactive: false },
    });
    expect(on.status).toBe(200);
    expect((await api<Draft>('GET', `draftSchedules/${b.draftId}`, { token: am })).body.isInactive).toBe(false);

    const missing = await api<Errors>('POST', 'draftSchedules/batch/deactivate', {
      token: am,
      body: { ids: [a.draftId, 99_999_998] },
    });
    expect(missing.status).toBe(404);
    expect(String(missing.body.errors)).toContain('99999998');
    expect((await api<Draft>('GET', `draftSchedules/${a.draftId}`, { token: am })).body.isInactive).toBe(false);
    const empty = await api<Errors>('POST', 'draftSchedules/batch/deactivate', { token: am, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('ids');
    expect(
      (await api('POST', 'draftSchedules/batch/deactivate', { token: sup, body: { ids: [a.draftId] } })).status,
    ).toBe(403);
  });

  it('refuses batches over a draft in an export (409), changing nothing', async () => {
    const a = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    const b = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    const setExport = (exportId: string | undefined) =>
      mutateDraft(
        b.draftId,
        'test',
        (d) => {
          if (exportId) d.head.exportId = exportId;
          else delete d.head.exportId;
          d.headChanged = true;
        },
        { allowReadOnly: true },
      );
    await setExport('test-export');
    for (const path of ['draftSchedules/batch/deactivate', 'draftSchedules/batch/delete']) {
      const refused = await api<Errors>('POST', path, { token: admin, body: { ids: [a.draftId, b.draftId] } });
      expect(refused.status, path).toBe(409);
    }
    const edit = await api('POST', `draftSchedules/${b.draftId}/stores`, {
      token: admin,
      body: { storeId: (await retailerStock(b.retailerId)).storeIds[3] },
    });
    expect(edit.status).toBe(409);
    await setExport(undefined);
    const read = await api<Draft>('GET', `draftSchedules/${a.draftId}`, { token: admin });
    expect(read.body.isInactive).toBe(false);
  });

  it('deletes selected drafts after checking they all exist', async () => {
    const a = await createTestDraft(admin, { storeCount: 2, jobCount: 1 });
    const b = await createTestDraft(admin, { storeCount: 1, jobCount: 2 });
    const missing = await api<Errors>('POST', 'draftSchedules/batch/delete', {
      token: admin,
      body: { ids: [a.draftId, 99_999_997] },
    });
    expect(missing.status).toBe(404);
    expect((await api('GET', `draftSchedules/${a.draftId}`, { token: admin })).status).toBe(200);
    expect((await api('POST', 'draftSchedules/batch/delete', { token: sup, body: { ids: [a.draftId] } })).status).toBe(
      403,
    );
    const deleted = await api('POST', 'draftSchedules/batch/delete', {
      token: admin,
      body: { ids: [a.draftId, b.draftId] },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ drafts: 2, services: 4 });
    for (const id of [a.draftId, b.draftId])
      expect((await api('GET', `draftSchedules/${id}`, { token: admin })).status).toBe(404);
  });
});
