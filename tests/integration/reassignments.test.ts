import type { Reassignment, ReassignmentPage } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/local-stack.ts';
import { createTestServices, type StaffLogin, signInWithMonth, type TestMonth } from '../support/services.ts';
import { createTestWorker, letterTag, must } from '../support/workers.ts';

/*
 * Service reassignments (000 §2.4, §3.4, §4.3): recorded by every merchandiser change of PATCH schedule and PATCH
 * schedule/batch, listed by a window of the services' earliest dates with Yes/No filters and paging, acted once.
 */
const tokens: Record<StaffLogin, string> = { admin: '', am: '', sup: '', merch: '' };
const tag = letterTag();
let month: TestMonth;
let first: number;
let second: number;

type Page = ReassignmentPage & { errors?: unknown };
const list = (query: string, login: StaffLogin = 'admin') =>
  api<Page>('GET', `Schedule/reassignments?${query}`, { token: tokens[login] });
const inMonth = (extra = '') => `fromDate=${month.from}&toDate=${month.to}${extra}`;
const act = (id: number, login: StaffLogin = 'admin') =>
  api<Reassignment & { errors?: unknown }>('POST', `Schedule/reassignments/${id}/act`, { token: tokens[login] });

beforeAll(async () => {
  month = await signInWithMonth(tokens);
  first = await createTestWorker({ code: `reone${tag}`, firstName: 'Re', lastName: `One${tag}`, isMerchandiser: true });
  second = await createTestWorker({
    code: `retwo${tag}`,
    firstName: 'Re',
    lastName: `Two${tag}`,
    isMerchandiser: true,
  });
});

describe('service reassignments', () => {
  it('records a merchandiser change with its flags, lists it and acts it once', async () => {
    const [service] = await createTestServices(1, {
      earliestDate: month.day(5),
      isActivated: true,
      merchandiserId: first,
      merchandiserName: `Re One${tag}`,
    });
    const s = must(service);
    const changed = await api('PATCH', 'schedule', {
      token: tokens.sup,
      body: { serviceId: s.id, merchandiserId: second, markMerchandiserAsTemporary: true, sendBackup: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The same merchandiser again records nothing.
    await api('PATCH', 'schedule', {
      token: tokens.sup,
      body: { serviceId: s.id, merchandiserId: second, markMerchandiserAsTemporary: true, sendBackup: true },
    });

    const page = await list(inMonth(), 'sup');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const mine = page.body.items.filter((r) => r.serviceId === s.id);
    expect(mine).toHaveLength(1);
    const record = must(mine[0]);
    expect(record).toMatchObject({
      serviceId: s.id,
      jobNumber: s.jobNumber,
      storeNumber: s.storeNumber,
      retailerFullName: s.retailerName,
      earliestDate: s.earliestDate,
      latestDate: s.latestDate,
      oldEmployeeId: first,
      oldEmployee: `Re One${tag}`,
      newEmployeeId: second,
      newEmployee: `Re Two${tag}`,
      isTemporary: true,
      sendBackup: true,
      sendSupply: false,
      isActed: false,
    });
    expect(record.modifiedBy.length).toBeGreaterThan(0);

    const acted = await act(record.id, 'am');
    expect(acted.status, JSON.stringify(acted.body)).toBe(200);
    expect(acted.body).toMatchObject({ id: record.id, isActed: true });
    expect(acted.body.actedBy?.length).toBeGreaterThan(0);
    const twice = await act(record.id, 'sup');
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toBe('Already acted');
    expect((await act(999_999_999)).status).toBe(404);
    expect((await act(record.id, 'merch')).status).toBe(403);
    expect((await list(inMonth(), 'merch')).status).toBe(403);
  });

  it('filters Yes/No, pages newest first on the server and reads only the window', async () => {
    const services = await createTestServices(12, { earliestDate: month.day(20), isActivated: true });
    for (const [i, s] of services.entries()) {
      const changed = await api('PATCH', 'schedule', {
        token: tokens.admin,
        body: { serviceId: s.id, merchandiserId: i % 2 === 0 ? first : second, sendSupply: i < 3 },
      });
      expect(changed.status).toBe(200);
    }
    const ids = new Set(services.map((s) => s.id));
    const window = `fromDate=${month.day(20)}&toDate=${month.day(20)}`;
    const all = await list(`${window}&pageSize=100`);
    expect(all.body.totalCount).toBe(12);
    expect(all.body.items.every((r) => ids.has(r.serviceId) && r.oldEmployee === undefined)).toBe(true);
    // Newest first: the last change leads.
    expect(all.body.items[0]?.serviceId).toBe(services[11]?.id);

    const supply = await list(`${window}&sendSupply=true`);
    expect(supply.body.totalCount).toBe(3);
    expect(supply.body.items.every((r) => r.sendSupply)).toBe(true);
    expect((await list(`${window}&sendSupply=false&isTemporary=false&isActed=false`)).body.totalCount).toBe(9);
    expect((await list(`${window}&isTemporary=true`)).body.totalCount).toBe(0);

    const pageTwo = await list(`${window}&pageSize=10&pageNumber=2`);
    expect(pageTwo.body).toMatchObject({ pageNumber: 2, pageSize: 10, totalCount: 12 });
    expect(pageTwo.body.items.map((r) => r.serviceId)).toEqual([services[1]?.id, services[0]?.id]);

    // Another window (the days before) holds none of them; the default window is the current month.
    expect(
      (await list(`fromDate=${month.day(1)}&toDate=${month.day(19)}&pageSize=100`)).body.items.some((r) =>
        ids.has(r.serviceId),
      ),
    ).toBe(false);
    const current = await list('pageSize=100');
    expect(current.status).toBe(200);
    expect(current.body.items.some((r) => ids.has(r.serviceId))).toBe(false);
    expect((await list(`fromDate=${month.to}&toDate=${month.from}`)).status).toBe(400);
    expect((await list(`${window}&pageSize=7`)).status).toBe(400);
  });

  it('records one reassignment per service of a batch merchandiser change', async () => {
    const services = await createTestServices(3, {
      earliestDate: month.day(25),
      isActivated: true,
      merchandiserId: first,
    });
    const result = await api('PATCH', 'schedule/batch', {
      token: tokens.admin,
      body: {
        filter: { mode: 'Open', earliestDate: month.day(25), latestDate: month.day(25) },
        merchandiserId: second,
        sendBackup: true,
      },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const page = await list(`fromDate=${month.day(25)}&toDate=${month.day(25)}`);
    expect(page.body.items.map((r) => r.serviceId).sort()).toEqual(services.map((s) => s.id).sort());
    expect(page.body.items.every((r) => r.oldEmployeeId === first && r.newEmployeeId === second && r.sendBackup)).toBe(
      true,
    );
    expect(new Set(page.body.items.map((r) => r.id)).size).toBe(3);
  });
});
