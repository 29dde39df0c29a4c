import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import type {
  ApproveChargesResult,
  MerchandiserChargeRow,
  MerchandiserCharge as MerchandiserChargeView,
  MerchandiserInvoice,
  SubmittedInvoice,
} from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { inLanes } from '../../functions/common/in-lanes.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { getCharges } from '../../functions/data/money/charges.repository.ts';
import {
  buildingInvoiceIdOf,
  claimCharge,
  merchandiserInvoices,
} from '../../functions/data/money/merchandiser-invoices.repository.ts';
import { miscCharges } from '../../functions/data/money/misc-charges.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import {
  getService,
  replaceServiceItem,
  writeServiceTransaction,
} from '../../functions/data/schedule/schedule.repository.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { createTestWorker, DEMO_SUPERVISOR_ID, letterTag } from '../support/workers.ts';

/*
 * The merchandiserinvoicing family over HTTP (002 §2, §7; brief §2.3): the Charges tab's scoping (merchandiser own,
 * supervisor team, account manager managed services, admin filters), the 90-day rule, bulk approve, View Charge's
 * PATCH, the invoice submit (totals, GST, nothing to invoice, concurrency, a crashed submit undone) and the two PDFs.
 * Charges are made by chargeService on submitted services of this file's own test months; workers are its own
 * (besides `merch`, who invoices only a month of this file).
 */
type Login = 'admin' | 'am' | 'sup' | 'merch' | 'crm';
const tokens: Record<Login, string> = { admin: '', am: '', sup: '', merch: '', crm: '' };
const MERCH = 4;
const AM = 2;

type Errors = { errors?: Record<string, string[]> | string };

const call = <T>(method: string, path: string, login: Login, body?: unknown) =>
  api<T & Errors>(method, `merchandiserInvoicing/${path}`, { token: tokens[login], body });
const qs = (query: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
const listCharges = (login: Login, query: Record<string, string | number | boolean | undefined>) =>
  call<MerchandiserChargeRow[]>('GET', `charges?${qs(query)}`, login);
const submit = (login: Login, body: Record<string, unknown>) => call<SubmittedInvoice>('POST', 'invoices', login, body);

/** A PDF answer's bytes. */
async function pdfOf(path: string, login: Login): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${process.env.SHELFLINE_URL}/api/merchandiserInvoicing/${path}`, {
    headers: { authorization: `Bearer ${tokens[login]}` },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

let month: TestMonth;
let day = 0;
/** A worker of the demo supervisor's team, paid 20/h. */
let teamWorker: number;
let teamName: string;
/** A worker with no pay rate: their charges wait for a manager (Not Approved Yet). */
let unpaidWorker: number;
/** A GST-registered worker in Ontario (HST 13 %). */
let gstWorker: number;
/** Ontario's province id. */
let ontario: number;

beforeAll(async () => {
  await signInAll(tokens);
  month = await testMonth();
  const tag = letterTag();
  ontario = (await listProvinces()).find((p) => p.code === 'ON')?.id ?? 0;
  teamName = `Tess Team${tag}`;
  teamWorker = await createTestWorker({
    code: `Team${tag}`,
    firstName: 'Tess',
    lastName: `Team${tag}`,
    isMerchandiser: true,
    hourlyRate: 20,
    supervisorId: DEMO_SUPERVISOR_ID,
  });
  unpaidWorker = await createTestWorker({
    code: `Unpaid${tag}`,
    firstName: 'Uma',
    lastName: `Unpaid${tag}`,
    isMerchandiser: true,
  });
  gstWorker = await createTestWorker({
    code: `Gst${tag}`,
    firstName: 'Gus',
    lastName: `Gst${tag}`,
    isMerchandiser: true,
    hourlyRate: 25.5,
    isGstApplicable: true,
    gstNumber: '12345 6789 RT0001',
    provinceId: ontario,
  });
});

/** `count` submitted services of `worker` on a fresh day of the month, charged; answers their charge ids. */
async function charged(
  worker: number,
  options: { count?: number; acctManagerId?: number; hours?: number; category?: Service['category'] } = {},
): Promise<{ ids: number[]; date: string }> {
  const date = month.day(++day);
  const created = await createTestServices(options.count ?? 1, {
    earliestDate: date,
    latestDate: date,
    merchandiserId: worker,
    isActivated: true,
    isSubmitted: true,
    timeLimit: 2,
    ...(options.acctManagerId ? { acctManagerId: options.acctManagerId } : {}),
    ...(options.category ? { category: options.category } : {}),
  });
  // Services charged 8 at a time (a bulk test charges hundreds); ids come back in the services' order.
  const made = await inLanes(created, 8, async (service) => {
    const stored = await getService(service.id);
    if (!stored) throw new Error('service not written');
    const after = { ...stored, completedDate: date, reportedHours: options.hours ?? 2 };
    await writeServiceTransaction(
      [replaceServiceItem(stored, after, 'test', new Date().toISOString())],
      [stored.id],
      [],
    );
    return (await chargeService(service.id, 'test')).created;
  });
  const ids = made.flat();
  return { ids, date };
}

/** A misc charge of `worker` entered on `date`, written as the misc charges family stores one. */
async function miscCharge(worker: number, date: string, amountCents: number, approvalStatus: 0 | 2, gst = false) {
  const id = await nextId('charge');
  await miscCharges.create(
    {
      id,
      employeeId: worker,
      merchandiser: 'Test worker',
      dateEntered: date,
      description: 'Parking',
      miscChargeId: 3,
      miscCharge: 'Parking',
      isGSTApplicable: gst,
      isEmployeeInvoicing: true,
      isCustomerBilling: false,
      amountCents,
      isNoJobs: true,
      jobIds: [],
      serviceIds: [],
      allJobs: '',
      approvalStatus,
      supervisorId: DEMO_SUPERVISOR_ID,
    },
    'test',
  );
  return id;
}

const monthQuery = (extra: Record<string, string | number | boolean | undefined> = {}) => ({
  fromDate: month.from,
  toDate: month.to,
  ...extra,
});

describe('roles', () => {
  it('keeps customers, CRM users and HR out, account managers out of invoices, merchandisers out of approval', async () => {
    expect((await listCharges('crm', monthQuery())).status).toBe(403);
    expect((await call('GET', `invoices?${qs(monthQuery())}`, 'am')).status).toBe(403);
    expect((await submit('am', { ...monthQuery(), merchandiserId: teamWorker })).status).toBe(403);
    expect((await call('POST', 'charges/approve', 'merch', [1])).status).toBe(403);
    expect((await call('GET', 'charges/1', 'sup')).status).toBe(403);
  });
});

describe('GET charges', () => {
  it('gives a merchandiser their own charges only, whatever merchandiserId says', async () => {
    const mine = await charged(MERCH);
    const theirs = await charged(teamWorker);
    const answer = await listCharges('merch', monthQuery({ merchandiserId: teamWorker }));
    expect(answer.status).toBe(200);
    const ids = answer.body.map((c) => c.chargeId);
    expect(ids).toEqual(expect.arrayContaining(mine.ids));
    expect(ids).not.toContain(theirs.ids[0]);
    expect(answer.body.every((c) => c.employeeId === MERCH)).toBe(true);
  });

  it("gives a supervisor their team's charges, an account manager those of services they manage", async () => {
    const team = await charged(teamWorker, { acctManagerId: AM });
    const other = await charged(unpaidWorker);
    const sup = await listCharges('sup', monthQuery());
    expect(sup.body.map((c) => c.chargeId)).toEqual(expect.arrayContaining(team.ids));
    expect(sup.body.map((c) => c.chargeId)).not.toContain(other.ids[0]);
    const am = await listCharges('am', monthQuery());
    expect(am.body.map((c) => c.chargeId)).toContain(team.ids[0]);
    expect(am.body.every((c) => c.chargeId !== other.ids[0])).toBe(true);
  });

  it('filters for an admin by merchandiser, account manager, status and Manual, sorted by completed date', async () => {
    const manual = await charged(unpaidWorker, { category: 'Manual', acctManagerId: AM });
    const online = await charged(unpaidWorker, { category: 'Online' });
    const all = await listCharges('admin', monthQuery({ merchandiserId: unpaidWorker }));
    expect(all.body.map((c) => c.chargeId)).toEqual(expect.arrayContaining([...manual.ids, ...online.ids]));
    const dates = all.body.map((c) => c.completedDate);
    expect(dates).toEqual([...dates].sort());
    const onlyManual = await listCharges('admin', monthQuery({ merchandiserId: unpaidWorker, manualEntryOnly: true }));
    expect(onlyManual.body.map((c) => c.chargeId)).toContain(manual.ids[0]);
    expect(onlyManual.body.map((c) => c.chargeId)).not.toContain(online.ids[0]);
    const ofAm = await listCharges('admin', monthQuery({ accountManagerId: AM, merchandiserId: unpaidWorker }));
    expect(ofAm.body.map((c) => c.chargeId)).toEqual(manual.ids);
    const approved = await listCharges('admin', monthQuery({ merchandiserId: unpaidWorker, status: 4 }));
    expect(approved.body.map((c) => c.chargeId)).not.toContain(manual.ids[0]);
    const notYet = await listCharges('admin', monthQuery({ merchandiserId: unpaidWorker, status: 0 }));
    expect(notYet.body[0]?.allExceptions).toContain('No pay rate');
  });

  it('refuses a From Date more than 90 days back for non-admins (400 naming fromDate), not for admins', async () => {
    const old = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const merch = await listCharges('merch', { fromDate: old, toDate: today });
    expect(merch.status).toBe(400);
    expect(merch.body.errors).toHaveProperty('fromDate');
    expect((await listCharges('admin', { fromDate: old, toDate: today, merchandiserId: MERCH })).status).toBe(200);
    const submitOld = await submit('merch', { fromDate: old, toDate: today });
    expect(submitOld.status).toBe(400);
  });
});

describe('View Charge (GET and PATCH charges/{id})', () => {
  it('answers 404 to an account manager for a charge of a service they do not manage', async () => {
    const managed = await charged(teamWorker, { acctManagerId: AM });
    const unmanaged = await charged(teamWorker);
    const view = await call<MerchandiserChargeView>('GET', `charges/${managed.ids[0]}`, 'am');
    expect(view.status).toBe(200);
    expect(view.body.rateSource).toBe('worker');
    expect(view.body.amount).toBe(40);
    expect((await call('GET', `charges/${unmanaged.ids[0]}`, 'am')).status).toBe(404);
  });

  it('recomputes the amount; money changed on an automatic approval makes it a manager approval', async () => {
    const { ids } = await charged(teamWorker);
    const id = ids[0] as number;
    const before = await call<MerchandiserChargeView>('GET', `charges/${id}`, 'admin');
    expect(before.body.approvalStatus).toBe(APPROVAL_STATUS.ApprovedAutomatically);
    const comment = await call<MerchandiserChargeView>('PATCH', `charges/${id}`, 'admin', {
      comments: 'checked',
      version: before.body.version,
    });
    expect(comment.status).toBe(200);
    expect(comment.body.approvalStatus).toBe(APPROVAL_STATUS.ApprovedAutomatically);
    const stale = await call('PATCH', `charges/${id}`, 'admin', { hoursForBilling: 3, version: before.body.version });
    expect(stale.status).toBe(409);
    const edited = await call<MerchandiserChargeView>('PATCH', `charges/${id}`, 'admin', {
      hoursForBilling: 2.75,
      payratePerHour: 21.5,
      version: comment.body.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.amount).toBe(59.13); // 21.5 × 2.75 = 59.125, half-up
    expect(edited.body.approvalStatus).toBe(APPROVAL_STATUS.ApprovedByManager);
    expect(edited.body.exceptions).toContain('Hours over time limit');
  });

  it('gives an unpaid charge a rate, and refuses any change once it is invoiced (409)', async () => {
    const { ids, date } = await charged(unpaidWorker);
    const id = ids[0] as number;
    const view = await call<MerchandiserChargeView>('GET', `charges/${id}`, 'admin');
    expect(view.body).toMatchObject({ amount: 0, approvalStatus: 0, rateSource: 'none' });
    const flat = await call<MerchandiserChargeView>('PATCH', `charges/${id}`, 'admin', {
      payrateFlat: 55,
      version: view.body.version,
    });
    expect(flat.body).toMatchObject({ amount: 55, approvalStatus: 0, rateSource: 'manager' });
    expect(flat.body.exceptions).not.toContain('No pay rate');
    await call('POST', 'charges/approve', 'admin', [id]);
    const invoice = await submit('admin', { fromDate: date, toDate: date, merchandiserId: unpaidWorker });
    expect(invoice.status).toBe(201);
    const after = await call<MerchandiserChargeView>('GET', `charges/${id}`, 'admin');
    expect(after.body.invoiceNum).toBe(invoice.body.invoiceNum);
    const refused = await call('PATCH', `charges/${id}`, 'admin', { hoursForBilling: 1, version: after.body.version });
    expect(refused.status).toBe(409);
  });
});

describe('POST charges/approve', () => {
  it('approves merchandiser and misc charges together; a repeat changes nothing', async () => {
    const { ids, date } = await charged(unpaidWorker, { count: 3 });
    const misc = await miscCharge(unpaidWorker, date, 1250, 0);
    const first = await call<ApproveChargesResult>('POST', 'charges/approve', 'admin', [...ids, misc]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ approved: 4, skipped: 0 });
    const found = await getCharges([...ids, misc]);
    expect(found.charges.every((c) => c.approvalStatus === APPROVAL_STATUS.ApprovedByManager)).toBe(true);
    expect(found.miscCharges[0]?.approvalStatus).toBe(APPROVAL_STATUS.ApprovedByManager);
    // The spec's bare list and `{ ids }` are the same call.
    const again = await call<ApproveChargesResult>('POST', 'charges/approve', 'admin', { ids: [...ids, misc] });
    expect(again.body).toEqual({ approved: 0, skipped: 4 });
  });

  it('refuses the whole call with 404 naming an id out of scope, and changes nothing', async () => {
    const managed = await charged(unpaidWorker, { acctManagerId: AM });
    const unmanaged = await charged(unpaidWorker);
    const answer = await call('POST', 'charges/approve', 'am', [managed.ids[0], unmanaged.ids[0]]);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body.errors)).toContain(String(unmanaged.ids[0]));
    const found = await getCharges(managed.ids);
    expect(found.charges[0]?.approvalStatus).toBe(APPROVAL_STATUS.NotApprovedYet);
    expect((await call('POST', 'charges/approve', 'admin', [999_999_999])).status).toBe(404);
    const ok = await call<ApproveChargesResult>('POST', 'charges/approve', 'am', managed.ids);
    expect(ok.body.approved).toBe(1);
  });

  it('skips invoiced charges', async () => {
    const { ids, date } = await charged(teamWorker);
    const invoice = await submit('admin', { fromDate: date, toDate: date, merchandiserId: teamWorker });
    expect(invoice.status).toBe(201);
    const answer = await call<ApproveChargesResult>('POST', 'charges/approve', 'admin', ids);
    expect(answer.body).toEqual({ approved: 0, skipped: 1 });
  });

  // The brief's figure (1,000 ids in 5 s) is measured by `npm run bench` (money) on a quiet machine; here, on a
  // machine shared with other test runs, the call must finish well inside API Gateway's 30 s.
  it('approves 500 ids in one call, inside API Gateway’s 30 s', async () => {
    const { ids } = await charged(unpaidWorker, { count: 500 });
    const started = Date.now();
    const answer = await call<ApproveChargesResult>('POST', 'charges/approve', 'admin', ids);
    expect(answer.body).toEqual({ approved: 500, skipped: 0 });
    expect(Date.now() - started).toBeLessThan(25_000);
    const found = await getCharges(ids);
    expect(found.charges.filter((c) => c.approvalStatus === APPROVAL_STATUS.ApprovedByManager)).toHaveLength(500);
  }, 180_000);
});

describe('POST invoices (submit)', () => {
  it('invoices approved, uninvoiced charges and paid misc charges; tax for a GST-registered worker only', async () => {
    const services = await charged(gstWorker, { count: 2 });
    // Over the time limit: an exception keeps it Not Approved Yet, so it stays out.
    const notApproved = await charged(gstWorker, { hours: 3 });
    const taxedMisc = await miscCharge(gstWorker, services.date, 1000, 2, true);
    const untaxedMisc = await miscCharge(gstWorker, services.date, 500, 2, false);
    const period = { fromDate: services.date, toDate: notApproved.date };
    const answer = await submit('admin', { ...period, merchandiserId: gstWorker, jobId: null });
    expect(answer.status).toBe(201);
    expect(answer.body.notApprovedCount).toBe(1);
    // 2 × 25.50 × 2 h = 102.00 of services; misc 15.00; HST 13 % of (102 + 10) = 14.56
    expect(answer.body).toMatchObject({
      servicesAmount: 102,
      miscAmount: 15,
      gst: 14.56,
      amount: 131.56,
      chargeCount: 2,
      miscChargeCount: 2,
      batchNum: 0,
      employeeId: gstWorker,
    });
    expect(answer.body.taxLines).toEqual([{ code: expect.any(String), rate: 13, base: 112, tax: 14.56 }]);
    const found = await getCharges([...services.ids, taxedMisc, untaxedMisc, ...notApproved.ids]);
    const invoiced = [...found.charges, ...found.miscCharges].filter((c) => c.invoiceId === answer.body.invoiceId);
    expect(invoiced).toHaveLength(4);
    expect(invoiced.every((c) => c.invoiceNum === answer.body.invoiceNum)).toBe(true);

    const pdf = await pdfOf(`invoices/${answer.body.invoiceId}`, 'admin');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-${answer.body.invoiceNum}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(String(answer.body.invoiceNum));
    expect(text).toContain('131.56');
    expect(text).toContain('14.56');
    expect(text).toContain('102.00');
    expect(text).toContain('12345 6789 RT0001');
  });

  it('adds no tax for a worker without a GST number, and answers 409 when nothing is left to invoice', async () => {
    const { date } = await charged(teamWorker);
    const period = { fromDate: date, toDate: date };
    const first = await submit('admin', { ...period, merchandiserId: teamWorker });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ servicesAmount: 40, miscAmount: 0, gst: 0, amount: 40, taxLines: [] });
    const again = await submit('admin', { ...period, merchandiserId: teamWorker });
    expect(again.status).toBe(409);
    expect(again.body.errors).toBe(`No approved charges to invoice for ${teamName} between ${date} and ${date}.`);
  });

  it('lets a merchandiser submit for themself only, whatever merchandiserId says, and view it', async () => {
    const mine = await charged(MERCH);
    const theirs = await charged(teamWorker);
    const period = { fromDate: mine.date, toDate: theirs.date };
    const answer = await submit('merch', { ...period, merchandiserId: teamWorker });
    expect(answer.status).toBe(201);
    expect(answer.body.employeeId).toBe(MERCH);
    const found = await getCharges([...mine.ids, ...theirs.ids]);
    expect(found.charges.find((c) => c.id === theirs.ids[0])?.invoiceId).toBeUndefined();
    expect(found.charges.find((c) => c.id === mine.ids[0])?.invoiceId).toBe(answer.body.invoiceId);
    const today = new Date().toISOString().slice(0, 10);
    const list = await call<MerchandiserInvoice[]>(
      'GET',
      `invoices?${qs({ fromDate: today, toDate: today })}`,
      'merch',
    );
    expect(list.body.map((i) => i.invoiceId)).toContain(answer.body.invoiceId);
    expect(list.body.every((i) => i.employeeId === MERCH)).toBe(true);
    expect((await pdfOf(`invoices/${answer.body.invoiceId}`, 'merch')).status).toBe(200);
    // Another worker's invoice is not found (never 403), and the supervisor reaches it through the team.
    const other = await submit('admin', { ...period, merchandiserId: teamWorker });
    expect(other.status).toBe(201);
    expect((await pdfOf(`invoices/${other.body.invoiceId}`, 'merch')).status).toBe(404);
    expect((await pdfOf(`invoices/${other.body.invoiceId}`, 'sup')).status).toBe(200);
  });

  it('refuses a supervisor a worker outside the team (404 naming merchandiserId); naming nobody is their own', async () => {
    const answer = await submit('sup', { ...monthQuery(), merchandiserId: gstWorker });
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toHaveProperty('merchandiserId');
    // Naming nobody, a supervisor submits their own invoice (and has nothing to invoice in this month).
    const own = await submit('sup', monthQuery());
    expect(own.status).toBe(409);
    expect(own.body.errors).toMatch(/^No approved charges to invoice for /);
  });

  it('makes one invoice of two concurrent submits; the other answers 409', async () => {
    const { ids, date } = await charged(gstWorker, { count: 5 });
    const body = { fromDate: date, toDate: date, merchandiserId: gstWorker };
    const answers = await Promise.all([submit('admin', body), submit('admin', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const made = answers.find((a) => a.status === 201);
    const found = await getCharges(ids);
    expect(found.charges.every((c) => c.invoiceId === made?.body.invoiceId)).toBe(true);
  });

  it('undoes a submit that died half-way (a building invoice untouched for 3 minutes) on the next submit', async () => {
    const { ids, date } = await charged(teamWorker, { count: 3 });
    const period = { fromDate: date, toDate: date, merchandiserId: teamWorker };
    const deadId = await nextId('merchandiserInvoice');
    await merchandiserInvoices.create(
      {
        id: deadId,
        state: 'building',
        dateIssued: new Date().toISOString().slice(0, 10),
        employeeId: teamWorker,
        empFullname: 'Tess',
        fromDate: date,
        toDate: date,
        chargeIds: ids,
        miscChargeIds: [],
        servicesAmountCents: 0,
        miscAmountCents: 0,
        taxLines: [],
        amountCents: 0,
        batchNum: 0,
      },
      'test',
    );
    expect(await claimCharge(ids[0] as number, deadId, 'test', new Date().toISOString())).toBe(true);
    // While it is fresh, a submit waits for it (409).
    expect((await submit('admin', period)).status).toBe(409);
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: { pk: `MINVOICE#${deadId}`, sk: 'MINVOICE' },
        UpdateExpression: 'SET modifiedAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 3 * 60_000).toISOString() },
      }),
    );
    const answer = await submit('admin', period);
    expect(answer.status).toBe(201);
    expect(answer.body.chargeCount).toBe(3);
    expect(await merchandiserInvoices.get(deadId)).toBeUndefined();
    expect(await buildingInvoiceIdOf(teamWorker)).toBeUndefined();
    const found = await getCharges(ids);
    expect(found.charges.every((c) => c.invoiceId === answer.body.invoiceId)).toBe(true);
  });
});

describe('GET preliminary', () => {
  it('shows what a submit would invoice, watermarked, and writes nothing', async () => {
    const { ids, date } = await charged(gstWorker, { count: 2 });
    const period = { fromDate: date, toDate: date };
    const needsOne = await call('GET', `preliminary?${qs(period)}`, 'admin');
    expect(needsOne.status).toBe(400);
    expect(needsOne.body.errors).toHaveProperty('merchandiserId');
    const pdf = await pdfOf(`preliminary?${qs({ ...period, merchandiserId: gstWorker })}`, 'admin');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('preliminary-invoice-admin-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('PRELIMINARY');
    expect(text).toContain('102.00'); // 2 × 25.50 × 2 h
    expect(text).toContain('115.26'); // + HST 13 % = 13.26
    const found = await getCharges(ids);
    expect(found.charges.every((c) => c.invoiceId === undefined)).toBe(true);
    expect(await buildingInvoiceIdOf(gstWorker)).toBeUndefined();
  });
});

describe('demo', () => {
  it("gives merch an invoice of last month's charges, issued when the demo was loaded", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const lastMonthEnd = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const back = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const list = await call<MerchandiserInvoice[]>('GET', `invoices?${qs({ fromDate: back, toDate: today })}`, 'merch');
    const demo = list.body.find((i) => i.fromDate === `${lastMonthEnd.slice(0, 8)}01` && i.toDate === lastMonthEnd);
    expect(demo?.chargeCount).toBeGreaterThan(0);
    expect(demo?.amount).toBeGreaterThan(0);
  });
});
