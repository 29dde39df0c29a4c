import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import type { ReportId } from '@shelfline/shared/contracts/report.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import {
  CHARGE_ID_COUNTER,
  MerchandiserChargeEntity,
} from '../../functions/data/entities/merchandiser-charge.entity.ts';
import { type MiscCharge, MiscChargeEntity } from '../../functions/data/entities/misc-charge.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { readChargesOfService } from '../../functions/data/money/charges.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import {
  getService,
  replaceServiceItem,
  writeServiceTransaction,
} from '../../functions/data/schedule/schedule.repository.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { doneService } from '../support/charge-fixtures.ts';
import { signIn } from '../support/local-stack.ts';
import { callReport, expectReportHeader, type ReportWorkbook, runReport } from '../support/report-fixtures.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * The work reports of the Reporting menu (brief §2.7 rows 4-7): Schedule, Pick And Pack, Charge Approval and Misc
 * Charge, called through the API as an admin and read back from their workbooks. Everything lies in this file's own
 * test month and belongs to two workers of its own: Manual (manual payroll, -1) and Online (online payroll, -2).
 */

const WORK_REPORTS: readonly ReportId[] = ['schedule', 'pickAndPack', 'chargeApproval', 'miscCharge'];
const FILE_PREFIX: Record<string, string> = {
  schedule: 'schedule-report',
  pickAndPack: 'pick-pack-report',
  chargeApproval: 'charge-approval-report',
  miscCharge: 'misc-charges-report',
};

let month: TestMonth;
let admin: string;
let manual: { id: number; name: string };
let online: { id: number; name: string };

beforeAll(async () => {
  month = await testMonth();
  admin = (await signIn('admin')).token;
  const tag = letterTag();
  const worker = async (first: string, last: string, fields: Record<string, unknown>) => {
    const id = await createTestWorker({
      code: `${last}${tag}`,
      firstName: first,
      lastName: `${last}${tag}`,
      ...fields,
    });
    return { id, name: `${first} ${last}${tag}` };
  };
  // 'Aaron' sorts before 'Zoe', so Manual's group comes first.
  manual = await worker('Aaron', 'Manual', {
    isMerchandiser: true,
    hourlyRate: 20,
    isOnlinePayrol: false,
    address1: '12 Pick Street',
    city: 'Halifax',
    province: 'Nova Scotia',
    postalCode: 'B3H 1A1',
    mobilePhone: '902-555-0101',
  });
  online = await worker('Zoe', 'Online', { isMerchandiser: true, hourlyRate: 10, isOnlinePayrol: true });
});

const inMonth = (params: Record<string, unknown> = {}) => ({ fromDate: month.from, toDate: month.to, ...params });
const column = (workbook: ReportWorkbook, name: string) => workbook.rows.map((row) => row[name]);

/** The merchandiser charge of `service`'s team lead, written back as claimed by merchandiser invoice `invoiceNum`. */
async function invoiceLeadCharge(serviceId: number, invoiceNum: number) {
  const [charge] = (await readChargesOfService(serviceId)).filter((c) => !c.isHelper);
  if (!charge) throw new Error('no charge');
  await documentClient().send(
    new PutCommand({
      TableName: env.tableName,
      Item: toItem(
        MerchandiserChargeEntity,
        { ...charge, invoiceId: 900_000 + invoiceNum, invoiceNum },
        firstAudit('test'),
      ),
    }),
  );
}

describe('who may run them, and what they check', () => {
  it('answers 403 to account managers, supervisors and merchandisers', async () => {
    const others = await Promise.all(['am', 'sup', 'merch'].map(async (code) => (await signIn(code)).token));
    for (const id of WORK_REPORTS)
      for (const token of others) expect((await callReport(id, inMonth(), token)).status, id).toBe(403);
  });

  it('names each file {prefix}-{today}.xlsx, with a bold frozen filtered header', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const id of WORK_REPORTS) {
      const workbook = await runReport(id, inMonth(), admin);
      expect(workbook.answer.fileName).toBe(`${FILE_PREFIX[id]}-${today}.xlsx`);
      expect(workbook.contentDisposition).toContain(`${FILE_PREFIX[id]}-${today}.xlsx`);
      expectReportHeader(workbook.sheet);
    }
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    for (const id of WORK_REPORTS) {
      const bad = await callReport(id, { fromDate: '2040-13-01' }, admin);
      expect(bad.status, id).toBe(400);
      expect(JSON.stringify(bad.body.errors)).toContain('fromDate');
      const reversed = await callReport(id, { fromDate: month.to, toDate: month.from }, admin);
      expect(reversed.status, id).toBe(400);
      expect(JSON.stringify(reversed.body.errors)).toContain('toDate');
      const merchandiser = await callReport(id, inMonth({ merchandiserId: -3 }), admin);
      expect(merchandiser.status, id).toBe(400);
      expect(JSON.stringify(merchandiser.body.errors)).toContain('merchandiserId');
    }
    for (const id of ['schedule', 'chargeApproval'] as const) {
      const unknown = await callReport(id, inMonth({ sortExpression: [{ field: 'Colour', direction: 'ASC' }] }), admin);
      expect(unknown.status, id).toBe(400);
      expect(JSON.stringify(unknown.body.errors)).toContain('sortExpression');
      const direction = await callReport(
        id,
        inMonth({ sortExpression: [{ field: 'ServiceId', direction: 'UP' }] }),
        admin,
      );
      expect(direction.status, id).toBe(400);
      expect(JSON.stringify(direction.body.errors)).toContain('sortExpression');
    }
  });
});

describe('Schedule report', () => {
  let manualServices: Service[];
  let onlineServices: Service[];
  let invoiced: Service;
  let withHelper: Service;

  beforeAll(async () => {
    manualServices = await createTestServices(3, {
      earliestDate: month.day(3),
      isActivated: true,
      merchandiserId: manual.id,
      merchandiserName: manual.name,
    });
    onlineServices = await createTestServices(2, {
      earliestDate: month.day(5),
      merchandiserId: online.id,
      merchandiserName: online.name,
    });
    await createTestServices(1, { earliestDate: month.day(7) });
    invoiced = await doneService(
      month.day(8),
      { merchandiserId: manual.id, merchandiserName: manual.name },
      { completedDate: month.day(8), reportedHours: 2 },
    );
    await chargeService(invoiced.id, 'test');
    await invoiceLeadCharge(invoiced.id, 4711);
    withHelper = await doneService(
      month.day(9),
      {
        merchandiserId: manual.id,
        merchandiserName: manual.name,
        helpers: [{ id: online.id, name: online.name, isTemporary: false }],
      },
      { completedDate: month.day(9), reportedHours: 1.5, payratePerHour: 25 },
    );
    await chargeService(withHelper.id, 'test');
  });

  it('sorts by several keys in the order given', async () => {
    const workbook = await runReport(
      'schedule',
      inMonth({
        sortExpression: [
          { field: 'Merchandiser', direction: 'DESC' },
          { field: 'ServiceId', direction: 'DESC' },
        ],
      }),
      admin,
    );
    const ids = [...manualServices, ...onlineServices, withHelper].map((s) => s.id);
    const listed = column(workbook, 'Service Id').filter((id) => ids.includes(id as number));
    expect(listed).toEqual([
      ...onlineServices.map((s) => s.id).sort((a, b) => b - a),
      ...[...manualServices, withHelper].map((s) => s.id).sort((a, b) => b - a),
    ]);
    // Empty merchandisers sort last, whatever the direction.
    expect(workbook.rows.at(-1)?.Merchandiser).toBeNull();
  });

  it('shows the schedule export columns and the work done: helpers, pay rate, charge status', async () => {
    const workbook = await runReport('schedule', inMonth(), admin);
    expect(workbook.header.slice(0, 3)).toEqual(['Service Id', 'Earliest', 'Latest']);
    for (const name of ['Supervisor', 'Account Manager', 'Completed Date', 'Report Submitted', 'Helpers', 'Pay Rate'])
      expect(workbook.header).toContain(name);
    const row = workbook.rows.find((r) => r['Service Id'] === withHelper.id);
    expect(row).toMatchObject({ Helpers: online.name, 'Pay Rate': 25, 'Pay Rate Basis': 'Per Hour' });
    expect(row?.['Charge Status']).toBe('Approved Automatically');
    expect(row?.['Completed Date']).toEqual(new Date(`${month.day(9)}T00:00:00Z`));
    const planned = workbook.rows.find((r) => r['Service Id'] === manualServices[0]?.id);
    expect(planned?.['Charge Status']).toBe('Not Charged');
    // Default order: earliest date ascending.
    const earliest = column(workbook, 'Earliest').map((d) => (d as Date).getTime());
    expect(earliest).toEqual([...earliest].sort((a, b) => a - b));
  });

  it('leaves services closed on a merchandiser invoice out unless isHistory', async () => {
    const open = await runReport('schedule', inMonth(), admin);
    expect(column(open, 'Service Id')).not.toContain(invoiced.id);
    const history = await runReport('schedule', inMonth({ isHistory: true }), admin);
    const row = history.rows.find((r) => r['Service Id'] === invoiced.id);
    expect(row?.['Charge Status']).toBe('Approved Automatically (Invoice 4711)');
  });

  it('keeps the merchandiser picked: a worker, All Manual (-1) or All CIRS (-2); and the job', async () => {
    const mine = [...manualServices, withHelper].map((s) => s.id).sort((a, b) => a - b);
    const theirs = onlineServices.map((s) => s.id).sort((a, b) => a - b);
    const ids = async (params: Record<string, unknown>) =>
      (column(await runReport('schedule', inMonth(params), admin), 'Service Id') as number[]).sort((a, b) => a - b);
    expect(await ids({ merchandiserId: manual.id })).toEqual(mine);
    expect(await ids({ merchandiserId: -1 })).toEqual(mine);
    expect(await ids({ merchandiserId: -2 })).toEqual(theirs);
    const jobNumber = (await getService(mine[0] as number))?.jobNumber;
    const byJob = await runReport('schedule', inMonth({ jobId: manualServices[0]?.jobId }), admin);
    expect(byJob.rows.length).toBeGreaterThan(0);
    expect(new Set(column(byJob, 'Job #'))).toEqual(new Set([jobNumber]));
  });
});

describe('Pick And Pack report', () => {
  let coming: Service[];
  let theirs: Service | undefined;
  let submitted: Service;

  beforeAll(async () => {
    coming = await createTestServices(2, {
      earliestDate: month.day(12),
      isActivated: true,
      merchandiserId: manual.id,
      merchandiserName: manual.name,
    });
    const stored = await getService(coming[1]?.id as number);
    if (!stored) throw new Error('service not written');
    await writeServiceTransaction(
      [replaceServiceItem(stored, { ...stored, sendSupply: true }, 'test', new Date().toISOString())],
      [stored.id],
      [],
    );
    submitted = await doneService(month.day(12), { merchandiserId: manual.id, merchandiserName: manual.name });
    [theirs] = await createTestServices(1, {
      earliestDate: month.day(12),
      merchandiserId: online.id,
      merchandiserName: online.name,
    });
  });

  it("lists each merchandiser's coming services with their ship-to address and Send Supply", async () => {
    const workbook = await runReport('pickAndPack', inMonth({ fromDate: month.day(12), toDate: month.day(12) }), admin);
    const byStore = [...coming].sort(
      (a, b) => a.retailerName.localeCompare(b.retailerName) || a.storeNumber - b.storeNumber || a.id - b.id,
    );
    // Manual's services (by store), then Online's: grouped by merchandiser, Aaron before Zoe.
    expect(column(workbook, 'Service Id')).toEqual([...byStore.map((s) => s.id), theirs?.id]);
    expect(column(workbook, 'Service Id')).not.toContain(submitted.id);
    const rowOf = (id: number | undefined) => workbook.rows.find((r) => r['Service Id'] === id);
    expect(rowOf(coming[0]?.id)).toMatchObject({
      Merchandiser: manual.name,
      'Ship-to Address': '12 Pick Street',
      City: 'Halifax',
      'Postal Code': 'B3H 1A1',
      Phone: '902-555-0101',
      'Send Supply': 'No',
    });
    expect(rowOf(coming[1]?.id)?.['Send Supply']).toBe('Yes');
    expect(rowOf(theirs?.id)).toMatchObject({ Merchandiser: online.name, 'Ship-to Address': null });
    const cirs = await runReport(
      'pickAndPack',
      inMonth({ fromDate: month.day(12), toDate: month.day(12), merchandiserId: -2 }),
      admin,
    );
    expect(column(cirs, 'Service Id')).toEqual([theirs?.id]);
  });
});

describe('Charge Approval report', () => {
  const days = { from: '', to: '' };
  let charged: Service[];

  beforeAll(async () => {
    days.from = month.day(20);
    days.to = month.day(23);
    const done = (day: number, who: { id: number; name: string }, hours: number) =>
      doneService(
        month.day(day),
        { merchandiserId: who.id, merchandiserName: who.name },
        { completedDate: month.day(day), reportedHours: hours },
      );
    charged = [
      await done(20, manual, 1.5),
      await done(21, manual, 2),
      await done(22, online, 1),
      await done(23, manual, 3),
    ];
    for (const service of charged) await chargeService(service.id, 'test');
    await invoiceLeadCharge(charged[3]?.id as number, 4712);
  });

  it('groups the charges by merchandiser with a subtotal each and a total row', async () => {
    const workbook = await runReport('chargeApproval', { fromDate: days.from, toDate: days.to }, admin);
    for (const name of ['ProductName', 'Product', 'Store', 'Store #']) expect(workbook.header).not.toContain(name);
    expect(workbook.rows.map((r) => [r['Service Id'], r.Merchandiser, r.Hours, r.Amount])).toEqual([
      [charged[0]?.id, manual.name, 1.5, 30],
      [charged[1]?.id, manual.name, 2, 40],
      ['Subtotal', manual.name, 3.5, 70],
      [charged[2]?.id, online.name, 1, 10],
      ['Subtotal', online.name, 1, 10],
      ['Total', null, 4.5, 80],
    ]);
    expect(workbook.rows[0]?.Status).toBe('Approved Automatically');
    expect(workbook.rows[0]?.['Per Hour']).toBe(20);
    expect(workbook.sheet.getRow(2).getCell(workbook.header.indexOf('Amount') + 1).numFmt).toBe('#,##0.00');
  });

  it('includes invoiced charges with isHistory', async () => {
    const workbook = await runReport(
      'chargeApproval',
      { fromDate: days.from, toDate: days.to, isHistory: true },
      admin,
    );
    const row = workbook.rows.find((r) => r['Service Id'] === charged[3]?.id);
    expect(row).toMatchObject({ 'Invoice #': 4712, Amount: 60 });
    expect(workbook.rows.at(-1)).toMatchObject({ 'Service Id': 'Total', Hours: 7.5, Amount: 140 });
  });

  it('sorts within each merchandiser by the keys given, and refuses store and product fields', async () => {
    const sorted = await runReport(
      'chargeApproval',
      {
        fromDate: days.from,
        toDate: days.to,
        sortExpression: [
          { field: 'Hours', direction: 'DESC' },
          { field: 'ServiceId', direction: 'ASC' },
        ],
      },
      admin,
    );
    expect(column(sorted, 'Service Id').slice(0, 2)).toEqual([charged[1]?.id, charged[0]?.id]);
    for (const field of ['StoreName', 'StoreNumber', 'ProductName', 'ProductCategory']) {
      const refused = await callReport(
        'chargeApproval',
        inMonth({ sortExpression: [{ field, direction: 'ASC' }] }),
        admin,
      );
      expect(refused.status, field).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toMatch(/sortExpression.*no store or product columns/);
    }
  });

  it('keeps the merchandiser picked: All Manual (-1), All CIRS (-2)', async () => {
    const merchandisers = async (merchandiserId: number) =>
      new Set(
        (await runReport('chargeApproval', { fromDate: days.from, toDate: days.to, merchandiserId }, admin)).rows
          .filter((r) => typeof r['Service Id'] === 'number')
          .map((r) => r.Merchandiser),
      );
    expect(await merchandisers(-1)).toEqual(new Set([manual.name]));
    expect(await merchandisers(-2)).toEqual(new Set([online.name]));
    expect(await merchandisers(online.id)).toEqual(new Set([online.name]));
  });
});

describe('Misc Charge report', () => {
  const TRAVEL = { id: 1, name: 'Travel' };
  const PARKING = { id: 3, name: 'Parking' };

  async function putMisc(
    who: { id: number; name: string },
    type: { id: number; name: string },
    day: number,
    cents: number,
    jobIds: number[] = [],
  ) {
    const charge: MiscCharge = {
      id: await nextId(CHARGE_ID_COUNTER),
      employeeId: who.id,
      merchandiser: who.name,
      category: 'Manual',
      dateEntered: month.day(day),
      description: `=${type.name} ${cents}`,
      miscChargeId: type.id,
      miscCharge: type.name,
      isGSTApplicable: true,
      isEmployeeInvoicing: true,
      isCustomerBilling: false,
      units: 1,
      miscChargeRate: cents / 100,
      amountCents: cents,
      isNoJobs: jobIds.length === 0,
      jobIds,
      serviceIds: [],
      allJobs: '',
      approvalStatus: APPROVAL_STATUS.NotApprovedYet,
    };
    await documentClient().send(
      new PutCommand({ TableName: env.tableName, Item: toItem(MiscChargeEntity, charge, firstAudit('test')) }),
    );
    return charge;
  }

  it('lists the misc charges with totals per merchandiser and type, and a total', async () => {
    await putMisc(manual, TRAVEL, 25, 1_000, [77]);
    await putMisc(manual, PARKING, 26, 550);
    await putMisc(manual, TRAVEL, 27, 250);
    await putMisc(online, TRAVEL, 25, 4_000);
    const range = { fromDate: month.day(25), toDate: month.day(27) };
    const workbook = await runReport('miscCharge', range, admin);
    expect(workbook.rows.map((r) => [r.Merchandiser, r.Type, r.Amount])).toEqual([
      [manual.name, 'Parking', 5.5],
      [manual.name, 'Parking', 5.5],
      [manual.name, 'Travel', 10],
      [manual.name, 'Travel', 2.5],
      [manual.name, 'Travel', 12.5],
      [manual.name, null, 18],
      [online.name, 'Travel', 40],
      [online.name, 'Travel', 40],
      [online.name, null, 40],
      [null, null, 58],
    ]);
    expect(column(workbook, 'Date').filter((d) => typeof d === 'string')).toEqual([
      'Subtotal',
      'Subtotal',
      'Subtotal',
      'Subtotal',
      'Subtotal',
      'Total',
    ]);
    // Free text that would be a formula is written inert.
    expect(workbook.rows[0]?.Description).toBe("'=Parking 550");
    const byJob = await runReport('miscCharge', { ...range, jobId: 77 }, admin);
    expect(byJob.rows.filter((r) => r.Date instanceof Date).map((r) => r.Amount)).toEqual([10]);
    const cirs = await runReport('miscCharge', { ...range, merchandiserId: -2 }, admin);
    expect(cirs.rows.at(-1)).toMatchObject({ Date: 'Total', Amount: 40 });
  });
});
