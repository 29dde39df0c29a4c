import type { CompletedService } from '@shelfline/shared/contracts/completed-service.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../functions/data/repository.ts';
import { replaceServiceItem, writeServiceTransaction } from '../../functions/data/schedule/schedule.repository.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';

/*
 * GET completedServices/recent (brief §10): one merchandiser's submitted services completed in the last 90 days,
 * newest first; a merchandiser gets only their own; staff must name the merchandiser.
 */
const tokens: Record<'admin' | 'merch', string> = { admin: '', merch: '' };
const MERCH = 4;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

type Answer = CompletedService[] & { errors?: Record<string, string[]> };

/** Services of merchandiser `id` started `startedDaysAgo`, submitted as completed `completedDaysAgo`. */
async function completed(id: number, startedDaysAgo: number, completedDaysAgo: number | undefined) {
  const [service] = await createTestServices(1, {
    earliestDate: daysAgo(startedDaysAgo),
    isActivated: true,
    merchandiserId: id,
  });
  if (!service) throw new Error('no service');
  if (completedDaysAgo === undefined) return service;
  const after = { ...service, isSubmitted: true, isSaved: true, completedDate: daysAgo(completedDaysAgo) };
  await writeServiceTransaction(
    [
      replaceServiceItem(
        { ...service, createdAt: '', createdBy: 'test', modifiedAt: '', modifiedBy: 'test' },
        after,
        'test',
        new Date().toISOString(),
      ),
    ],
    [service.id],
    [{ before: service, after }],
  );
  return after;
}

beforeAll(async () => {
  await signInAll(tokens);
});

describe('completedServices/recent', () => {
  it('lists a merchandiser’s submitted services of the last 90 days, newest first', async () => {
    const merchandiser = 900_000 + (await nextId('testMerchandiser'));
    const recent = await completed(merchandiser, 20, 10);
    const newest = await completed(merchandiser, 5, 2);
    await completed(merchandiser, 110, 100); // completed too long ago
    await completed(merchandiser, 3, undefined); // not submitted
    const list = await api<Answer>('GET', `completedServices/recent?merchandiserId=${merchandiser}`, {
      token: tokens.admin,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body).toEqual([
      { serviceID: newest.id, jobNumber: newest.jobNumber, storeNumber: newest.storeNumber, completedDate: daysAgo(2) },
      {
        serviceID: recent.id,
        jobNumber: recent.jobNumber,
        storeNumber: recent.storeNumber,
        completedDate: daysAgo(10),
      },
    ]);
    // chargeId is accepted; misc charges come with invoicing, so it adds nothing yet.
    const withCharge = await api<Answer>('GET', `completedServices/recent?merchandiserId=${merchandiser}&chargeId=5`, {
      token: tokens.admin,
    });
    expect(withCharge.body).toEqual(list.body);
  });

  it('asks staff to choose a merchandiser and gives a merchandiser only their own', async () => {
    const refused = await api<Answer>('GET', 'completedServices/recent', { token: tokens.admin });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ merchandiserId: ['Choose a merchandiser.'] });

    const other = 900_000 + (await nextId('testMerchandiser'));
    const foreign = await completed(other, 4, 1);
    const own = await completed(MERCH, 4, 1);
    const list = await api<Answer>('GET', `completedServices/recent?merchandiserId=${other}`, { token: tokens.merch });
    expect(list.status).toBe(200);
    const ids = list.body.map((s) => s.serviceID);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
  });
});
