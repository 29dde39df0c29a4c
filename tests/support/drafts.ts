/*
 * Test drafts built THROUGH THE API, for the integration tests of the draft schedules family. Call
 * `createTestDraft(token, { storeCount: 3, jobCount: 2, startDate: '2031-03-02', endDate: '2031-03-06' })` with an
 * admin or account-manager token (signIn('admin').token): it picks `storeCount` active demo stores and `jobCount`
 * job products of active jobs of one demo retailer (the first that has enough, or `retailerId`), creates a draft
 * with a unique name (POST draftSchedules), adds the stores and the jobs (POST {id}/stores, {id}/jobs) and, when
 * dates are given, sets them on every job and so on every row (POST draftSchedules/jobs/{id}/dates). It answers
 * `{ draftId, storeIds, draftJobIds, jobProductIds, retailerId, draft }` — `draft` is the last answer of the API
 * (with draftStores and draftJobs) and the draft holds storeCount × jobCount rows, 0 hours and no workers. Each
 * call makes a new draft, so tests may change theirs freely; the demo's own drafts are left alone.
 */
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import { expect } from 'vitest';
import { mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import type { StoredRowWorker } from '../../functions/data/entities/draft.entity.ts';
import {
  listJobsOfRetailer,
  listProductsOfJob,
  listRetailers,
  listStoresOfRetailer,
} from '../../functions/data/master-data/master-data.repository.ts';
import { vacations } from '../../functions/data/people/worker-records.repository.ts';
import { api } from './local-stack.ts';
import { createTestWorker, DEMO_SUPERVISOR_ID } from './workers.ts';

export interface TestDraftOptions {
  retailerId?: number;
  storeCount: number;
  jobCount: number;
  startDate?: string;
  endDate?: string;
  /** Defaults to a unique 'Test draft …' name. */
  name?: string;
}

export interface TestDraft {
  draftId: number;
  retailerId: number;
  storeIds: number[];
  /** Draft job ids (paths `jobs/{id}/dates`, `{draftId}/jobs/{jobId}`), in the order of jobProductIds. */
  draftJobIds: number[];
  jobProductIds: number[];
  draft: Draft;
}

interface RetailerStock {
  retailerId: number;
  storeIds: number[];
  jobProductIds: number[];
}

const stock = new Map<number, Promise<RetailerStock>>();
let sequence = 0;
const run = Date.now().toString(36);

/** Active stores (store-number order) and job products of active jobs of one retailer, read once per test file. */
export function retailerStock(retailerId: number): Promise<RetailerStock> {
  let found = stock.get(retailerId);
  if (!found) {
    found = (async () => {
      const stores: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await listStoresOfRetailer(retailerId, { cursor });
        stores.push(...page.items.filter((s) => !s.isInactive).map((s) => s.id));
        cursor = page.cursor;
      } while (cursor && stores.length < 500);
      const jobs = (await listJobsOfRetailer(retailerId)).filter((j) => !j.isInactive);
      const products = await Promise.all(jobs.map((j) => listProductsOfJob(j.id)));
      return { retailerId, storeIds: stores, jobProductIds: products.flat().map((p) => p.id) };
    })();
    stock.set(retailerId, found);
  }
  return found;
}

/** The first active demo retailer with at least `storeCount` active stores and `jobCount` job products. */
export async function retailerWith(storeCount: number, jobCount: number): Promise<RetailerStock> {
  const retailers = (await listRetailers()).filter((r) => !r.isInactive).sort((a, b) => a.id - b.id);
  for (const retailer of retailers) {
    const found = await retailerStock(retailer.id);
    if (found.storeIds.length >= storeCount && found.jobProductIds.length >= jobCount) return found;
  }
  throw new Error(`No demo retailer has ${storeCount} active stores and ${jobCount} job products.`);
}

/** Creates a draft of `storeCount` stores × `jobCount` jobs through the API (see the top of this file). */
export async function createTestDraft(token: string, options: TestDraftOptions): Promise<TestDraft> {
  const source =
    options.retailerId === undefined
      ? await retailerWith(options.storeCount, options.jobCount)
      : await retailerStock(options.retailerId);
  const storeIds = source.storeIds.slice(0, options.storeCount);
  const jobProductIds = source.jobProductIds.slice(0, options.jobCount);
  if (storeIds.length < options.storeCount || jobProductIds.length < options.jobCount)
    throw new Error(`Retailer ${source.retailerId} has too few active stores or job products for this test draft.`);

  const created = await api<Draft>('POST', 'draftSchedules', {
    token,
    body: { name: options.name ?? `Test draft ${run}-${++sequence}`, retailerId: source.retailerId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let draft = created.body;
  if (storeIds.length > 0) {
    const added = await api<Draft>('POST', `draftSchedules/${draft.id}/stores`, { token, body: { storeId: storeIds } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    draft = added.body;
  }
  if (jobProductIds.length > 0) {
    const added = await api<Draft>('POST', `draftSchedules/${draft.id}/jobs`, {
      token,
      body: { jobProductId: jobProductIds },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    draft = added.body;
  }
  const byProduct = new Map((draft.draftJobs ?? []).map((j) => [j.jobProductId, j.id]));
  const draftJobIds = jobProductIds.map((id) => byProduct.get(id) as number);
  if (options.startDate || options.endDate) {
    for (const jobId of draftJobIds) {
      const dated = await api<Draft>('POST', `draftSchedules/jobs/${jobId}/dates`, {
        token,
        body: { startDate: options.startDate ?? options.endDate, endDate: options.endDate ?? options.startDate },
      });
      expect(dated.status, JSON.stringify(dated.body)).toBe(200);
      draft = dated.body;
    }
  }
  return { draftId: draft.id, retailerId: source.retailerId, storeIds, draftJobIds, jobProductIds, draft };
}

/**
 * Puts a draft into `status` straight through the data layer, read-only or not: the starting point a test needs,
 * without the status call's transition rules (those have their own tests).
 */
export async function setDraftStatus(draftId: number, status: DraftStatus): Promise<void> {
  await mutateDraft(
    draftId,
    'test',
    (loaded) => {
      loaded.head = { ...loaded.head, status };
      loaded.headChanged = true;
    },
    { allowReadOnly: true },
  );
}

/** A worker as a stored draft row holds it (rows set up in the data layer): named 'Worker <id>', not temporary. */
export const rowWorker = (id: number, isTeamLead: boolean): StoredRowWorker => ({
  id,
  name: `Worker ${id}`,
  isTeamLead,
  isTemporary: false,
  isSpecialProjects: false,
});

/**
 * The test merchandisers of one test file, under the demo supervisor: `make('Ann')` creates code
 * `<codePrefix><tag>ann`, 'Ann <lastName><tag>' (`fields` add to or override these) and answers the id.
 */
export const testMerchandisers =
  (codePrefix: string, lastName: string, tag: string) =>
  (firstName: string, fields: Record<string, unknown> = {}) =>
    createTestWorker({
      code: `${codePrefix}${tag}${firstName.toLowerCase()}`,
      firstName,
      lastName: `${lastName}${tag}`,
      isMerchandiser: true,
      supervisorId: DEMO_SUPERVISOR_ID,
      ...fields,
    });

/** A whole-day vacation of `workerId` from `startDate` to `endDate`, written in the data layer. */
export async function putOnVacation(workerId: number, startDate: string, endDate: string): Promise<void> {
  await vacations.create(
    workerId,
    { employeeId: workerId, startDate, endDate, isVacation: true, isPartial: false, enteredBy: 'test' },
    'test',
  );
}
