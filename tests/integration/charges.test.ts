import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import { lineCents } from '@shelfline/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerCharge } from '../../functions/data/entities/customer-charge.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { jobs } from '../../functions/data/master-data/master-data.repository.ts';
import {
  getCharges,
  merchandiserCharges,
  readChargesOfEmployee,
  readChargesOfService,
  readMerchandiserChargesOfDays,
} from '../../functions/data/money/charges.repository.ts';
import {
  customerCharges,
  customerInvoices,
  readOpenChargesOfDays,
} from '../../functions/data/money/customer-invoices.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { payRateOverrides } from '../../functions/data/people/worker-records.repository.ts';
import { getService, readSummariesOfDays } from '../../functions/data/schedule/schedule.repository.ts';
import { CHARGE_EXCEPTIONS } from '../../functions/domain/money/charge-exceptions.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { moneyOfLines } from '../../functions/domain/money/customer-invoicing/invoice-totals.ts';
import { syncCustomerCharge } from '../../functions/domain/money/sync-customer-charge.ts';
import { doneService } from '../support/charge-fixtures.ts';
import { putTestLayout } from '../support/content-fixtures.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, type TestServiceOptions, testMonth } from '../support/services.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * chargeService against the local stack (brief §1.4, §1.5; A1-A6): the team lead's and each helper's charge with its
 * customer line, where the pay rate comes from, flat against hourly, exceptions against automatic approval,
 * idempotence (repeat and concurrent), and snapshots that later master-data edits do not move. Services lie in a
 * test month of this file's own; its workers are its own, so their overrides and rates touch nothing else.
 */

let month: TestMonth;
let lead: number;
let helper: number;
let day = 0;
let admin: string;

beforeAll(async () => {
  month = await testMonth();
  admin = (await signIn('admin')).token;
  const tag = letterTag();
  lead = await createTestWorker({
    code: `Lead${tag}`,
    firstName: 'Lena',
    lastName: `Lead${tag}`,
    hourlyRate: 18,
    isMerchandiser: true,
  });
  helper = await createTestWorker({
    code: `Help${tag}`,
    firstName: 'Hal',
    lastName: `Help${tag}`,
    hourlyRate: 16.5,
    isMerchandiser: true,
  });
});

/** One submitted service led by `lead` on a fresh day, then `changes` written onto it (report hours, rates…). */
async function submittedService(
  changes: Partial<Service> = {},
  options: Partial<TestServiceOptions> = {},
): Promise<Service> {
  const date = month.day(++day);
  const lena = { merchandiserId: lead, merchandiserName: 'Lena Lead', timeLimit: 2 };
  return doneService(date, { ...lena, ...options }, { completedDate: date, ...changes });
}

const chargesOf = async (serviceId: number) =>
  (await readChargesOfService(serviceId)).sort((a, b) => Number(a.isHelper) - Number(b.isHelper));

describe('chargeService', () => {
  it('charges the team lead and each helper, each with its customer line at the job rate', async () => {
    const service = await submittedService({
      helpers: [{ id: helper, name: 'Hal Help', isTemporary: false }],
      reportedHours: 1.5,
    });
    const result = await chargeService(service.id, 'test');
    expect(result.created).toHaveLength(2);
    expect(result.existing).toEqual([]);

    const { charges } = await getCharges(result.created);
    const job = await jobs.getOrThrow(service.jobId);
    const [leadCharge, helperCharge] = charges.sort((a, b) => Number(a.isHelper) - Number(b.isHelper));
    expect(leadCharge).toMatchObject({
      employeeId: lead,
      isHelper: false,
      hoursForBilling: 1.5,
      payratePerHour: 18,
      rateSource: 'worker',
      amountCents: 2700,
      approvalStatus: APPROVAL_STATUS.ApprovedAutomatically,
      allExceptions: [],
    });
    expect(helperCharge).toMatchObject({ employeeId: helper, isHelper: true, payratePerHour: 16.5, amountCents: 2475 });
    for (const charge of charges) {
      const line = await customerCharges.getOrThrow(charge.customerChargeId as number);
      expect(line).toMatchObject({
        source: `C${charge.id}`,
        chargeId: charge.id,
        supplierId: job.supplierId,
        chargeRate: job.hourlyRate,
        originalHours: 1.5,
        billableHours: 1.5,
        payApprovalStatus: APPROVAL_STATUS.ApprovedAutomatically,
      });
    }

    expect((await getService(service.id))?.isCharged).toBe(true);
    const summary = (await readSummariesOfDays(service.earliestDate, service.earliestDate)).find(
      (s) => s.id === service.id,
    );
    expect(summary?.isCharged).toBe(true);
    const ofDay = await readMerchandiserChargesOfDays(service.earliestDate, service.earliestDate);
    expect(ofDay.map((c) => c.id).sort()).toEqual([...result.created].sort());
    const ofLead = await readChargesOfEmployee(lead, service.earliestDate, service.earliestDate);
    expect(ofLead.charges.map((c) => c.id)).toEqual([leadCharge?.id]);
  });

  it("takes the service's own rate first, and a flat rate wins over per hour", async () => {
    const service = await submittedService({ payrateFlat: 55.25, payratePerHour: 40 });
    await chargeService(service.id, 'test');
    const [charge] = await chargesOf(service.id);
    expect(charge).toMatchObject({ rateSource: 'service', payrateFlat: 55.25, amountCents: 5525 });
    expect(charge?.payratePerHour).toBeUndefined();
  });

  it("takes the worker's most specific override that fits the job, service type and date", async () => {
    const service = await submittedService({ reportedHours: 2 });
    // Only for this service's day: the other tests' services of the same worker keep the worker rate.
    const inMonth = { startDate: service.earliestDate, endDate: service.earliestDate };
    await payRateOverrides.create(lead, { employeeId: lead, ratePerHour: 20, ...inMonth }, 'test');
    await payRateOverrides.create(
      lead,
      { employeeId: lead, jobId: service.jobId, ratePerHour: 25, ...inMonth },
      'test',
    );
    const best = await payRateOverrides.create(
      lead,
      { employeeId: lead, jobId: service.jobId, serviceTypeId: service.serviceTypeId, ratePerHour: 30, ...inMonth },
      'test',
    );
    // More specific, but for another job: does not fit.
    await payRateOverrides.create(
      lead,
      { employeeId: lead, jobId: -1, serviceTypeId: service.serviceTypeId, ratePerHour: 99, ...inMonth },
      'test',
    );
    await chargeService(service.id, 'test');
    const [charge] = await chargesOf(service.id);
    expect(charge).toMatchObject({ rateSource: `override:${best.id}`, payratePerHour: 30, amountCents: 6000 });
  });

  it('has no pay rate for a worker without one: amount 0, exception, not approved automatically', async () => {
    const tag = letterTag();
    const unpaid = await createTestWorker({ code: `Unpd${tag}`, firstName: 'Una', lastName: `Unpaid${tag}` });
    const service = await submittedService({}, { merchandiserId: unpaid });
    await chargeService(service.id, 'test');
    const [charge] = await chargesOf(service.id);
    expect(charge).toMatchObject({
      rateSource: 'none',
      amountCents: 0,
      allExceptions: [CHARGE_EXCEPTIONS.noPayRate],
      approvalStatus: APPROVAL_STATUS.NotApprovedYet,
    });
  });

  it('raises exceptions (hours over the limit, late report) and leaves the charge Not Approved Yet', async () => {
    const service = await submittedService({ reportedHours: 3 });
    const late = await submittedService({ dateReportSubmitted: `${month.day(28)}T10:00:00.000Z` });
    await Promise.all([chargeService(service.id, 'test'), chargeService(late.id, 'test')]);
    const [over] = await chargesOf(service.id);
    expect(over?.allExceptions).toEqual([CHARGE_EXCEPTIONS.overTimeLimit]);
    expect(over?.approvalStatus).toBe(APPROVAL_STATUS.NotApprovedYet);
    const [lateCharge] = await chargesOf(late.id);
    expect(lateCharge?.allExceptions).toEqual([CHARGE_EXCEPTIONS.lateReport]);
    const line = await customerCharges.getOrThrow(over?.customerChargeId as number);
    expect(line.payApprovalStatus).toBe(APPROVAL_STATUS.NotApprovedYet);
  });

  it('is idempotent: a repeat creates nothing and answers the existing ids', async () => {
    const service = await submittedService({ helpers: [{ id: helper, name: 'Hal Help', isTemporary: false }] });
    const first = await chargeService(service.id, 'test');
    const again = await chargeService(service.id, 'test');
    expect(again.created).toEqual([]);
    expect(again.existing.sort()).toEqual(first.created.sort());
  });

  it('two concurrent calls make one charge per worker', async () => {
    const service = await submittedService({ helpers: [{ id: helper, name: 'Hal Help', isTemporary: false }] });
    const results = await Promise.all([chargeService(service.id, 'test'), chargeService(service.id, 'test')]);
    const created = results.flatMap((r) => r.created);
    expect(created).toHaveLength(2);
    for (const r of results) expect([...r.created, ...r.existing].sort()).toEqual([...created].sort());
    expect(await readChargesOfService(service.id)).toHaveLength(2);
  });

  // The demo jobs are shared with other test files running at once: only this file's worker rate is changed here; the
  // job rate and HST are copied the same way (customerChargeOf) and never read again.
  it('keeps its snapshots when the worker rate changes later', async () => {
    const service = await submittedService();
    await chargeService(service.id, 'test');
    const [charge] = await chargesOf(service.id);
    const line = await customerCharges.getOrThrow(charge?.customerChargeId as number);
    const worker = await employees.getOrThrow(lead);
    await employees.replace({ ...worker, hourlyRate: 99 }, worker.version, 'test');
    try {
      const [after] = await chargesOf(service.id);
      expect(charge?.payratePerHour).toBe(18);
      expect(after).toMatchObject({ payratePerHour: 18, amountCents: charge?.amountCents });
      expect(await customerCharges.getOrThrow(line.id)).toMatchObject({
        chargeRate: line.chargeRate,
        amountCents: line.amountCents,
        taxRate: line.taxRate,
      });
    } finally {
      const w = await employees.getOrThrow(lead);
      await employees.replace({ ...w, hourlyRate: 18 }, w.version, 'test');
    }
  });

  it('refuses a service that is not completed, or has no merchandiser (409)', async () => {
    const future = '2099-12-31';
    const [open] = await createTestServices(1, {
      earliestDate: month.day(27),
      latestDate: future,
      merchandiserId: lead,
      isActivated: true,
    });
    await expect(chargeService((open as Service).id, 'test')).rejects.toMatchObject({ statusCode: 409 });
    const [nobody] = await createTestServices(1, { earliestDate: month.day(27), isSubmitted: true });
    await expect(chargeService((nobody as Service).id, 'test')).rejects.toMatchObject({ statusCode: 409 });
  });
});

// ------------------------------------------------------------------------------------ the schedule respects money

type Errors = { errors: Record<string, string[]> | string };
const unsubmit = (serviceId: number) => api<Errors>('POST', 'schedule/unsubmit', { token: admin, body: { serviceId } });

/** A Manual service that ended in the past (60 years before this file's month) with no report: chargeable. */
async function pastManualService(): Promise<Service> {
  const date = month.day(++day).replace(/^(\d{4})/, (y) => String(Number(y) - 60));
  const [created] = await createTestServices(1, {
    earliestDate: date,
    latestDate: date,
    merchandiserId: lead,
    isActivated: true,
    category: 'Manual',
  });
  return created as Service;
}

describe('the schedule and charged services', () => {
  it('unsubmit voids open charges, deletes their customer lines and clears isCharged', async () => {
    const service = await submittedService();
    const { created } = await chargeService(service.id, 'test');
    const answer = await unsubmit(service.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { charges } = await getCharges(created);
    expect(charges.every((c) => c.voided)).toBe(true);
    const line = await customerCharges.getOrThrow(charges[0]?.customerChargeId as number);
    expect(line.isDeleted).toBe(true);
    const after = await getService(service.id);
    expect(after?.isCharged).toBeUndefined();
    expect(after?.isSubmitted).toBe(false);
  });

  it('unsubmit of a billed service adds the exact reversal of its customer line, open for the next invoice', async () => {
    const service = await submittedService({ reportedHours: 1.75 });
    const { created } = await chargeService(service.id, 'test');
    const [charge] = (await getCharges(created)).charges;
    const line = await customerCharges.getOrThrow(charge?.customerChargeId as number);
    const invoiceId = Date.now();
    await customerInvoices.create(
      {
        id: invoiceId,
        invoiceNum: invoiceId,
        status: 1,
        invoiceDate: service.earliestDate,
        supplierId: line.supplierId,
        clientName: line.supplierFullName,
        lineCount: 1,
        subTotalCents: line.amountCents,
        gstCents: 0,
        totalCents: line.amountCents,
        taxLines: [],
        batchNum: 0,
      },
      'test',
    );
    await customerCharges.replace({ ...line, invoiceId, invoiceNum: invoiceId }, line.version, 'test');

    expect((await unsubmit(service.id)).status).toBe(200);
    const open = await readOpenChargesOfDays(service.earliestDate, service.earliestDate);
    const reversal = open.find((c) => c.reversalOf === line.id);
    expect(reversal).toMatchObject({
      source: `C${charge?.id}#R1`,
      amountCents: -line.amountCents,
      billableHours: -1.75,
      chargeRate: line.chargeRate,
    });
    expect(reversal?.invoiceId).toBeUndefined();
    // No replacement for a voided charge; the billed line itself is unchanged.
    expect(open.filter((c) => c.chargeId === charge?.id)).toHaveLength(1);
    expect(await customerCharges.getOrThrow(line.id)).toMatchObject({ amountCents: line.amountCents, invoiceId });
  });

  it('refuses to unsubmit a service whose pay is on a merchandiser invoice (409)', async () => {
    const service = await submittedService();
    const { created } = await chargeService(service.id, 'test');
    const [charge] = (await getCharges(created)).charges;
    if (!charge) throw new Error('no charge');
    await merchandiserCharges.replace({ ...charge, invoiceId: 9_999_001, invoiceNum: 4321 }, charge.version, 'test');
    const refused = await unsubmit(service.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe("This service's pay is on invoice 4321.");
    const report = await api<Errors>('POST', `serviceReports/${service.id}/UnSubmit`, { token: admin });
    expect(report.status).toBe(409);
    expect((await getService(service.id))?.isSubmitted).toBe(true);
  });

  it('refuses to delete a charged service, or to change its merchandiser (409)', async () => {
    const service = await pastManualService();
    await chargeService(service.id, 'test');
    const deleted = await api<Errors>('DELETE', 'schedule', { token: admin, body: { serviceId: service.id } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.errors).toBe('This service has charges; unsubmit it instead.');
    const changed = await api<Errors>('PATCH', 'schedule', {
      token: admin,
      body: { serviceId: service.id, merchandiserId: helper },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(409);
    expect(String(changed.body.errors)).toContain('has charges');
    expect((await getService(service.id))?.merchandiserId).toBe(lead);
  });
});

// ------------------------------------------------------------------------------------ the customer line follows

describe('syncCustomerCharge', () => {
  /** A charged service's lead charge and its customer line. */
  async function chargedLine(hours = 2) {
    const service = await submittedService({ reportedHours: hours });
    const { created } = await chargeService(service.id, 'test');
    const charge = await merchandiserCharges.getOrThrow(created[0] as number);
    const line = await customerCharges.getOrThrow(charge.customerChargeId as number);
    return { service, charge, line };
  }
  /** The charge with new hours, as a PATCH would save it. */
  const rehoured = async (charge: Awaited<ReturnType<typeof chargedLine>>['charge'], hours: number) =>
    merchandiserCharges.replace({ ...charge, hoursForBilling: hours, reportedHours: hours }, charge.version, 'test');
  /** An invoice holding `line` alone, its totals those of the line (an invoice's totals always match its lines). */
  const invoiceOf = (line: CustomerCharge, status: 0 | 1) => ({
    id: Date.now() + Math.floor(Math.random() * 1000),
    status,
    invoiceDate: line.completedDate,
    supplierId: line.supplierId,
    clientName: line.supplierFullName,
    lineCount: 1,
    ...moneyOfLines([line]),
    batchNum: 0,
  });

  it('an open line follows the hours and approval; once its hours were edited, only the approval', async () => {
    const { charge, line } = await chargedLine();
    const changed = await rehoured(charge, 1.5);
    await syncCustomerCharge(changed, 'test');
    const followed = await customerCharges.getOrThrow(line.id);
    expect(followed).toMatchObject({
      billableHours: 1.5,
      originalHours: 1.5,
      amountCents: lineCents(line.chargeRate, 1.5),
    });

    await customerCharges.replace({ ...followed, billableHours: 3, hoursEdited: true }, followed.version, 'test');
    const fewer = await rehoured(changed, 1);
    const approved = await merchandiserCharges.replace(
      { ...fewer, approvalStatus: APPROVAL_STATUS.ApprovedByManager },
      fewer.version,
      'test',
    );
    await syncCustomerCharge(approved, 'test');
    expect(await customerCharges.getOrThrow(line.id)).toMatchObject({
      billableHours: 3,
      payApprovalStatus: APPROVAL_STATUS.ApprovedByManager,
    });
  });

  it('a line on a Preliminary invoice changes in place and the invoice is re-totalled', async () => {
    const { charge, line } = await chargedLine();
    const invoice = await customerInvoices.create(invoiceOf(line, 0), 'test');
    await customerCharges.replace({ ...line, invoiceId: invoice.id }, line.version, 'test');
    await syncCustomerCharge(await rehoured(charge, 2.25), 'test');
    const amount = lineCents(line.chargeRate, 2.25);
    expect((await customerCharges.getOrThrow(line.id)).amountCents).toBe(amount);
    const totals = await customerInvoices.getOrThrow(invoice.id);
    expect(totals.subTotalCents).toBe(amount);
    expect(totals.totalCents).toBe(amount + totals.gstCents);
  });

  it('a billed line stays: a reversal and a replacement wait for the next invoice, made once', async () => {
    const { charge, line } = await chargedLine();
    const invoice = await customerInvoices.create(invoiceOf(line, 1), 'test');
    await customerCharges.replace({ ...line, invoiceId: invoice.id, invoiceNum: invoice.id }, line.version, 'test');
    const changed = await rehoured(charge, 3);
    await syncCustomerCharge(changed, 'test');
    await syncCustomerCharge(changed, 'test');

    const open = (await readOpenChargesOfDays(line.completedDate, line.completedDate)).filter(
      (c) => c.chargeId === charge.id,
    );
    expect(open.map((c) => c.source).sort()).toEqual([`C${charge.id}#N1`, `C${charge.id}#R1`]);
    expect(open.find((c) => c.source.endsWith('#R1'))).toMatchObject({
      amountCents: -line.amountCents,
      reversalOf: line.id,
    });
    const replacement = open.find((c) => c.source.endsWith('#N1'));
    expect(replacement).toMatchObject({ billableHours: 3, amountCents: lineCents(line.chargeRate, 3) });
    expect((await merchandiserCharges.getOrThrow(charge.id)).customerChargeId).toBe(replacement?.id);
    expect(await customerCharges.getOrThrow(line.id)).toMatchObject({
      amountCents: line.amountCents,
      billableHours: 2,
    });
  });

  it('a billed line withdrawn by a rejection is billed again, once, when the charge is approved again', async () => {
    const { charge, line } = await chargedLine();
    const invoice = await customerInvoices.create(invoiceOf(line, 1), 'test');
    await customerCharges.replace({ ...line, invoiceId: invoice.id, invoiceNum: invoice.id }, line.version, 'test');
    const setStatus = async (approvalStatus: 2 | 3) => {
      const current = await merchandiserCharges.getOrThrow(charge.id);
      return merchandiserCharges.replace({ ...current, approvalStatus }, current.version, 'test');
    };
    await syncCustomerCharge(await setStatus(APPROVAL_STATUS.RejectedByManager), 'test');
    const approved = await setStatus(APPROVAL_STATUS.ApprovedByManager);
    await syncCustomerCharge(approved, 'test');
    await syncCustomerCharge(approved, 'test');

    const open = (await readOpenChargesOfDays(line.completedDate, line.completedDate)).filter(
      (c) => c.chargeId === charge.id,
    );
    // the rejection's reversal and the re-approval's replacement: the work is billed once in all
    expect(open.map((c) => c.source).sort()).toEqual([`C${charge.id}#N1`, `C${charge.id}#R1`]);
    expect(line.amountCents + open.reduce((sum, c) => sum + c.amountCents, 0)).toBe(line.amountCents);
    const replacement = open.find((c) => c.source.endsWith('#N1'));
    expect((await merchandiserCharges.getOrThrow(charge.id)).customerChargeId).toBe(replacement?.id);
  });
});

describe('service report submit', () => {
  it('charges the service it submits (Online services are charged at submit, A1)', async () => {
    const merch = (await signIn('merch')).token;
    // 70 years back: a report is completed on or before today; the layout is of that day only.
    const date = month.day(++day).replace(/^(\d{4})/, (y) => String(Number(y) - 70));
    const [created] = await createTestServices(1, {
      earliestDate: date,
      latestDate: date,
      isActivated: true,
      merchandiserId: 4,
      category: 'Online',
    });
    const service = created as Service;
    const layout = await putTestLayout(service, { from: date, to: date, freeText: true });
    const answers = layout.details.map((item) =>
      item.answers.length > 0
        ? { questionId: item.questionId, answerId: 1 }
        : { questionId: item.questionId, textValue: 'ok' },
    );
    const submitted = await api<Errors>('PUT', 'serviceReports', {
      token: merch,
      body: {
        serviceId: service.id,
        version: 0,
        completedDate: date,
        timeIn: '09:00',
        timeOut: '11:10',
        answers,
        submit: true,
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const charges = await readChargesOfService(service.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ employeeId: 4, category: 'Online', hoursForBilling: 2.25, completedDate: date });
    expect((await getService(service.id))?.isCharged).toBe(true);
  });
});
