import type { MapView } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { StoreEntity } from '../../functions/data/entities/store.entity.ts';
import { batchGetByIds } from '../../functions/data/master-data/master-data.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';

/*
 * POST map/view (000 §7.5, docs/decisions.md#api): the filtered services grouped by store and merchandiser, with the
 * store's and the merchandiser's coordinates. Services of this file's own month (tests/support/services.ts).
 */
type Stored = Service & { version: number };
const tokens: Record<'admin' | 'merch' | 'crm', string> = { admin: '', merch: '', crm: '' };
let month: TestMonth;
/** Submitted, merch 4 (stores 0, 1, 2 of the stock); submitted, merch 4 (store 0 again); submitted, nobody
 * (store 0); open, merch 4. */
let first: Stored[];
let second: Stored[];
let nobody: Stored[];
let open: Stored[];

async function view(body: Record<string, unknown>, token = tokens.admin) {
  const result = await api<MapView>('POST', 'map/view', {
    token,
    body: { earliestDate: month.from, latestDate: month.to, ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

beforeAll(async () => {
  for (const code of ['admin', 'merch', 'crm'] as const) tokens[code] = (await signIn(code)).token;
  month = await testMonth();
  const submitted = { isActivated: true, isSubmitted: true };
  [first, second, nobody, open] = await Promise.all([
    createTestServices(3, { earliestDate: month.day(3), merchandiserId: 4, ...submitted }),
    createTestServices(1, { earliestDate: month.day(9), merchandiserId: 4, ...submitted }),
    createTestServices(1, { earliestDate: month.day(10), ...submitted }),
    createTestServices(2, { earliestDate: month.day(12), merchandiserId: 4, isActivated: true }),
  ]);
});

describe('POST map/view', () => {
  it('groups the filtered services by store and merchandiser with their coordinates', async () => {
    const result = await view({ mode: 'Submitted' });
    expect(result.totalFilteredRecords).toBe(5);
    const storeId = first[0]?.storeId ?? 0;
    const [stores, cards] = await Promise.all([batchGetByIds(StoreEntity, [storeId]), readWorkerDirectory()]);
    const store = stores.get(storeId);
    const merch = cards.find((c) => c.id === 4);

    const withMerch = result.rows.find((r) => r.storeMapModel.id === storeId && r.employeeMapModel?.id === 4);
    expect(withMerch?.serviceIds).toEqual([first[0]?.id ?? 0, second[0]?.id ?? 0].sort((a, b) => a - b));
    expect(withMerch?.jobNumbers).toEqual(
      [...new Set([first[0]?.jobNumber, second[0]?.jobNumber])].sort((a, b) =>
        String(a).localeCompare(String(b), 'en-CA'),
      ),
    );
    expect(withMerch?.storeMapModel).toEqual({
      id: storeId,
      name: `${first[0]?.retailerName} ${first[0]?.storeNumber} - ${store?.name}`,
      geoLocation: `${store?.city}, ${store?.province}`,
      latitude: store?.latitude,
      longitude: store?.longitude,
    });
    expect(withMerch?.employeeMapModel).toEqual({
      id: 4,
      firstName: merch?.firstName,
      lastName: merch?.lastName,
      name: `${merch?.firstName} ${merch?.lastName}`,
      email: merch?.email ?? '',
      geoLocation: `${merch?.city}, ${merch?.province}`,
      latitude: merch?.latitude,
      longitude: merch?.longitude,
    });
    const withoutMerch = result.rows.find((r) => r.storeMapModel.id === storeId && r.employeeMapModel === null);
    expect(withoutMerch?.serviceIds).toEqual([nobody[0]?.id]);
    expect(result.rows.flatMap((r) => r.serviceIds).sort((a, b) => a - b)).toEqual(
      [...first, ...second, ...nobody].map((s) => s.id).sort((a, b) => a - b),
    );
  });

  it('follows the mode and the filters', async () => {
    const result = await view({ mode: 'Open' });
    expect(result.rows.flatMap((r) => r.serviceIds).sort((a, b) => a - b)).toEqual(open.map((s) => s.id));
    const none = await view({ mode: 'Submitted', exceptions: ['NoMerchandiser'] });
    expect(none.rows.flatMap((r) => r.serviceIds)).toEqual(nobody.map((s) => s.id));
  });

  it('shows a merchandiser only their own submitted services, whatever mode was sent', async () => {
    const result = await view({ mode: 'Open' }, tokens.merch);
    expect(result.totalFilteredRecords).toBe(4);
    expect(result.rows.flatMap((r) => r.serviceIds).sort((a, b) => a - b)).toEqual(
      [...first, ...second].map((s) => s.id).sort((a, b) => a - b),
    );
    expect(result.rows.every((r) => r.employeeMapModel?.id === 4)).toBe(true);
  });

  it('keeps other roles out', async () => {
    const refused = await api('POST', 'map/view', { token: tokens.crm, body: { mode: 'Submitted' } });
    expect(refused.status).toBe(403);
  });
});
