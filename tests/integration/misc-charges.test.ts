import type { CompletedService } from '@shelfline/shared/contracts/completed-service.contract';
import type { MiscChargeRatesFields, MiscChargeRow } from '@shelfline/shared/contracts/misc-charge.contract';
import { kmRate } from '@shelfline/shared/misc-charge-math';
import { centsToAmount, lineCents } from '@shelfline/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLinesOf, findMiscCharge, miscCharges } from '../../functions/data/money/misc-charges.repository.ts';
import { replaceServiceItem, writeServiceTransaction } from '../../functions/data/schedule/schedule.repository.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * The misc charges family (brief §2.2): list with the invoicing filters and the 90-day rule, create / read / edit /
 * approve / deny / delete with who may do what, the server's amounts (km threshold, time, continuity, printing,
 * typed), the state machine, stale versions and invoiced charges; the worker's rates; completedServices with
 * chargeId; a misc charge type in use.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const MERCH = 4;
const AM = 2;
const TRAVEL = 1;
const OTHER = 2;
const PARKING = 3;
const PRINTING = 4;

type Errors = { errors: Record<string, string[]> | string };
type Row = MiscChargeRow & Errors;

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

let month: TestMonth;
/** A worker of this file, not supervised by `sup`, with travel rates of their own. */
let outsider: number;
let merchServices: number[];
let outsiderServices: number[];

const post = (token: string, body: Record<string, unknown>) => api<Row>('POST', 'miscCharges', { token, body });
const put = (token: string, id: number, body: Record<string, unknown>) =>
  api<Row>('PUT', `miscCharges/${id}`, { token, body });
const read = (token: string, id: number) => api<Row>('GET', `miscCharges/${id}`, { token });
const ratesOf = async (employeeId: number) =>
  (
    await api<MiscChargeRatesFields>('GET', `MiscCharges/rates?employeeId=${employeeId}&jobIds=1,2`, {
      token: tokens.admin,
    })
  ).body;
const list = (token: string, query: string) => api<Row[] & Errors>('GET', `miscCharges?${query}`, { token });

/**
 * Runs `check` with the rates read before it, again while they changed meanwhile: misc-charge-types.test.ts, which may
 * run beside this file, replaces the company rates for a moment.
 */
async function withStableRates(employeeId: number, check: (rates: MiscChargeRatesFields) => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    const before = await ratesOf(employeeId);
    try {
      await check(before);
      return;
    } catch (error) {
      const after = await ratesOf(employeeId);
      if (attempt >= 5 || JSON.stringify(after) === JSON.stringify(before)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** What the modal sends back when editing `row` (the GET's fields), changed by `change`. */
const editOf = (row: MiscChargeRow, change: Record<string, unknown> = {}) => ({ ...row, ...change });

beforeAll(async () => {
  await signInAll(tokens);
  month = await testMonth();
  outsider = await createTestWorker({
    code: `Misc${letterTag()}`,
    firstName: 'Mona',
    lastName: 'Outsider',
    isMerchandiser: true,
    supervisorId: 1,
    travelLowKmRate: 0.7,
    travelHighKmRate: 0.3,
    travelPerHourRate: 21,
  });
  const submitted = { earliestDate: month.day(3), isActivated: true, isSubmitted: true };
  merchServices = (await createTestServices(3, { ...submitted, merchandiserId: MERCH, acctManagerId: AM })).map(
    (s) => s.id,
  );
  outsiderServices = (await createTestServices(2, { ...submitted, merchandiserId: outsider })).map((s) => s.id);
});

describe('misc charges: amounts computed by the server', () => {
  it('pays the whole distance at the low rate below the threshold and at the high rate from it on', async () =>
    withStableRates(outsider, async (rates) => {
      expect(rates).toMatchObject({ travelLowKmRate: 0.7, travelHighKmRate: 0.3, travelPerHourRate: 21 });
      const below = Math.max(rates.travelHighLowKmThreshold - 1, 0);
      const at = rates.travelHighLowKmThreshold;
      for (const km of [below, at]) {
        const created = await post(tokens.admin, {
          merchandiserId: outsider,
          miscChargeId: TRAVEL,
          travelChargeTypeId: 1,
          units: km,
          amount: 999.99, // ignored: Km Only is computed
          serviceIds: [outsiderServices[0]],
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const rate = kmRate(km, rates);
        expect(created.body).toMatchObject({
          merchandiserId: outsider,
          description: `Travel - ${km} km`,
          travelChargeTypeId: 1,
          travelChargeType: 'Km Only',
          units: km,
          miscChargeRate: rate,
          amount: centsToAmount(lineCents(rate, km, 0)),
          approvalStatus: 0,
          isNoJobs: false,
          dateEntered: today,
        });
      }
      // the worker's own rates: 0.70 below the company threshold, 0.30 from it on
      expect([kmRate(below, rates), kmRate(at, rates)]).toEqual([0.7, 0.3]);
    }));

  it('computes time, continuity and printing, and takes typed amounts only for flat, parking and other', async () =>
    withStableRates(outsider, async (rates) => {
      const base = { merchandiserId: outsider, serviceIds: outsiderServices };
      const time = await post(tokens.admin, { ...base, miscChargeId: TRAVEL, travelChargeTypeId: 2, units: 3 });
      expect(time.body).toMatchObject({
        description: 'Travel - 3 hr',
        units: 3,
        billableHours: 3,
        amount: centsToAmount(lineCents(21, 3, 0)),
      });
      const continuity = await post(tokens.admin, { ...base, miscChargeId: TRAVEL, travelChargeTypeId: 4, units: 9 });
      expect(continuity.body).toMatchObject({
        description: 'Travel - Continuity',
        units: 2, // the number of services, whatever units says
        amount: centsToAmount(lineCents(rates.travelContinuity, 2, 0)),
      });
      const printing = await post(tokens.admin, { ...base, miscChargeId: PRINTING, units: 250, amount: 1 });
      expect(printing.body).toMatchObject({
        description: 'Printing',
        units: 250,
        amount: centsToAmount(lineCents(rates.printPerPageRate, 250, 0)),
      });
      const flat = await post(tokens.admin, { ...base, miscChargeId: TRAVEL, travelChargeTypeId: 3, amount: 42.5 });
      expect(flat.body).toMatchObject({ description: 'Travel - Flat', amount: 42.5, units: null, miscChargeRate: 0 });
      const parking = await post(tokens.admin, { ...base, miscChargeId: PARKING, amount: 12.25, comments: 'Lot B' });
      expect(parking.body).toMatchObject({ description: 'Parking', amount: 12.25, comments: 'Lot B' });
      expect(parking.body.jobIds.length).toBeGreaterThan(0);
      expect(parking.body.allJobs).not.toBe('');
    }));

  it('refuses what the form would refuse, naming the field', async () => {
    const base = { merchandiserId: outsider, serviceIds: [outsiderServices[0]] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, miscChargeId: PARKING }, 'amount'],
      [{ ...base, miscChargeId: PARKING, amount: -1 }, 'amount'],
      [{ ...base, miscChargeId: PARKING, amount: 1.005 }, 'amount'],
      [{ ...base, miscChargeId: TRAVEL, units: 10 }, 'travelChargeTypeId'],
      [{ ...base, miscChargeId: TRAVEL, travelChargeTypeId: 1 }, 'units'],
      [{ ...base, miscChargeId: TRAVEL, travelChargeTypeId: 1, units: 1.5 }, 'units'],
      [{ ...base, amount: 1 }, 'miscChargeId'],
      [{ merchandiserId: outsider, miscChargeId: PARKING, amount: 1 }, 'serviceIds'],
      [{ ...base, miscChargeId: PARKING, amount: 1, isNoJobs: true }, 'serviceIds'],
      [{ ...base, miscChargeId: PARKING, amount: 1, serviceIds: [merchServices[0]] }, 'serviceIds'],
      [{ serviceIds: base.serviceIds, miscChargeId: PARKING, amount: 1 }, 'merchandiserId'],
      [{ ...base, miscChargeId: 5, amount: 1 }, 'miscChargeId'], // Training Day is inactive
      [{ ...base, miscChargeId: PARKING, amount: 1, approvalStatus: 2 }, 'approvalStatus'],
    ];
    for (const [body, field] of cases) {
      const refused = await post(tokens.admin, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    // a service that is not submitted is not the merchandiser's to charge
    const [open] = await createTestServices(1, {
      earliestDate: month.day(5),
      isActivated: true,
      merchandiserId: outsider,
    });
    const notSubmitted = await post(tokens.admin, {
      ...base,
      miscChargeId: PARKING,
      amount: 1,
      serviceIds: [open?.id],
    });
    expect(Object.keys(notSubmitted.body.errors)).toEqual(['serviceIds']);
  });
});

describe('misc charges: who may do what', () => {
  it('gives a merchandiser their own charges whatever merchandiserId says, and 404 for another worker’s', async () => {
    const own = await post(tokens.merch, {
      merchandiserId: outsider,
      miscChargeId: OTHER,
      amount: 5,
      isNoJobs: true,
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ merchandiserId: MERCH, isNoJobs: true, jobIds: [], allJobs: '' });

    const theirs = await post(tokens.admin, {
      merchandiserId: outsider,
      miscChargeId: OTHER,
      amount: 5,
      isNoJobs: true,
    });
    expect((await read(tokens.merch, theirs.body.chargeId)).status).toBe(404);
    expect((await put(tokens.merch, theirs.body.chargeId, editOf(theirs.body, { amount: 1 }))).status).toBe(404);
    expect((await api('DELETE', `miscCharges/${theirs.body.chargeId}`, { token: tokens.merch })).status).toBe(404);
    expect((await read(tokens.sup, theirs.body.chargeId)).status).toBe(404); // not sup's team
    expect((await read(tokens.am, theirs.body.chargeId)).status).toBe(404); // no service of am's

    // the merchandiser's list holds only their own, even when asking for another worker
    const mine = await list(tokens.merch, `fromDate=${today}&toDate=${today}&merchandiserId=${outsider}`);
    expect(mine.status).toBe(200);
    expect(mine.body.every((c) => c.merchandiserId === MERCH)).toBe(true);
    expect(mine.body.some((c) => c.chargeId === own.body.chargeId)).toBe(true);
    // a merchandiser reads their own rates whatever employeeId says
    const rates = await api<MiscChargeRatesFields>('GET', `MiscCharges/rates?employeeId=${outsider}`, {
      token: tokens.merch,
    });
    expect(rates.body.travelLowKmRate).not.toBe(0.7);
    expect((await api('GET', `MiscCharges/rates?employeeId=${outsider}`, { token: tokens.sup })).status).toBe(404);
    // a service charge id is not a misc charge
    expect((await read(tokens.admin, 0x7fffffff)).status).toBe(404);
  });

  it('lets a merchandiser edit until approved (back to Not Approved Yet) but never approve; supervisors approve their team', async () => {
    const created = await post(tokens.merch, {
      miscChargeId: TRAVEL,
      travelChargeTypeId: 3,
      amount: 20,
      serviceIds: [merchServices[0]],
    });
    expect(created.status).toBe(201);
    const id = created.body.chargeId;
    const approve = await put(tokens.merch, id, editOf(created.body, { approvalStatus: 2 }));
    expect(approve.status).toBe(403);

    const denied = await put(tokens.sup, id, editOf(created.body, { approvalStatus: 3 }));
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    expect(denied.body).toMatchObject({ approvalStatus: 3, version: 2 });
    // the merchandiser changes it: it needs approval again
    const edited = await put(tokens.merch, id, editOf(denied.body, { amount: 25 }));
    expect(edited.body).toMatchObject({ approvalStatus: 0, amount: 25, version: 3 });

    const approved = await put(tokens.sup, id, editOf(edited.body, { approvalStatus: 2 }));
    expect(approved.body).toMatchObject({ approvalStatus: 2 });
    // approved: sending the status back is an edit that keeps it; the merchandiser can neither change nor delete it
    const kept = await put(tokens.admin, id, editOf(approved.body, { approvalStatus: 2, comments: 'ok' }));
    expect(kept.body).toMatchObject({ approvalStatus: 2, comments: 'ok' });
    expect((await put(tokens.merch, id, editOf(kept.body, { amount: 30 }))).status).toBe(409);
    expect((await api('DELETE', `miscCharges/${id}`, { token: tokens.merch })).status).toBe(409);
    // a stale version is refused
    const stale = await put(tokens.admin, id, editOf(created.body, { amount: 26 }));
    expect(stale.status).toBe(409);
    // Deny from approved is allowed; Approve again from rejected too
    const rejected = await put(tokens.admin, id, editOf(kept.body, { approvalStatus: 3 }));
    expect(rejected.body.approvalStatus).toBe(3);
    expect((await put(tokens.admin, id, editOf(rejected.body, { approvalStatus: 1 }))).status).toBe(409);
    expect((await put(tokens.admin, id, editOf(rejected.body, { approvalStatus: 0 }))).status).toBe(409);
  });

  it('lets a supervisor create and delete for their team only (404 for another worker)', async () => {
    const body = { miscChargeId: OTHER, amount: 6, isNoJobs: true };
    expect((await post(tokens.sup, { ...body, merchandiserId: outsider })).status).toBe(404);
    const forTeam = await post(tokens.sup, { ...body, merchandiserId: MERCH });
    expect(forTeam.status).toBe(201);
    expect(forTeam.body.merchandiserId).toBe(MERCH);
    expect((await api('DELETE', `miscCharges/${forTeam.body.chargeId}`, { token: tokens.sup })).status).toBe(204);
    expect((await read(tokens.admin, forTeam.body.chargeId)).status).toBe(404);
  });

  it('lets account managers list and delete charges of their services, not create or edit them', async () => {
    const created = await post(tokens.admin, {
      merchandiserId: MERCH,
      miscChargeId: PARKING,
      amount: 8,
      serviceIds: [merchServices[1]],
    });
    expect(
      (await post(tokens.am, { merchandiserId: MERCH, miscChargeId: PARKING, amount: 8, isNoJobs: true })).status,
    ).toBe(403);
    expect((await put(tokens.am, created.body.chargeId, editOf(created.body))).status).toBe(403);
    const seen = await list(tokens.am, `fromDate=${today}&toDate=${today}&status=0`);
    expect(seen.body.some((c) => c.chargeId === created.body.chargeId)).toBe(true);
    expect(seen.body.every((c) => c.approvalStatus === 0)).toBe(true);
    expect((await read(tokens.am, created.body.chargeId)).status).toBe(200);
    expect((await api('DELETE', `miscCharges/${created.body.chargeId}`, { token: tokens.am })).status).toBe(204);
    expect((await read(tokens.admin, created.body.chargeId)).status).toBe(404);
  });

  it('refuses to change, approve or delete an invoiced charge (409)', async () => {
    const created = await post(tokens.admin, {
      merchandiserId: outsider,
      miscChargeId: OTHER,
      amount: 3,
      isNoJobs: true,
    });
    const stored = await findMiscCharge(created.body.chargeId);
    if (!stored) throw new Error('not stored');
    await miscCharges.replace({ ...stored, invoiceId: 999_001, invoiceNum: 77 }, stored.version, 'test');
    const current = (await read(tokens.admin, created.body.chargeId)).body;
    expect(current.invoiceNum).toBe(77);
    expect((await put(tokens.admin, current.chargeId, editOf(current, { amount: 4 }))).status).toBe(409);
    expect((await put(tokens.admin, current.chargeId, editOf(current, { approvalStatus: 2 }))).status).toBe(409);
    expect((await put(tokens.admin, current.chargeId, editOf(current, { approvalStatus: 3 }))).status).toBe(409);
    expect((await api('DELETE', `miscCharges/${current.chargeId}`, { token: tokens.admin })).status).toBe(409);
  });
});

describe('misc charges: the list', () => {
  it('enforces the 90-day From Date for non-admins and filters by status, job and merchandiser', async () => {
    const old = await list(tokens.sup, `fromDate=${daysAgo(91)}&toDate=${today}`);
    expect(old.status).toBe(400);
    expect(Object.keys(old.body.errors)).toEqual(['fromDate']);
    expect((await list(tokens.merch, `fromDate=${daysAgo(120)}`)).status).toBe(400);
    expect((await list(tokens.admin, `fromDate=${daysAgo(200)}&toDate=${today}`)).status).toBe(200);

    const created = await post(tokens.admin, {
      merchandiserId: MERCH,
      miscChargeId: PARKING,
      amount: 2,
      serviceIds: [merchServices[2]],
    });
    const jobId = created.body.jobIds[0];
    const byJob = await list(tokens.admin, `fromDate=${today}&toDate=${today}&jobId=${jobId}&merchandiserId=${MERCH}`);
    expect(byJob.body.some((c) => c.chargeId === created.body.chargeId)).toBe(true);
    expect(byJob.body.every((c) => c.jobIds.includes(jobId as number) && c.merchandiserId === MERCH)).toBe(true);
    const approvedOnly = await list(tokens.admin, `fromDate=${today}&toDate=${today}&status=4`);
    expect(approvedOnly.body.some((c) => c.chargeId === created.body.chargeId)).toBe(false);
    const byAm = await list(tokens.admin, `fromDate=${today}&toDate=${today}&accountManagerId=${AM}`);
    expect(byAm.body.some((c) => c.chargeId === created.body.chargeId)).toBe(true);
    // sup sees merch (their team) but not the outsider
    const team = await list(tokens.sup, `fromDate=${today}&toDate=${today}`);
    expect(team.body.some((c) => c.chargeId === created.body.chargeId)).toBe(true);
    expect(team.body.some((c) => c.merchandiserId === outsider)).toBe(false);
  });
});

describe('completedServices/recent with chargeId', () => {
  it('adds the services of the merchandiser’s charge even when older, and nothing for another worker’s charge', async () => {
    const created = await post(tokens.admin, {
      merchandiserId: outsider,
      miscChargeId: PARKING,
      amount: 1,
      serviceIds: outsiderServices,
    });
    const url = (merchandiserId: number) =>
      `completedServices/recent?merchandiserId=${merchandiserId}&chargeId=${created.body.chargeId}`;
    const withCharge = await api<CompletedService[]>('GET', url(outsider), { token: tokens.admin });
    expect(withCharge.body.map((s) => s.serviceID).sort()).toEqual([...outsiderServices].sort());
    const other = await api<CompletedService[]>('GET', url(MERCH), { token: tokens.admin });
    expect(other.body.some((s) => outsiderServices.includes(s.serviceID))).toBe(false);
  });
});

describe('services a worker helped on', () => {
  it('are listed for the misc charge form and may be charged', async () => {
    const [helped] = await createTestServices(1, {
      earliestDate: daysAgo(6),
      isActivated: true,
      merchandiserId: MERCH,
      helpers: [{ id: outsider, name: 'Mona Outsider', isTemporary: false }],
    });
    if (!helped) throw new Error('no service');
    const after = { ...helped, isSubmitted: true, completedDate: daysAgo(5) };
    const stored = { ...helped, createdAt: '', createdBy: 'test', modifiedAt: '', modifiedBy: 'test' };
    const change = replaceServiceItem(stored, after, 'test', new Date().toISOString());
    await writeServiceTransaction([change], [helped.id], [{ before: helped, after }]);

    const listed = await api<CompletedService[]>('GET', `completedServices/recent?merchandiserId=${outsider}`, {
      token: tokens.admin,
    });
    expect(listed.body.map((s) => s.serviceID)).toContain(helped.id);
    const charged = await post(tokens.admin, {
      merchandiserId: outsider,
      miscChargeId: PARKING,
      amount: 4,
      serviceIds: [helped.id],
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(201);
  });
});

describe('customer billing of approved misc charges', () => {
  it('bills an approved Customer Billing charge once, split over its jobs, and takes the lines back on deny', async () => {
    const created = await post(tokens.admin, {
      merchandiserId: outsider,
      miscChargeId: PARKING,
      amount: 10.01,
      serviceIds: outsiderServices,
    });
    const jobs = created.body.jobIds;
    const approved = await put(tokens.admin, created.body.chargeId, editOf(created.body, { approvalStatus: 2 }));
    expect(approved.status).toBe(200);
    const stored = await findMiscCharge(created.body.chargeId);
    const lines = await customerLinesOf(stored?.customerChargeIds ?? []);
    expect(lines.map((l) => l.jobId)).toEqual(jobs);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(1001);
    if (jobs.length === 2) expect(lines.map((l) => l.amountCents)).toEqual([501, 500]);
    expect(lines.every((l) => l.source.startsWith(`M${created.body.chargeId}#`) && l.serviceType === 'Parking')).toBe(
      true,
    );
    // an edit that keeps the status keeps the lines
    const again = await put(tokens.admin, created.body.chargeId, editOf(approved.body, { comments: 'kept' }));
    expect((await findMiscCharge(created.body.chargeId))?.customerChargeIds).toEqual(stored?.customerChargeIds);
    const denied = await put(tokens.admin, created.body.chargeId, editOf(again.body, { approvalStatus: 3 }));
    expect(denied.body.approvalStatus).toBe(3);
    expect((await findMiscCharge(created.body.chargeId))?.customerChargeIds).toBeUndefined();
    expect(await customerLinesOf(stored?.customerChargeIds ?? [])).toEqual([]);

    // approved again: billed again; deleting the charge takes its lines with it
    const reapproved = await put(tokens.admin, created.body.chargeId, editOf(denied.body, { approvalStatus: 2 }));
    const billedAgain = (await findMiscCharge(created.body.chargeId))?.customerChargeIds ?? [];
    expect(reapproved.body.approvalStatus).toBe(2);
    expect(billedAgain.length).toBe(jobs.length);
    expect((await api('DELETE', `miscCharges/${created.body.chargeId}`, { token: tokens.admin })).status).toBe(204);
    expect(await customerLinesOf(billedAgain)).toEqual([]);
  });
});

describe('misc charge type in use', () => {
  it('refuses to delete a type misc charges use (409 naming the count)', async () => {
    const type = await api<{ id: number; name: string }>('POST', 'miscChargeTypes', {
      token: tokens.admin,
      body: { name: `Tolls ${letterTag()}`, isEmployeeInvoicing: true },
    });
    for (const amount of [1, 2])
      expect(
        (await post(tokens.admin, { merchandiserId: outsider, miscChargeId: type.body.id, amount, isNoJobs: true }))
          .status,
      ).toBe(201);
    const refused = await api<Errors>('DELETE', `miscChargeTypes/${type.body.id}`, { token: tokens.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(`${type.body.name} is used by 2 misc charges. Make it inactive instead.`);
  });
});
