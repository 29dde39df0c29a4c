import { beforeAll, describe, expect, it } from 'vitest';
import { getService } from '../../functions/data/schedule/schedule.repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { must } from '../support/workers.ts';

/*
 * POST/PUT/DELETE schedule/confirmations/{id} (000 §4.5, §5): a merchandiser confirms only their own services
 * (the demo `merch` login is employee 4), staff any; only live services; dates within earliest..latest.
 */
type Login = 'admin' | 'sup' | 'merch' | 'crm';
const tokens: Record<Login, string> = { admin: '', sup: '', merch: '', crm: '' };
const MERCH = 4;
let month: TestMonth;

type Answer = { estimatedDate?: string | null; errors?: Record<string, string[]> | string };
const confirm = (method: 'POST' | 'PUT' | 'DELETE', id: number, login: Login, estimatedDate?: string | null) =>
  api<Answer>(method, `schedule/confirmations/${id}`, {
    token: tokens[login],
    ...(method === 'DELETE' ? {} : { body: { estimatedDate } }),
  });

beforeAll(async () => {
  for (const login of Object.keys(tokens) as Login[]) tokens[login] = (await signIn(login)).token;
  month = await testMonth();
});

describe('schedule confirmations', () => {
  it('creates, refuses a second create, updates and removes a confirmation of the merchandiser’s own service', async () => {
    const [service] = await createTestServices(1, {
      earliestDate: month.day(3),
      latestDate: month.day(6),
      isActivated: true,
      merchandiserId: MERCH,
    });
    const id = must(service).id;
    expect((await confirm('PUT', id, 'merch', month.day(4))).status).toBe(404);
    expect((await confirm('DELETE', id, 'merch')).status).toBe(404);

    const created = await confirm('POST', id, 'merch', month.day(4));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ estimatedDate: month.day(4) });
    expect((await getService(id))?.confirmation).toMatchObject({ estimatedDate: month.day(4) });
    expect((await confirm('POST', id, 'merch', month.day(5))).status).toBe(409);

    const noDate = await confirm('PUT', id, 'merch', null);
    expect(noDate.status).toBe(200);
    expect(noDate.body).toEqual({ estimatedDate: null });
    expect((await getService(id))?.confirmation?.estimatedDate).toBeNull();
    // Both ends of the range are allowed.
    expect((await confirm('PUT', id, 'merch', month.day(6))).status).toBe(200);
    expect((await confirm('PUT', id, 'merch', month.day(3))).status).toBe(200);

    const removed = await confirm('DELETE', id, 'merch');
    expect(removed.status).toBe(204);
    expect((await getService(id))?.confirmation).toBeUndefined();
    expect((await confirm('DELETE', id, 'merch')).status).toBe(404);
  });

  it('refuses a date outside earliest..latest, naming estimatedDate', async () => {
    const [service] = await createTestServices(1, {
      earliestDate: month.day(10),
      latestDate: month.day(12),
      isActivated: true,
      merchandiserId: MERCH,
    });
    const id = must(service).id;
    for (const date of [month.day(9), month.day(13)]) {
      const refused = await confirm('POST', id, 'merch', date);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        estimatedDate: [`Date must be between ${month.day(10)} and ${month.day(12)}.`],
      });
    }
    expect((await confirm('POST', id, 'merch', 'not a date')).status).toBe(400);
    expect((await getService(id))?.confirmation).toBeUndefined();
  });

  it('hides another merchandiser’s service from a merchandiser; staff confirm any service', async () => {
    const [other] = await createTestServices(1, {
      earliestDate: month.day(14),
      isActivated: true,
      merchandiserId: 5,
    });
    const [unassigned] = await createTestServices(1, { earliestDate: month.day(14), isActivated: true });
    for (const service of [must(other), must(unassigned)]) {
      const hidden = await confirm('POST', service.id, 'merch', null);
      expect(hidden.status).toBe(404);
      expect(hidden.body.errors).toBe(`Service ${service.id} was not found.`);
    }
    expect((await getService(must(other).id))?.confirmation).toBeUndefined();
    expect((await confirm('POST', must(other).id, 'sup', month.day(15))).status).toBe(201);
    expect((await confirm('PUT', must(other).id, 'admin', null)).status).toBe(200);
    expect((await confirm('DELETE', must(other).id, 'sup')).status).toBe(204);
    // Roles without schedule access cannot call it.
    expect((await confirm('POST', must(unassigned).id, 'crm', null)).status).toBe(403);
    expect((await confirm('POST', 999_999_999, 'admin', null)).status).toBe(404);
  });

  it('confirms live services only', async () => {
    const [notActivated] = await createTestServices(1, { earliestDate: month.day(20), merchandiserId: MERCH });
    const [submitted] = await createTestServices(1, {
      earliestDate: month.day(20),
      isActivated: true,
      isSubmitted: true,
      merchandiserId: MERCH,
      confirmation: { estimatedDate: null },
    });
    const first = await confirm('POST', must(notActivated).id, 'admin', null);
    expect(first.status).toBe(400);
    expect(Object.keys(first.body.errors ?? {})).toEqual(['id']);
    expect((await confirm('PUT', must(submitted).id, 'merch', month.day(21))).status).toBe(400);
    expect((await confirm('DELETE', must(submitted).id, 'admin')).status).toBe(400);
  });
});
