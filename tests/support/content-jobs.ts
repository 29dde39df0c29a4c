/*
 * A job of its own for the question library and report builder tests: created through the API (so its products are
 * real job products) with two products of the demo catalogue, unique per call.
 */
import type { Job, JobProduct } from '@shelfline/shared/contracts/job.contract';
import { expect } from 'vitest';
import { listRetailers, listSuppliers } from '../../functions/data/master-data/master-data.repository.ts';
import { api } from './local-stack.ts';

let seq = 0;
const run = Date.now().toString(36).slice(-5).toUpperCase();

export interface ContentJob {
  job: Job;
  products: JobProduct[];
}

/** A new active job with two job products (the first two active demo products, service types 1 and 2). */
export async function createContentJob(adminToken: string): Promise<ContentJob> {
  const [retailer] = (await listRetailers()).filter((r) => !r.isInactive);
  const [supplier] = (await listSuppliers()).filter((s) => !s.isInactive);
  const catalogue = await api<{ id: number }[]>('GET', 'products', { token: adminToken });
  const [first, second] = catalogue.body;
  const created = await api<Job>('POST', 'jobs', {
    token: adminToken,
    body: {
      jobNumber: `QL${run}-${++seq}`,
      description: 'Content test job',
      hourlyRate: 30,
      retailerId: retailer?.id,
      supplierId: supplier?.id,
      products: [
        { productId: first?.id, serviceTypeId: 1 },
        { productId: second?.id, serviceTypeId: 2 },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const products = await api<JobProduct[]>('GET', `jobs/jobProducts?jobId=${created.body.id}`, { token: adminToken });
  expect(products.body).toHaveLength(2);
  return { job: created.body, products: products.body };
}
