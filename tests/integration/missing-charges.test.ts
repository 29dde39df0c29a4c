import type {
  CreateMissingChargesResult,
  MissingClientCharge,
  MissingMerchandiserCharge,
} from '@shelfline/shared/contracts/missing-charges.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { merchandiserCharges } from '../../functions/data/money/charges.repository.ts';
import { customerCharges } from '../../functions/data/money/customer-invoices.repository.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { defaultFromDate } from '../../functions/domain/money/missing-charges/window.ts';
import { doneService } from '../support/charge-fixtures.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import type { TestServiceOptions } from '../support/services.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * The missingcharges family over HTTP (002 §7; brief §2.6, A31): both lists over fromDate..today, both creations
 * (idempotent: repeats count existing charges), validation and the admin-only access. Lists cover every service of
 * the window, so the tests look only at their own services (done yesterday, by a worker of this file).
 */

type Errors = { errors: Record<string, string[]> | string };
type List<T> = { fromDate: string; items: T[] } & Errors;
type Created = CreateMissingChargesResult & Errors;

let admin: string;
let am: string;
let merch: string;
let worker: number;
const yesterday = addDays(todayIso(), -1);

beforeAll(async () => {
  [admin, am, merch] = await tokensOf('admin', 'am', 'merch');
  const tag = letterTag();
  worker = await createTestWorker({
    code: `Miss${tag}`,
    firstName: 'Mia',
    lastName: `Missing${tag}`,
    hourlyRate: 21,
    isMerchandiser: true,
  });
});

/** A service of this file's worker done yesterday: submitted with a report (hours 2.5), or as `options` say. */
const done = (options: Partial<TestServiceOptions> = {}, changes: Partial<Service> = {}) =>
  doneService(yesterday, { merchandiserId: worker, merchandiserName: 'Mia Missing', ...options }, changes);
const submitted = () => done({}, { completedDate: yesterday, reportedHours: 2.5 });

const listMerchandiser = (fromDate = yesterday, token = admin) =>
  api<List<MissingMerchandiserCharge>>('GET', `missingCharges/merchandiser?fromDate=${fromDate}`, { token });
const listClient = (fromDate = yesterday, token = admin) =>
  api<List<MissingClientCharge>>('GET', `missingCharges/client?fromDate=${fromDate}`, { token });
const createMerchandiser = (serviceIds: unknown, token = admin) =>
  api<Created>('POST', 'missingCharges/merchandiser', { token, body: { serviceIds } });
const createClient = (chargeIds: unknown, token = admin) =>
  api<Created>('POST', 'missingCharges/client', { token, body: { chargeIds } });

describe('missingCharges', () => {
  it('is for admins only', async () => {
    for (const token of [am, merch]) {
      expect((await listMerchandiser(yesterday, token)).status).toBe(403);
      expect((await listClient(yesterday, token)).status).toBe(403);
      expect((await createMerchandiser([1], token)).status).toBe(403);
      expect((await createClient([1], token)).status).toBe(403);
    }
  });

  it('validates the date and the selection (400 naming the field)', async () => {
    const badDate = await listMerchandiser('2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors).toHaveProperty('fromDate');
    const none = await createMerchandiser([]);
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('serviceIds');
    const notIds = await createClient(['x']);
    expect(notIds.status).toBe(400);
  });

  it('starts at the first day of the previous month by default', async () => {
    const answer = await api<List<MissingMerchandiserCharge>>('GET', 'missingCharges/merchandiser', { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.fromDate).toBe(defaultFromDate());
    expect(defaultFromDate('2026-01-15')).toBe('2025-12-01');
  });

  it('lists completed services without a charge and creates them, idempotently', async () => {
    const a = await submitted();
    const manual = await done({ isSubmitted: false, category: 'Manual' });
    const charged = await submitted();
    await chargeService(charged.id, 'test');
    const notActivated = await done({ isSubmitted: false, isActivated: false, category: 'Manual' });
    const mine = new Set([a.id, manual.id, charged.id, notActivated.id]);

    const listed = await listMerchandiser();
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const rows = listed.body.items.filter((r) => mine.has(r.serviceId));
    expect(rows.map((r) => r.serviceId).sort()).toEqual([a.id, manual.id].sort());
    expect(rows.find((r) => r.serviceId === a.id)).toMatchObject({
      merchandiserId: worker,
      completedDate: yesterday,
      hours: 2.5,
      hourlyRate: 21,
      isSubmitted: true,
      isExported: false,
    });
    expect(rows.find((r) => r.serviceId === manual.id)).toMatchObject({ isSubmitted: false, hours: 2 });

    const made = await createMerchandiser([a.id, manual.id, charged.id, notActivated.id]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ created: 2, existing: 1, remaining: [] });
    expect(made.body.refused.map((r) => r.id)).toEqual([notActivated.id]);
    const again = await createMerchandiser([a.id, manual.id]);
    expect(again.body).toMatchObject({ created: 0, existing: 2, refused: [] });

    const after = await listMerchandiser();
    expect(after.body.items.filter((r) => mine.has(r.serviceId))).toEqual([]);
  });

  it('lists charges whose client charge was deleted and builds a new one, idempotently', async () => {
    const service = await submitted();
    const { created } = await chargeService(service.id, 'test');
    const charge = await merchandiserCharges.getOrThrow(created[0] as number);
    const line = await customerCharges.getOrThrow(charge.customerChargeId as number);
    await customerCharges.replace({ ...line, isDeleted: true }, line.version, 'test');

    const listed = await listClient();
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items.find((r) => r.chargeId === charge.id)).toMatchObject({
      serviceId: service.id,
      isDeleted: true,
      isInvoiced: false,
      hours: 2.5,
    });

    const made = await createClient([charge.id]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ created: 1, existing: 0, refused: [], remaining: [] });
    expect((await createClient([charge.id])).body).toMatchObject({ created: 0, existing: 1 });

    const pointed = await merchandiserCharges.getOrThrow(charge.id);
    const rebuilt = await customerCharges.getOrThrow(pointed.customerChargeId as number);
    expect(rebuilt).toMatchObject({ source: `C${charge.id}#D${line.id}`, amountCents: line.amountCents });
    expect(rebuilt.isDeleted).toBeUndefined();
    expect((await listClient()).body.items.some((r) => r.chargeId === charge.id)).toBe(false);
  });

  it('refuses unknown charges without failing the others', async () => {
    const made = await createClient([999_999_999]);
    expect(made.status).toBe(200);
    expect(made.body.refused).toEqual([{ id: 999_999_999, message: 'Charge 999999999 was not found.' }]);
  });
});
