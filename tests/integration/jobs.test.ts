import type { Job } from '@shelfline/shared/contracts/job.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, listRetailers, listSuppliers } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, signIn, tokensOf } from '../support/local-stack.ts';

type Errors = { errors: Record<string, string[]> | string };

const run = Date.now().toString(36).slice(-6).toUpperCase();
let seq = 0;
const number = () => `T${run}-${++seq}`;
/** The smallest body a job is valid with (a fresh number, the first active retailer and supplier). */
const minimalJob = (extra: Record<string, unknown> = {}) => ({
  jobNumber: number(),
  description: 'x',
  hourlyRate: 1,
  retailerId: retailerIds[0],
  supplierId: supplierIds[0],
  ...extra,
});

let admin: string;
let am: string;
let merch: string;
let retailerIds: number[];
let supplierIds: number[];
let productIds: number[];

async function createJob(overrides: Record<string, unknown> = {}) {
  const result = await api<Job>('POST', 'jobs', {
    token: admin,
    body: {
      jobNumber: number(),
      description: 'Integration job',
      hourlyRate: 31.5,
      retailerId: retailerIds[0],
      supplierId: supplierIds[0],
      isInactive: false,
      ...overrides,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

beforeAll(async () => {
  [admin, am, merch] = await tokensOf('admin', 'am', 'merch');
  retailerIds = (await listRetailers()).filter((r) => !r.isInactive).map((r) => r.id);
  supplierIds = (await listSuppliers()).filter((s) => !s.isInactive).map((s) => s.id);
  const jobs = await api<Job[]>('GET', 'jobs?includeInactive=true', { token: admin });
  const products = await Promise.all(
    jobs.body
      .slice(0, 5)
      .map((j) => api<{ productId: number }[]>('GET', `jobs/jobProducts?jobId=${j.id}`, { token: admin })),
  );
  productIds = [...new Set(products.flatMap((p) => p.body.map((x) => x.productId)))];
});

describe('names copied into jobs', () => {
  it('follow a rename of the retailer or the supplier, past one page of 99 jobs', async () => {
    const code = `NC${run}`;
    const retailer = await api<{ id: number; version: number }>('POST', 'retailers', {
      token: admin,
      body: { code, name: `Retailer ${code}` },
    });
    const supplier = await api<{ id: number; version: number }>('POST', 'suppliers', {
      token: admin,
      body: { code, name: `Supplier ${code}` },
    });
    expect([retailer.status, supplier.status]).toEqual([201, 201]);
    // 105 jobs: more than one page (and one transaction) of the refresh.
    const firstId = await nextId('job', 105);
    for (let i = 0; i < 105; i += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, 105 - i) }, (_, k) =>
          jobs.create(
            {
              id: firstId + i + k,
              jobNumber: `${code}-${i + k}`,
              description: 'Name copy',
              hourlyRate: 1,
              retailerId: retailer.body.id,
              retailer: `Retailer ${code}`,
              supplierId: supplier.body.id,
              supplier: `Supplier ${code}`,
              isInactive: false,
            },
            'test',
          ),
        ),
      );
    }
    const other = await createJob();

    const renamedRetailer = await api('PUT', `retailers/${retailer.body.id}`, {
      token: admin,
      body: { code, name: `Retailer ${code} renamed`, isInactive: false, version: 1 },
    });
    expect(renamedRetailer.status, JSON.stringify(renamedRetailer.body)).toBe(200);
    const renamedSupplier = await api('PUT', `suppliers/${supplier.body.id}`, {
      token: admin,
      body: { code, name: `Supplier ${code} renamed`, isInactive: false, version: 1 },
    });
    expect(renamedSupplier.status, JSON.stringify(renamedSupplier.body)).toBe(200);

    const listed = await api<Job[]>('GET', `jobs?retailerId=${retailer.body.id}`, { token: admin });
    expect(listed.body).toHaveLength(105);
    expect(new Set(listed.body.map((j) => j.retailer))).toEqual(new Set([`Retailer ${code} renamed`]));
    expect(new Set(listed.body.map((j) => j.supplier))).toEqual(new Set([`Supplier ${code} renamed`]));
    const untouched = await api<Job>('GET', `jobs/${other.id}`, { token: admin });
    expect(untouched.body).toMatchObject({ retailer: other.retailer, supplier: other.supplier, version: 1 });
  });
});

describe('jobs: create, read, update, delete', () => {
  it('creates a job with names copied from retailer and supplier, and reads it back', async () => {
    const job = await createJob({ startDate: '2030-01-01', endDate: '2030-02-01' });
    expect(job).toMatchObject({ hourlyRate: 31.5, retailerId: retailerIds[0], supplierId: supplierIds[0], version: 1 });
    expect(job.retailer.length).toBeGreaterThan(0);
    expect(job.supplier.length).toBeGreaterThan(0);
    const read = await api<Job>('GET', `jobs/${job.id}`, { token: merch });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: job.id, jobNumber: job.jobNumber, startDate: '2030-01-01' });
  });

  it('updates with the version it read, and refuses a stale version with 409', async () => {
    const job = await createJob();
    const body = { ...job, description: 'Changed', retailerId: retailerIds[1], version: 1 };
    const updated = await api<Job>('PUT', `jobs/${job.id}`, { token: admin, body });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ description: 'Changed', retailerId: retailerIds[1], version: 2 });
    const stale = await api<Errors>('PUT', `jobs/${job.id}`, { token: admin, body: { ...body, description: 'Lost' } });
    expect(stale.status).toBe(409);
    expect((await api<Job>('GET', `jobs/${job.id}`, { token: admin })).body.description).toBe('Changed');
  });

  it('refuses a duplicate job number with 409 naming jobNumber, on create and on update', async () => {
    const job = await createJob();
    const duplicate = await api<Errors>('POST', 'jobs', {
      token: admin,
      body: minimalJob({ jobNumber: job.jobNumber.toLowerCase() }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toHaveProperty('jobNumber');
    const other = await createJob();
    const renamed = await api<Errors>('PUT', `jobs/${other.id}`, {
      token: admin,
      body: { ...other, jobNumber: job.jobNumber },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toHaveProperty('jobNumber');
    expect((await api<Job>('GET', `jobs/${other.id}`, { token: admin })).body).toMatchObject({
      jobNumber: other.jobNumber,
      version: 1,
    });
  });

  it('deletes a job without products or traits (204, then 404)', async () => {
    const job = await createJob();
    expect((await api('DELETE', `jobs/${job.id}`, { token: admin })).status).toBe(204);
    expect((await api('GET', `jobs/${job.id}`, { token: admin })).status).toBe(404);
    // The job number is free again.
    await createJob({ jobNumber: job.jobNumber });
  });

  it('refuses to delete a job with products or traits (409) and keeps it', async () => {
    const withProducts = await createJob({ products: [{ productId: productIds[0], serviceTypeId: 1 }] });
    const refused = await api<Errors>('DELETE', `jobs/${withProducts.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toContain('products');
    const withTraits = await createJob();
    await api('POST', 'traits/job', { token: admin, body: { jobId: withTraits.id, traitDescription: 'Endcap' } });
    const refused2 = await api<Errors>('DELETE', `jobs/${withTraits.id}`, { token: admin });
    expect(refused2.status).toBe(409);
    expect(refused2.body.errors).toContain('traits');
    expect((await api('GET', `jobs/${withTraits.id}`, { token: admin })).status).toBe(200);
  });

  it('answers 404 for unknown ids and 400 for non-numeric ids', async () => {
    expect((await api('GET', 'jobs/99999999', { token: admin })).status).toBe(404);
    const body = minimalJob({ version: 1 });
    expect((await api('PUT', 'jobs/99999999', { token: admin, body })).status).toBe(404);
    expect((await api('DELETE', 'jobs/99999999', { token: admin })).status).toBe(404);
    expect((await api('GET', 'jobs/abc', { token: admin })).status).toBe(400);
  });
});

describe('jobs: validation', () => {
  it('names every missing field', async () => {
    const result = await api<Errors>('POST', 'jobs', { token: admin, body: {} });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors)).toEqual(
      expect.arrayContaining(['jobNumber', 'description', 'hourlyRate', 'retailerId', 'supplierId']),
    );
  });

  it('refuses wrong types, negative rates, more than 2 decimals and oversized strings', async () => {
    const base = minimalJob();
    for (const [field, value] of [
      ['hourlyRate', '12'],
      ['hourlyRate', -1],
      ['hourlyRate', 1.234],
      ['retailerId', 'abc'],
      ['jobNumber', 'x'.repeat(21)],
      ['description', 'x'.repeat(201)],
      ['isInactive', 'yes'],
      ['endDate', '2030-13-45x'],
    ] as const) {
      const result = await api<Errors>('POST', 'jobs', { token: admin, body: { ...base, [field]: value } });
      expect(result.status, `${field}=${value}`).toBe(400);
      expect(result.body.errors, `${field}=${value}`).toHaveProperty(field);
    }
    const list = await api<Job[]>('GET', 'jobs?includeInactive=true', { token: admin });
    expect(list.body.some((j) => j.jobNumber === base.jobNumber)).toBe(false);
  });

  it('refuses unknown retailer, supplier, product and service type, writing nothing', async () => {
    const jobNumber = number();
    const base = minimalJob({ jobNumber });
    const r = await api<Errors>('POST', 'jobs', { token: admin, body: { ...base, retailerId: 999999 } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('retailerId');
    const s = await api<Errors>('POST', 'jobs', { token: admin, body: { ...base, supplierId: 999999 } });
    expect(s.body.errors).toHaveProperty('supplierId');
    const p = await api<Errors>('POST', 'jobs', {
      token: admin,
      body: { ...base, products: [{ productId: 999999, serviceTypeId: 999 }] },
    });
    expect(p.status).toBe(400);
    expect(p.body.errors).toHaveProperty(['products.0.productId']);
    expect(p.body.errors).toHaveProperty(['products.0.serviceTypeId']);
    const list = await api<Job[]>('GET', 'jobs?includeInactive=true', { token: admin });
    expect(list.body.some((j) => j.jobNumber === jobNumber)).toBe(false);
  });

  it('refuses an end date before the start date', async () => {
    const result = await api<Errors>('POST', 'jobs', {
      token: admin,
      body: minimalJob({ startDate: '2030-02-01', endDate: '2030-01-01' }),
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveProperty('endDate');
  });
});

describe('jobs: products', () => {
  it('saves the products of the job form and lists them with code and service type', async () => {
    const job = await createJob({
      products: [
        { productId: productIds[0], serviceTypeId: 1 },
        { productId: productIds[1], serviceTypeId: 2 },
      ],
    });
    const listed = await api<{ productId: number; productCode: string; product: string; serviceType: string }[]>(
      'GET',
      `jobs/jobProducts?jobId=${job.id}`,
      { token: merch },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((p) => p.productId).sort()).toEqual([productIds[0], productIds[1]].sort());
    for (const p of listed.body) {
      expect(p.productCode.length).toBeGreaterThan(0);
      expect(p.product.length).toBeGreaterThan(0);
      expect(p.serviceType.length).toBeGreaterThan(0);
    }
    // A PUT with products replaces them; without, keeps them.
    await api('PUT', `jobs/${job.id}`, {
      token: admin,
      body: { ...job, products: [{ productId: productIds[1], serviceTypeId: 2 }] },
    });
    const after = await api<{ productId: number }[]>('GET', `jobs/jobProducts?jobId=${job.id}`, { token: admin });
    expect(after.body.map((p) => p.productId)).toEqual([productIds[1]]);
    await api('PUT', `jobs/${job.id}`, { token: admin, body: { ...job, version: 2, description: 'Kept' } });
    const kept = await api<{ productId: number }[]>('GET', `jobs/jobProducts?jobId=${job.id}`, { token: admin });
    expect(kept.body).toHaveLength(1);
  });

  it('fills code and service type for demo products, and 404s an unknown job', async () => {
    const list = await api<Job[]>('GET', 'jobs', { token: admin });
    const products = await api<{ productCode?: string; serviceType?: string }[]>(
      'GET',
      `jobs/jobProducts?jobId=${list.body[0]?.id}`,
      { token: admin },
    );
    expect(products.body.length).toBeGreaterThan(0);
    expect(products.body.every((p) => p.productCode && p.serviceType)).toBe(true);
    expect((await api('GET', 'jobs/jobProducts?jobId=99999999', { token: admin })).status).toBe(404);
    expect((await api('GET', 'jobs/jobProducts', { token: admin })).status).toBe(400);
  });
});

describe('jobs: lists', () => {
  it('lists active jobs by default and inactive ones with includeInactive=true', async () => {
    const inactive = await createJob({ isInactive: true });
    const active = await api<Job[]>('GET', 'jobs', { token: admin });
    expect(active.status).toBe(200);
    expect(active.body.every((j) => !j.isInactive)).toBe(true);
    expect(active.body.some((j) => j.id === inactive.id)).toBe(false);
    const all = await api<Job[]>('GET', 'jobs?includeInactive=true', { token: admin });
    expect(all.body.some((j) => j.id === inactive.id)).toBe(true);
    expect(all.body.length).toBeGreaterThan(active.body.length);
    const numbers = all.body.map((j) => j.jobNumber.toLowerCase());
    expect(numbers).toEqual([...numbers].sort());
    expect((await api('GET', 'jobs?includeInactive=maybe', { token: admin })).status).toBe(400);
  });

  it('lists the jobs of a supplier', async () => {
    const job = await createJob({ supplierId: supplierIds[2] });
    const result = await api<Job[]>('GET', `jobs?supplierId=${supplierIds[2]}`, { token: am });
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
    expect(result.body.every((j) => j.supplierId === supplierIds[2])).toBe(true);
    expect(result.body.some((j) => j.id === job.id)).toBe(true);
  });

  it('pages, sorts, searches and filters by retailer when paging parameters are given', async () => {
    const page = await api<Paged<Job>>('GET', 'jobs?pageNumber=1&pageSize=10&includeInactive=true', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(10);
    expect(page.body.totalRecords).toBeGreaterThan(10);
    const page2 = await api<Paged<Job>>('GET', 'jobs?pageNumber=2&pageSize=10&includeInactive=true', { token: admin });
    expect(page2.body.items[0]?.jobNumber.localeCompare(page.body.items[9]?.jobNumber ?? '')).toBeGreaterThan(0);
    const desc = await api<Paged<Job>>('GET', 'jobs?pageSize=20&sortBy=jobNumber&sortDesc=true', { token: admin });
    const numbers = desc.body.items.map((j) => j.jobNumber);
    expect(numbers).toEqual(
      [...numbers].sort((x, y) => y.localeCompare(x, 'en', { numeric: true, sensitivity: 'base' })),
    );
    const job = await createJob({ description: `Searchable ${run}` });
    const search = await api<Paged<Job>>('GET', `jobs?pageSize=20&search=searchable%20${run}`, { token: admin });
    expect(search.body.items.map((j) => j.id)).toEqual([job.id]);
    const byRetailer = await api<Paged<Job>>(`GET`, `jobs?pageSize=100&retailerId=${retailerIds[0]}`, { token: admin });
    expect(byRetailer.body.items.length).toBeGreaterThan(0);
    expect(byRetailer.body.items.every((j) => j.retailerId === retailerIds[0])).toBe(true);
    expect((await api('GET', 'jobs?pageSize=15', { token: admin })).status).toBe(400);
  });

  it('looks up active jobs of several retailers whose run overlaps a window', async () => {
    const [a, b, c] = retailerIds as [number, number, number];
    const inside = await createJob({ retailerId: a, startDate: '2031-03-10', endDate: '2031-04-20' });
    const openEnded = await createJob({ retailerId: b, startDate: '2031-02-01' });
    const before = await createJob({ retailerId: a, startDate: '2031-01-01', endDate: '2031-02-27' });
    const after = await createJob({ retailerId: b, startDate: '2031-04-01', endDate: '2031-05-01' });
    const inactive = await createJob({
      retailerId: a,
      startDate: '2031-03-01',
      endDate: '2031-03-31',
      isInactive: true,
    });
    const otherRetailer = await createJob({ retailerId: c, startDate: '2031-03-01', endDate: '2031-03-31' });
    const result = await api<{ id: number; jobNumber: string; description: string; hourlyRate: number }[]>(
      'GET',
      `jobs/lookup?retailerId=${a}&retailerId=${b}&startDate=2031-03-01&endDate=2031-03-31`,
      { token: merch },
    );
    expect(result.status).toBe(200);
    const ids = result.body.map((j) => j.id);
    expect(ids).toEqual(expect.arrayContaining([inside.id, openEnded.id]));
    for (const out of [before, after, inactive, otherRetailer]) expect(ids).not.toContain(out.id);
    expect(Object.keys(result.body[0] ?? {}).sort()).toEqual(['description', 'hourlyRate', 'id', 'jobNumber']);

    const single = await api<{ id: number }[]>('GET', `jobs/lookup?retailerId=${c}`, { token: admin });
    expect(single.body.map((j) => j.id)).toContain(otherRetailer.id);
    const all = await api<{ id: number }[]>('GET', 'jobs/lookup', { token: admin });
    const active = await api<Job[]>('GET', 'jobs', { token: admin });
    expect(all.body.map((j) => j.id).sort()).toEqual(active.body.map((j) => j.id).sort());
    expect((await api('GET', 'jobs/lookup?retailerId=x', { token: admin })).status).toBe(400);
    expect((await api('GET', 'jobs/lookup?startDate=2031-04-01&endDate=2031-03-01', { token: admin })).status).toBe(
      400,
    );
  });

  it('lists the 20 newest active jobs as recent', async () => {
    const result = await api<Job[]>('GET', 'jobs/recent', { token: merch });
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(20);
    expect(result.body.every((j) => !j.isInactive)).toBe(true);
    const numbers = result.body.map((j) => j.jobNumber.toLowerCase());
    expect(numbers).toEqual([...numbers].sort().reverse());
  });
});

describe('jobs: roles', () => {
  it('lets staff read but only admins write', async () => {
    const job = await createJob();
    for (const token of [merch, am]) {
      expect((await api('GET', 'jobs', { token })).status).toBe(200);
      const body = minimalJob();
      expect((await api('POST', 'jobs', { token, body })).status).toBe(403);
      expect((await api('PUT', `jobs/${job.id}`, { token, body: { ...job, description: 'No' } })).status).toBe(403);
      expect((await api('DELETE', `jobs/${job.id}`, { token })).status).toBe(403);
    }
    expect((await api<Job>('GET', `jobs/${job.id}`, { token: admin })).body).toMatchObject({ version: 1 });
    expect((await api('GET', 'jobs')).status).toBe(401);
    const cust = (await signIn('cust', true)).token;
    expect((await api('GET', 'jobs/lookup', { token: cust })).status).toBe(403);
  });
});
