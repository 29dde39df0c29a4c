import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { MAX_DRAFT_JOBS, MAX_DRAFT_ROWS } from '@shelfline/shared/contracts/draft.contract';
import type { Job, JobProduct } from '@shelfline/shared/contracts/job.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listAllProducts,
  listRetailers,
  listServiceTypes,
  listSuppliers,
} from '../../functions/data/master-data/master-data.repository.ts';
import { retailerStock } from '../support/drafts.ts';
import { api, signIn } from '../support/local-stack.ts';

/*
 * The size limits of a draft: at most MAX_DRAFT_JOBS jobs, at most MAX_DRAFT_ROWS rows (stores × jobs). The demo's
 * retailers have too few job products to reach them, so this file creates two jobs with many products (its job
 * number sorts after the demo's, so other files' test drafts, which take a retailer's first products, never see it).
 */

type Errors = { errors: Record<string, string[]> | string };

let admin: string;
let retailerId: number;
let storeIds: number[];
let jobProductIds: number[];

beforeAll(async () => {
  admin = (await signIn('admin')).token;
  const retailers = (await listRetailers()).filter((r) => !r.isInactive);
  const stocks = await Promise.all(retailers.map((r) => retailerStock(r.id)));
  const biggest = stocks.sort((a, b) => b.storeIds.length - a.storeIds.length)[0];
  if (!biggest) throw new Error('demo data missing');
  retailerId = biggest.retailerId;
  storeIds = biggest.storeIds;
  const jobsNeeded = Math.ceil((MAX_DRAFT_ROWS + 1) / storeIds.length);
  expect(jobsNeeded).toBeLessThan(MAX_DRAFT_JOBS);
  const supplier = (await listSuppliers()).find((s) => !s.isInactive);
  const serviceType = (await listServiceTypes()).find((t) => !t.isInactive);
  const products = (await listAllProducts()).filter((p) => !p.isInactive).slice(0, 30);
  expect(products).toHaveLength(30);
  // Two jobs of 30 products: 60 job products, more than a draft may hold.
  jobProductIds = [];
  for (const part of ['A', 'B']) {
    const job = await api<Job>('POST', 'jobs', {
      token: admin,
      body: {
        jobNumber: `ZZ${Date.now().toString(36).toUpperCase()}${part}`,
        description: 'Draft limits test job',
        hourlyRate: 30,
        retailerId,
        supplierId: supplier?.id,
        products: products.map((p) => ({ productId: p.id, serviceTypeId: serviceType?.id })),
      },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const lines = await api<JobProduct[]>('GET', `jobs/jobProducts?jobId=${job.body.id}`, { token: admin });
    jobProductIds.push(...lines.body.map((p) => p.id));
  }
  expect(jobProductIds.length).toBeGreaterThan(MAX_DRAFT_JOBS);
});

const newDraft = async () => {
  const created = await api<Draft>('POST', 'draftSchedules', {
    token: admin,
    body: { name: `Limits ${Date.now()}`, retailerId },
  });
  expect(created.status).toBe(201);
  return created.body;
};

describe('draft schedules: size limits', () => {
  it(`refuses more than ${MAX_DRAFT_JOBS} jobs (400 naming jobProductId)`, async () => {
    const draft = await newDraft();
    const refused = await api<Errors>('POST', `draftSchedules/${draft.id}/jobs`, {
      token: admin,
      body: { jobProductId: jobProductIds },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('jobProductId');
    const read = await api<Draft>('GET', `draftSchedules/${draft.id}`, { token: admin });
    expect(read.body.jobsCount).toBe(0);
  });

  it(`refuses a change that would make more than ${MAX_DRAFT_ROWS} rows, and keeps the draft as it was`, async () => {
    const draft = await newDraft();
    const jobs = Math.ceil((MAX_DRAFT_ROWS + 1) / storeIds.length);
    const added = await api<Draft>('POST', `draftSchedules/${draft.id}/jobs`, {
      token: admin,
      body: { jobProductId: jobProductIds.slice(0, jobs) },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ jobsCount: jobs, detailsCount: 0 });
    const refused = await api<Errors>('POST', `draftSchedules/${draft.id}/stores`, {
      token: admin,
      body: { storeId: storeIds },
    });
    expect(refused.status).toBe(400);
    expect(String(refused.body.errors)).toContain('10,000');
    const read = await api<Draft>('GET', `draftSchedules/${draft.id}`, { token: admin });
    expect(read.body).toMatchObject({ storesCount: 0, jobsCount: jobs, detailsCount: 0, version: added.body.version });
  });
});
