import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listConsumerGroups,
  listRetailers,
  listServiceTypes,
} from '../../functions/data/master-data/master-data.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { getService } from '../../functions/data/schedule/schedule.repository.ts';
import { testMerchandisers } from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { createTestServices, serviceStock, type TestMonth, testMonth } from '../support/services.ts';
import { letterTag, must } from '../support/workers.ts';

/* POST schedule/addService (admin, 000 §6 Create Service): checks of the master data, the stored service and work. */
const tokens: Record<'admin' | 'am' | 'sup', string> = { admin: '', am: '', sup: '' };
const tag = letterTag();
const worker = testMerchandisers('as', 'Adder', tag);

type Answer = ScheduleRow & { errors?: Record<string, string[]> };
const add = (body: Record<string, unknown>, token = tokens.admin) =>
  api<Answer>('POST', 'schedule/addService', { token, body });

let month: TestMonth;
let valid: Record<string, unknown>;
let stock: Awaited<ReturnType<typeof serviceStock>>;
let otherJobProductId: number;
let serviceType: { id: number; name: string };

beforeAll(async () => {
  await signInAll(tokens);
  month = await testMonth();
  stock = await serviceStock();
  const other = (await listRetailers()).filter((r) => !r.isInactive && r.id !== stock.retailerId);
  for (const retailer of other) {
    const found = (await serviceStock(retailer.id)).jobs[0];
    if (found) {
      otherJobProductId = found.product.id;
      break;
    }
  }
  serviceType = must((await listServiceTypes()).find((t) => !t.isInactive));
  const store = must(stock.stores[0]);
  const jobProduct = must(stock.jobs[0]).product;
  valid = {
    storeId: store.id,
    jobProductId: jobProduct.id,
    serviceTypeId: serviceType.id,
    earliestDate: month.day(4),
    latestDate: month.day(9),
    timeLimit: 2.5,
  };
});

describe('POST schedule/addService', () => {
  it('is for admin only', async () => {
    expect((await add(valid, tokens.am)).status).toBe(403);
    expect((await add(valid, tokens.sup)).status).toBe(403);
  });

  it('refuses unknown or mismatched master data with 400 naming the field', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ storeId: 999_999_999 }, 'storeId'],
      [{ jobProductId: 999_999_999 }, 'jobProductId'],
      [{ jobProductId: otherJobProductId }, 'jobProductId'],
      [{ serviceTypeId: 999_999_999 }, 'serviceTypeId'],
      [{ merchandiserId: 999_999_999 }, 'merchandiserId'],
      [{ merchandiserId: 1 }, 'merchandiserId'], // the demo admin is not a merchandiser
      [{ merchandiserId: await worker('Gone', { inactive: true }) }, 'merchandiserId'],
      [{ acctManagerId: 4 }, 'acctManagerId'], // the demo merchandiser is not an account manager
      [{ consumerGroupId: 999_999_999 }, 'consumerGroupId'],
      [{ latestDate: month.day(1) }, 'latestDate'],
      [{ timeLimit: 1.1 }, 'timeLimit'],
    ];
    expect(otherJobProductId).toBeGreaterThan(0);
    for (const [change, field] of refusals) {
      const result = await add({ ...valid, ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(result.body.errors ?? {}), JSON.stringify(result.body)).toEqual([field]);
    }
  });

  it('creates a service (not activated, Manual) with its merchandiser, account manager and scheduled work', async () => {
    const merchandiserId = await worker('Eve');
    const accountManager = must((await readWorkerDirectory()).find((c) => c.isAccountManager && !c.inactive));
    const result = await add({ ...valid, merchandiserId, acctManagerId: accountManager.id, trait: 'Endcap' });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const store = must(stock.stores[0]);
    const { job, product } = must(stock.jobs[0]);
    expect(result.body).toMatchObject({
      version: 1,
      storeId: store.id,
      storeNumber: store.storeNumber,
      retailerId: stock.retailerId,
      retailerName: stock.retailerName,
      jobId: job.id,
      jobNumber: job.jobNumber,
      productName: product.product,
      serviceTypeId: serviceType.id,
      serviceType: serviceType.name,
      earliestDate: month.day(4),
      latestDate: month.day(9),
      timeLimit: 2.5,
      trait: 'Endcap',
      merchandiserId,
      merchandiser: `Eve Adder${tag}`,
      acctManagerId: accountManager.id,
      accountManager: `${accountManager.firstName} ${accountManager.lastName}`,
      category: 'Manual',
      isActivated: false,
      isSubmitted: false,
      isHighlighted: false,
      serviceConfirmation: null,
    });
    const serviceId = result.body.serviceId;
    expect(await getService(serviceId)).toMatchObject({ id: serviceId, version: 1, createdBy: 'admin' });
    const work = (await scheduledWork.list(merchandiserId)).find((w) => w.id === serviceId);
    expect(work).toMatchObject({ isSchedule: false, isTeamLead: true, startDate: month.day(4), hours: 2.5 });
  });

  it('creates an activated Online service without a merchandiser', async () => {
    const result = await add({ ...valid, category: 'Online', isActivated: true });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toMatchObject({ category: 'Online', isActivated: true, helpers: [] });
    expect(result.body.merchandiserId).toBeUndefined();
    const again = await add({ ...valid, category: 'Online', isActivated: true });
    expect(again.body.serviceId).toBeGreaterThan(result.body.serviceId);
    expect(await getService(result.body.serviceId)).toMatchObject({ isActivated: true, category: 'Online' });
  });

  it('keeps the consumer group, and Manual Entry Only finds the services entered by hand', async () => {
    const group = must((await listConsumerGroups()).find((g) => !g.isInactive));
    const day = month.day(20);
    const result = await add({ ...valid, earliestDate: day, latestDate: day, consumerGroupId: group.id });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toMatchObject({ consumerGroupId: group.id, consumerGroup: group.description });
    // A service that came from a draft's export (written by the test helper, not entered by hand) on the same day.
    const [fromDraft] = await createTestServices(1, { earliestDate: day });
    const listOf = async (manualEntryOnly?: boolean) => {
      const page = await api<{ rows: ScheduleRow[] }>('POST', 'schedule', {
        token: tokens.admin,
        body: { mode: 'NotActivated', earliestDate: day, latestDate: day, manualEntryOnly, pageSize: 100 },
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.rows.map((r) => r.serviceId);
    };
    expect((await listOf()).sort((a, b) => a - b)).toEqual(
      [result.body.serviceId, must(fromDraft).id].sort((a, b) => a - b),
    );
    expect(await listOf(true)).toEqual([result.body.serviceId]);
  });
});
