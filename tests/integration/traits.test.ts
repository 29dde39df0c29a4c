import type { JobTrait, StoreTrait } from '@shelfline/shared/contracts/trait.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listRetailers,
  listStoresOfRetailer,
  listSuppliers,
} from '../../functions/data/master-data/master-data.repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';

type Errors = { errors: Record<string, string[]> | string };

const run = Date.now().toString(36).slice(-6).toUpperCase();
let seq = 0;

let admin: string;
let am: string;
let merch: string;
let retailerId: number;
let otherRetailerStore: number;
let storeIds: number[];

async function createJob(): Promise<{ id: number; jobNumber: string }> {
  const supplierId = (await listSuppliers()).find((s) => !s.isInactive)?.id;
  const result = await api<{ id: number; jobNumber: string }>('POST', 'jobs', {
    token: admin,
    body: { jobNumber: `TR${run}-${++seq}`, description: 'Traits job', hourlyRate: 30, retailerId, supplierId },
  });
  expect(result.status).toBe(201);
  return result.body;
}

async function createTrait(jobId: number, traitDescription = 'Endcap', token = admin) {
  const result = await api<JobTrait>('POST', 'traits/job', { token, body: { jobId, traitDescription } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

beforeAll(async () => {
  [admin, am, merch] = await tokensOf('admin', 'am', 'merch');
  const retailers = (await listRetailers()).filter((r) => !r.isInactive);
  const withStores = [];
  for (const r of retailers) {
    const page = await listStoresOfRetailer(r.id, { limit: 5 });
    if (page.items.length >= 5) withStores.push({ id: r.id, stores: page.items.map((s) => s.id) });
    if (withStores.length === 2) break;
  }
  retailerId = withStores[0]?.id ?? 0;
  storeIds = withStores[0]?.stores ?? [];
  otherRetailerStore = withStores[1]?.stores[0] ?? 0;
});

describe('job traits', () => {
  it('creates, lists, updates (with version) and deletes a trait', async () => {
    const job = await createJob();
    const planogram = await api<{ id: number; planogramCode: string }>('POST', 'planograms', {
      token: admin,
      body: { planogramCode: `PG-${job.id}`, numberOfColumns: 1, numberOfRows: 1, numberOfHeaderRows: 0 },
    });
    // The code is the planogram's, whatever the body says (planograms.test.ts has the rest of the link).
    const created = await api<JobTrait>('POST', 'traits/job', {
      token: admin,
      body: { jobId: job.id, traitDescription: 'Gondola end', planogramId: planogram.body.id, planogramCode: 'PG-12' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      jobId: job.id,
      traitDescription: 'Gondola end',
      planogramId: planogram.body.id,
      planogramCode: `PG-${job.id}`,
      version: 1,
    });
    await createTrait(job.id, 'Second');
    const listed = await api<JobTrait[]>('GET', `traits/job?jobId=${job.id}`, { token: merch });
    expect(listed.status).toBe(200);
    expect(listed.body.map((t) => t.traitDescription)).toEqual(['Gondola end', 'Second']);

    const updated = await api<JobTrait>('PUT', `traits/job/${created.body.id}`, {
      token: admin,
      body: { traitDescription: 'Gondola end (new)', planogramId: null, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ traitDescription: 'Gondola end (new)', version: 2, jobId: job.id });
    expect(updated.body.planogramId).toBeUndefined();
    const stale = await api('PUT', `traits/job/${created.body.id}`, {
      token: admin,
      body: { traitDescription: 'Lost', version: 1 },
    });
    expect(stale.status).toBe(409);

    expect((await api('DELETE', `traits/job/${created.body.id}`, { token: admin })).status).toBe(204);
    const after = await api<JobTrait[]>('GET', `traits/job?jobId=${job.id}`, { token: admin });
    expect(after.body.map((t) => t.traitDescription)).toEqual(['Second']);
  });

  it("refuses a trait without a description ('Description is required') and writes nothing", async () => {
    const job = await createJob();
    for (const traitDescription of [undefined, '', '   ']) {
      const result = await api<Errors>('POST', 'traits/job', {
        token: admin,
        body: { jobId: job.id, traitDescription },
      });
      expect(result.status).toBe(400);
      expect(result.body.errors).toEqual({ traitDescription: ['Description is required'] });
    }
    const long = await api<Errors>('POST', 'traits/job', {
      token: admin,
      body: { jobId: job.id, traitDescription: 'x'.repeat(201) },
    });
    expect(long.body.errors).toHaveProperty('traitDescription');
    const wrongType = await api<Errors>('POST', 'traits/job', {
      token: admin,
      body: { jobId: 'abc', traitDescription: 'x', planogramId: 'p' },
    });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['jobId', 'planogramId']);
    expect((await api<JobTrait[]>('GET', `traits/job?jobId=${job.id}`, { token: admin })).body).toEqual([]);
  });

  it('answers 404 for unknown jobs and traits', async () => {
    expect(
      (await api('POST', 'traits/job', { token: admin, body: { jobId: 99999999, traitDescription: 'x' } })).status,
    ).toBe(404);
    expect((await api('GET', 'traits/job?jobId=99999999', { token: admin })).status).toBe(404);
    expect(
      (await api('PUT', 'traits/job/99999999', { token: admin, body: { traitDescription: 'x', version: 1 } })).status,
    ).toBe(404);
    expect((await api('DELETE', 'traits/job/99999999', { token: admin })).status).toBe(404);
    expect((await api('GET', 'traits/job', { token: admin })).status).toBe(400);
  });

  it('lets account managers manage traits, merchandisers only read them', async () => {
    const job = await createJob();
    const trait = await createTrait(job.id, 'By AM', am);
    expect(
      (await api('PUT', `traits/job/${trait.id}`, { token: am, body: { traitDescription: 'AM edit', version: 1 } }))
        .status,
    ).toBe(200);
    expect(
      (await api('POST', 'traits/job', { token: merch, body: { jobId: job.id, traitDescription: 'x' } })).status,
    ).toBe(403);
    expect(
      (await api('PUT', `traits/job/${trait.id}`, { token: merch, body: { traitDescription: 'x', version: 2 } }))
        .status,
    ).toBe(403);
    expect((await api('DELETE', `traits/job/${trait.id}`, { token: merch })).status).toBe(403);
    expect(
      (await api('POST', 'traits/store', { token: merch, body: { jobId: job.id, traitId: trait.id, storeIds } }))
        .status,
    ).toBe(403);
    expect((await api<JobTrait[]>('GET', `traits/job?jobId=${job.id}`, { token: merch })).body).toMatchObject([
      { traitDescription: 'AM edit', version: 2 },
    ]);
    expect((await api('DELETE', `traits/job/${trait.id}`, { token: am })).status).toBe(204);
  });
});

describe('store traits', () => {
  it('adds a trait to one store and to many at once, idempotently', async () => {
    const job = await createJob();
    const trait = await createTrait(job.id, 'Shelf strip');
    const other = await createTrait(job.id, 'Aisle');
    const [first, ...rest] = storeIds as [number, ...number[]];
    const one = await api<StoreTrait[]>('POST', 'traits/store', {
      token: am,
      body: { jobId: job.id, traitId: trait.id, storeIds: [first] },
    });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject([
      { storeId: first, traitId: trait.id, jobId: job.id, traitDescription: 'Shelf strip' },
    ]);
    const many = await api<StoreTrait[]>('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: trait.id, storeIds: storeIds },
    });
    expect(many.status).toBe(201);
    expect(many.body.map((s) => s.storeId).sort()).toEqual([...storeIds].sort());
    // The first store keeps its one row.
    expect(many.body.find((s) => s.storeId === first)?.id).toBe(one.body[0]?.id);
    await api('POST', 'traits/store', { token: admin, body: { jobId: job.id, traitId: other.id, storeIds: [first] } });

    const ofStore = await api<StoreTrait[]>('GET', `traits/store/${first}/job/${job.id}`, { token: merch });
    expect(ofStore.status).toBe(200);
    expect(ofStore.body.map((s) => s.traitDescription)).toEqual(['Aisle', 'Shelf strip']);
    const ofRest = await api<StoreTrait[]>('GET', `traits/store/${rest[0]}/job/${job.id}`, { token: merch });
    expect(ofRest.body.map((s) => s.traitDescription)).toEqual(['Shelf strip']);

    // Concurrent adds of the same trait still leave one row per store.
    await Promise.all(
      [1, 2, 3].map(() =>
        api('POST', 'traits/store', { token: admin, body: { jobId: job.id, traitId: other.id, storeIds } }),
      ),
    );
    for (const storeId of storeIds) {
      const rows = await api<StoreTrait[]>('GET', `traits/store/${storeId}/job/${job.id}`, { token: admin });
      expect(rows.body.filter((r) => r.traitId === other.id)).toHaveLength(1);
    }
  });

  it('shows the current description after a trait is edited', async () => {
    const job = await createJob();
    const trait = await createTrait(job.id, 'Old name');
    await api('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: trait.id, storeIds: [storeIds[0]] },
    });
    await api('PUT', `traits/job/${trait.id}`, { token: admin, body: { traitDescription: 'New name', version: 1 } });
    const rows = await api<StoreTrait[]>('GET', `traits/store/${storeIds[0]}/job/${job.id}`, { token: admin });
    expect(rows.body.map((r) => r.traitDescription)).toEqual(['New name']);
  });

  it('deletes a store trait, and deleting a job trait removes it from its stores', async () => {
    const job = await createJob();
    const trait = await createTrait(job.id, 'Cascade');
    const added = await api<StoreTrait[]>('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: trait.id, storeIds },
    });
    const firstRow = added.body[0] as StoreTrait;
    expect((await api('DELETE', `traits/store/${firstRow.id}`, { token: am })).status).toBe(204);
    expect((await api('DELETE', `traits/store/${firstRow.id}`, { token: am })).status).toBe(404);
    expect(
      (await api<StoreTrait[]>('GET', `traits/store/${firstRow.storeId}/job/${job.id}`, { token: admin })).body,
    ).toEqual([]);
    // Re-adding after a delete works (the per-store marker went with the row).
    const again = await api<StoreTrait[]>('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: trait.id, storeIds: [firstRow.storeId] },
    });
    expect(again.body).toHaveLength(1);

    expect((await api('DELETE', `traits/job/${trait.id}`, { token: admin })).status).toBe(204);
    for (const storeId of storeIds) {
      expect((await api<StoreTrait[]>('GET', `traits/store/${storeId}/job/${job.id}`, { token: admin })).body).toEqual(
        [],
      );
    }
    // And the job can go now.
    expect((await api('DELETE', `jobs/${job.id}`, { token: admin })).status).toBe(204);
  });

  it('refuses bad store trait requests before writing anything', async () => {
    const job = await createJob();
    const trait = await createTrait(job.id);
    const otherJob = await createJob();
    const foreign = await createTrait(otherJob.id);
    const empty = await api<Errors>('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: trait.id, storeIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('storeIds');
    const missing = await api<Errors>('POST', 'traits/store', { token: admin, body: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['jobId', 'storeIds', 'traitId']);
    const wrongTrait = await api<Errors>('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: foreign.id, storeIds },
    });
    expect(wrongTrait.status).toBe(400);
    expect(wrongTrait.body.errors).toHaveProperty('traitId');
    const wrongStore = await api<Errors>('POST', 'traits/store', {
      token: admin,
      body: { jobId: job.id, traitId: trait.id, storeIds: [storeIds[0], otherRetailerStore, 99999999] },
    });
    expect(wrongStore.status).toBe(400);
    expect(wrongStore.body.errors).toHaveProperty('storeIds');
    expect(
      (await api<StoreTrait[]>('GET', `traits/store/${storeIds[0]}/job/${job.id}`, { token: admin })).body,
    ).toEqual([]);
    expect(
      (await api('POST', 'traits/store', { token: admin, body: { jobId: 99999999, traitId: trait.id, storeIds } }))
        .status,
    ).toBe(404);
    expect((await api('GET', `traits/store/99999999/job/${job.id}`, { token: admin })).status).toBe(404);
    expect((await api('GET', `traits/store/${storeIds[0]}/job/abc`, { token: admin })).status).toBe(400);
    expect((await api('DELETE', 'traits/store/99999999', { token: admin })).status).toBe(404);
  });
});
