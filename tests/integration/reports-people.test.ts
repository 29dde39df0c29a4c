import type { Job } from '@shelfline/shared/contracts/job.contract';
import type { Country, Province } from '@shelfline/shared/contracts/location.contract';
import { REPORT_FILE_PREFIX, type ReportId } from '@shelfline/shared/contracts/report.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../functions/common/dates.ts';
import type { JobProduct } from '../../functions/data/entities/job-product.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import {
  jobs,
  listProductsOfJob,
  listSuppliers,
  retailers,
  stores,
} from '../../functions/data/master-data/master-data.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { payRateOverrides } from '../../functions/data/people/worker-records.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { putNewServices, workItem } from '../../functions/data/schedule/services.repository.ts';
import { newService } from '../../functions/domain/schedule/new-service.ts';
import { workOfService } from '../../functions/domain/schedule/service-work.ts';
import { api, signIn } from '../support/local-stack.ts';
import {
  callReport,
  cellFormat,
  expectReportHeader,
  type ReportWorkbook,
  runReport,
} from '../support/report-fixtures.ts';
import { type TestMonth, testMonth } from '../support/services.ts';
import { storeBody } from '../support/stores.ts';
import { createTestWorker, DEMO_SUPERVISOR_ID, letterTag, must } from '../support/workers.ts';

/*
 * The people and rates reports of the Reporting menu (brief §2.7 rows 1, 2, 3, 8): Contacts, Job Charge Rate,
 * Merchandiser Pay Rate and Travel Locations. Every record asserted on is this file's own: workers (one on the demo
 * supervisor's team, one on another team, one inactive), a retailer with a dated job and an inactive one, two cities
 * and three stores, services in this file's own month, and pay-rate overrides. Demo rows are only ever filtered out.
 */

const tokens = { admin: '', am: '', sup: '', merch: '', cust: '' };
const tag = letterTag();
const RUN = Date.now().toString(36).toUpperCase();
let month: TestMonth;
let ontario: Province;
let quebec: Province;
let retailerName: string;
let dated: Job;
let datedProducts: JobProduct[];
let retired: Job;
let otherRetailerJob: number;
let supName: string;
const workers = { team: 0, other: 0, inactive: 0, otherSupervisor: 0 };
const codes = { team: `RPT${tag}`, other: `RPO${tag}`, inactive: `RPI${tag}` };
const storeNumbers = { region: 0, associated: 0, plain: 0 };

type Errors = { errors: Record<string, string[]> };

beforeAll(async () => {
  for (const login of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[login] = (await signIn(login, login === 'cust')).token;
  month = await testMonth();
  const countries = await api<Country[]>('GET', 'countries', { token: tokens.admin });
  const canada = must(countries.body.find((c) => c.code === 'CA'));
  const provinces = await api<Province[]>('GET', `countries/${canada.id}/provinces`, { token: tokens.admin });
  ontario = must(provinces.body.find((p) => p.code === 'ON'));
  quebec = must(provinces.body.find((p) => p.code === 'QC'));
  const sup = must(await employees.get(DEMO_SUPERVISOR_ID));
  supName = `${sup.firstName} ${sup.lastName}`;

  // A retailer of this file's own, its dated job (two products) and an inactive job without dates.
  const retailerId = await nextId('retailer');
  retailerName = `Reports people ${RUN}`;
  await retailers.create(
    { id: retailerId, code: `RP${RUN}`.slice(0, 20), name: retailerName, isInactive: false },
    'test',
  );
  const supplier = must((await listSuppliers()).find((s) => !s.isInactive));
  const catalogue = await api<{ id: number }[]>('GET', 'products', { token: tokens.admin });
  const [first, second] = catalogue.body;
  const createJob = async (suffix: string, extra: Record<string, unknown>) => {
    const created = await api<Job>('POST', 'jobs', {
      token: tokens.admin,
      body: {
        jobNumber: `RP${RUN}${suffix}`,
        description: `People reports job ${suffix}`,
        hourlyRate: 30.25,
        retailerId,
        supplierId: supplier.id,
        products: [{ productId: first?.id, serviceTypeId: 1 }],
        ...extra,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  dated = await createJob('A', {
    startDate: month.from,
    endDate: month.to,
    products: [
      { productId: first?.id, serviceTypeId: 1 },
      { productId: second?.id, serviceTypeId: 2 },
    ],
  });
  retired = await createJob('B', { isInactive: true, hourlyRate: 12 });
  datedProducts = (await listProductsOfJob(dated.id)).sort((a, b) => a.id - b.id);
  otherRetailerJob = must((await jobs.queryAll('all')).find((j) => j.retailerId !== retailerId)).id;

  // Two cities (one a travel region) and three stores: in the region, travel-associated, and neither.
  const createCity = async (name: string, extra: Record<string, unknown>) => {
    const city = await api<{ id: number }>('POST', 'cities', {
      token: tokens.admin,
      body: { provinceId: ontario.id, name, travelCharge: 0, isTravelRegion: false, inactive: false, ...extra },
    });
    expect(city.status, JSON.stringify(city.body)).toBe(201);
    return city.body.id;
  };
  const plainCity = await createCity(`RP Alpha ${RUN}`, {});
  const regionCity = await createCity(`RP Beta ${RUN}`, {
    isTravelRegion: true,
    travelCharge: 25,
    travelChargeType: 'FlatRate',
  });
  const base = 900_000 + (Date.now() % 90_000);
  const createStore = async (storeNumber: number, cityId: number, extra: Record<string, unknown> = {}) => {
    const store = await api<Store>('POST', 'stores', {
      token: tokens.admin,
      body: storeBody({ retailerId, storeNumber, provinceId: ontario.id, cityId, ...extra }),
    });
    expect(store.status, JSON.stringify(store.body)).toBe(201);
    return must(await stores.get(store.body.id));
  };
  storeNumbers.region = base;
  storeNumbers.associated = base + 1;
  storeNumbers.plain = base + 2;
  const regionStore = await createStore(storeNumbers.region, regionCity);
  await createStore(storeNumbers.associated, plainCity, {
    name: '=SUM(A1)',
    isTravelAssociated: true,
    travelChargeType: 'PerKm',
    travelCharge: 12.5,
  });
  await createStore(storeNumbers.plain, plainCity);

  // Workers: one on the demo supervisor's team (Ontario, manual payroll), one on another team (Quebec, online
  // payroll, with rates), one inactive on the team.
  workers.otherSupervisor = await createTestWorker({
    code: `RPS${tag}`,
    firstName: 'Other',
    lastName: `Supervisor${tag}`,
    isSupervisor: true,
  });
  workers.team = await createTestWorker({
    code: codes.team,
    firstName: 'Alma',
    lastName: `Rpa${tag}`,
    isMerchandiser: true,
    supervisorId: DEMO_SUPERVISOR_ID,
    address1: '=HYPERLINK("x")',
    city: 'Ottawa',
    provinceId: ontario.id,
    province: 'Ontario',
    postalCode: 'K1A 0B1',
    homePhone: '613-555-0101',
    mobilePhone: '613-555-0102',
    email: `alma.${tag}@example.com`,
    hasCar: true,
    maximumTravelDistance: 40,
    isOnlinePayrol: false,
  });
  workers.other = await createTestWorker({
    code: codes.other,
    firstName: 'Bruno',
    lastName: `Rpb${tag}`,
    isMerchandiser: true,
    isHelper: true,
    supervisorId: workers.otherSupervisor,
    provinceId: quebec.id,
    province: 'Quebec',
    isOnlinePayrol: true,
    isPayrollOnHold: true,
    isGstApplicable: true,
    gstNumber: '123456789RT0001',
    hourlyRate: 21.5,
    minHourlyRate: 18,
    travelLowKmRate: 0.4525,
    travelHighKmRate: 0.5,
    travelPerHourRate: 15,
  });
  workers.inactive = await createTestWorker({
    code: codes.inactive,
    firstName: 'Cleo',
    lastName: `Rpc${tag}`,
    isMerchandiser: true,
    supervisorId: DEMO_SUPERVISOR_ID,
    provinceId: ontario.id,
    inactive: true,
  });

  // Services of the dated job at the region store in this file's month: one led by each active worker.
  const jobRecord = must(await jobs.get(dated.id));
  const jobProduct = must(datedProducts[0]);
  const firstId = await nextId('service', 2);
  const leads: [number, number][] = [
    [workers.team, 3],
    [workers.other, 10],
  ];
  const services: Service[] = leads.map(([merchandiserId, day], i) =>
    newService({
      id: firstId + i,
      store: regionStore,
      retailerName,
      job: jobRecord,
      jobProduct,
      earliestDate: month.day(day),
      latestDate: month.day(day + 4),
      timeLimit: 2,
      merchandiser: { id: merchandiserId, name: `Worker ${merchandiserId}` },
    }),
  );
  await putNewServices(
    services,
    'test',
    services.flatMap((s) => workOfService(s).map((w) => workItem(w, 'test'))),
  );

  // The other worker's overrides: for all jobs, for the dated job, for the inactive job.
  const override = (fields: Record<string, unknown>) =>
    payRateOverrides.create(workers.other, { employeeId: workers.other, ...fields }, 'test');
  await override({ rateFlat: 40 });
  await override({
    jobId: dated.id,
    productId: jobProduct.productId,
    serviceTypeId: 1,
    startDate: month.from,
    endDate: month.to,
    ratePerHour: 22.75,
  });
  await override({ jobId: retired.id, startDate: month.day(15), ratePerHour: 19 });
});

const jobWindow = () => ({ jobId: dated.id, fromDate: month.from, toDate: month.to });
const codesOf = (workbook: ReportWorkbook) => workbook.rows.map((r) => r['Login Code']);
const ours = (workbook: ReportWorkbook) =>
  codesOf(workbook).filter((c) => typeof c === 'string' && Object.values(codes).includes(c));

const expect400 = async (id: ReportId, params: Record<string, unknown>, field: string) => {
  const result = await callReport(id, params, tokens.admin);
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(Object.keys((result.body as unknown as Errors).errors).some((key) => key.startsWith(field))).toBe(true);
};

describe('roles, files and parameters', () => {
  const ids = ['contacts', 'jobChargeRate', 'merchandiserPayRate', 'travelLocations'] as const;

  it('refuses merchandisers and customers every report, and lets account managers and supervisors run Contacts only', async () => {
    for (const id of ids) {
      const params = id === 'travelLocations' ? { provinceIds: [quebec.id] } : { jobId: dated.id };
      for (const login of ['merch', 'cust'] as const)
        expect((await callReport(id, params, tokens[login])).status, `${id} ${login}`).toBe(403);
      for (const login of ['am', 'sup'] as const)
        expect((await callReport(id, params, tokens[login])).status, `${id} ${login}`).toBe(
          id === 'contacts' ? 200 : 403,
        );
    }
  });

  it('answers each workbook as a link named for today, with a bold, frozen, filtered header', async () => {
    const narrow: Record<(typeof ids)[number], Record<string, unknown>> = {
      contacts: jobWindow(),
      jobChargeRate: { jobId: dated.id, fromDate: month.from, toDate: month.to },
      merchandiserPayRate: { merchandiserId: workers.team },
      travelLocations: { provinceIds: [quebec.id], fromDate: month.from, toDate: month.to },
    };
    for (const id of ids) {
      const workbook = await runReport(id, narrow[id], tokens.admin);
      const fileName = `${REPORT_FILE_PREFIX[id]}-${todayIso()}.xlsx`;
      expect(workbook.answer.fileName).toBe(fileName);
      expect(workbook.answer.rows).toBe(workbook.rows.length);
      expect(workbook.contentDisposition).toContain(`attachment; filename="${fileName}"`);
      expectReportHeader(workbook.sheet);
    }
    expect(REPORT_FILE_PREFIX.contacts).toBe('contacts-report');
    expect(REPORT_FILE_PREFIX.merchandiserPayRate).toBe('job-merchandiser-pay-rate-report');
  });

  it('refuses bad dates, dates out of order and bad pickers with 400 naming the field', async () => {
    await expect400('contacts', { fromDate: 'not-a-date' }, 'fromDate');
    await expect400('jobChargeRate', { toDate: '2031-02-30' }, 'toDate');
    await expect400('travelLocations', { fromDate: '2031-13-01' }, 'fromDate');
    await expect400('jobChargeRate', { fromDate: '2031-03-10', toDate: '2031-03-01' }, 'toDate');
    await expect400('travelLocations', { fromDate: '2031-03-10', toDate: '2031-03-01' }, 'toDate');
    await expect400('contacts', { merchandiserId: 0 }, 'merchandiserId');
    await expect400('merchandiserPayRate', { merchandiserId: -3 }, 'merchandiserId');
    await expect400('contacts', { provinceIds: ['x'] }, 'provinceIds');
    await expect400('travelLocations', { provinceIds: [0] }, 'provinceIds');
  });

  it('ignores parameters a report does not use', async () => {
    const workbook = await runReport(
      'merchandiserPayRate',
      { merchandiserId: workers.team, fromDate: '2031-01-01', toDate: '2031-01-31', provinceIds: [quebec.id] },
      tokens.admin,
    );
    expect(ours(workbook)).toEqual([codes.team]);
  });
});

describe('Contacts', () => {
  it('lists the workers with work on the job in the window, one row each with their contact details', async () => {
    const workbook = await runReport('contacts', jobWindow(), tokens.admin);
    expect(codesOf(workbook)).toEqual([codes.team, codes.other]);
    expect(workbook.header).toEqual([
      'Login Code',
      'Last Name',
      'First Name',
      'Roles',
      'Supervisor',
      'Address 1',
      'Address 2',
      'City',
      'Province',
      'Postal Code',
      'Home Phone',
      'Mobile Phone',
      'Office Phone',
      'Ext',
      'Fax',
      'E-mail',
      'Has Car',
      'Max Travel km',
      'Payroll',
      'Active',
    ]);
    expect(workbook.rows[0]).toMatchObject({
      'Last Name': `Rpa${tag}`,
      'First Name': 'Alma',
      Roles: 'Merchandiser',
      Supervisor: supName,
      // Typed text that Excel would run as a formula is made inert.
      'Address 1': `'=HYPERLINK("x")`,
      City: 'Ottawa',
      Province: 'Ontario',
      'Postal Code': 'K1A 0B1',
      'Home Phone': '613-555-0101',
      'Mobile Phone': '613-555-0102',
      'E-mail': `alma.${tag}@example.com`,
      'Has Car': 'Yes',
      'Max Travel km': 40,
      Payroll: 'Manual',
      Active: 'Yes',
    });
    expect(workbook.rows[1]).toMatchObject({
      Roles: 'Merchandiser, Helper',
      Supervisor: `Other Supervisor${tag}`,
      'Has Car': 'No',
      Payroll: 'Online',
    });
  });

  it('picks All Manual, All CIRS or one worker, and nobody outside the window', async () => {
    expect(codesOf(await runReport('contacts', { ...jobWindow(), merchandiserId: -1 }, tokens.admin))).toEqual([
      codes.team,
    ]);
    expect(codesOf(await runReport('contacts', { ...jobWindow(), merchandiserId: -2 }, tokens.admin))).toEqual([
      codes.other,
    ]);
    expect(
      codesOf(await runReport('contacts', { ...jobWindow(), merchandiserId: workers.other }, tokens.admin)),
    ).toEqual([codes.other]);
    expect(
      codesOf(
        await runReport('contacts', { jobId: dated.id, fromDate: '2039-01-01', toDate: '2039-01-31' }, tokens.admin),
      ),
    ).toEqual([]);
    // Without a job the worker is found whatever their work; an inactive worker is listed as such.
    const inactive = await runReport('contacts', { merchandiserId: workers.inactive }, tokens.admin);
    expect(inactive.rows).toEqual([expect.objectContaining({ 'Login Code': codes.inactive, Active: 'No' })]);
  });

  it("filters on the worker's province, as a comma list or repeated in the query", async () => {
    const one = await runReport('contacts', { ...jobWindow(), provinceIds: [ontario.id] }, tokens.admin);
    expect(codesOf(one)).toEqual([codes.team]);
    const both = { ...jobWindow(), provinceIds: [ontario.id, quebec.id] };
    expect(codesOf(await runReport('contacts', both, tokens.admin))).toEqual([codes.team, codes.other]);
    expect(codesOf(await runReport('contacts', both, tokens.admin, { repeat: true }))).toEqual([
      codes.team,
      codes.other,
    ]);
  });

  it("gives a supervisor their team and themself only, and an empty report for another team's worker", async () => {
    expect(codesOf(await runReport('contacts', jobWindow(), tokens.sup))).toEqual([codes.team]);
    const foreign = await runReport('contacts', { merchandiserId: workers.other }, tokens.sup);
    expect(foreign.rows).toEqual([]);
    const everyone = await runReport('contacts', {}, tokens.sup);
    expect(codesOf(everyone)).toEqual(expect.arrayContaining(['sup', codes.team, codes.inactive]));
    expect(codesOf(everyone)).not.toContain(codes.other);
    expect(codesOf(everyone)).not.toContain('admin');
    for (const row of everyone.rows)
      expect(row['Login Code'] === 'sup' || row.Supervisor === supName, String(row['Login Code'])).toBe(true);
  });

  it('gives an account manager every worker', async () => {
    expect(codesOf(await runReport('contacts', jobWindow(), tokens.am))).toEqual([codes.team, codes.other]);
  });
});

describe('Job Charge Rate', () => {
  const ofOurJobs = (workbook: ReportWorkbook) =>
    workbook.rows.filter((r) => r['Job #'] === dated.jobNumber || r['Job #'] === retired.jobNumber);

  it('lists each job product of the active jobs running in the window with the hourly rate', async () => {
    const workbook = await runReport('jobChargeRate', { fromDate: month.from, toDate: month.to }, tokens.admin);
    const rows = ofOurJobs(workbook);
    expect(rows.map((r) => [r['Job #'], r.Product])).toEqual(datedProducts.map((p) => [dated.jobNumber, p.product]));
    expect(rows[0]).toMatchObject({
      Description: 'People reports job A',
      Supplier: dated.supplier,
      Retailer: retailerName,
      'Product Code': datedProducts[0]?.productCode,
      'Hourly Rate': 30.25,
      'Start Date': new Date(`${month.from}T00:00:00Z`),
      'End Date': new Date(`${month.to}T00:00:00Z`),
      Active: 'Yes',
    });
    expect(typeof rows[0]?.['Service Type']).toBe('string');
    const index = workbook.rows.indexOf(must(rows[0]));
    expect(cellFormat(workbook, 'Hourly Rate', index)).toBe('#,##0.00');
    expect(cellFormat(workbook, 'Start Date', index)).toBe('yyyy-mm-dd');
  });

  it('adds inactive jobs with isHistory, picks one job, and leaves out jobs not running in the window', async () => {
    const history = await runReport(
      'jobChargeRate',
      { fromDate: month.from, toDate: month.to, isHistory: true },
      tokens.admin,
    );
    expect(ofOurJobs(history).map((r) => r['Job #'])).toEqual([dated.jobNumber, dated.jobNumber, retired.jobNumber]);
    expect(ofOurJobs(history)[2]).toMatchObject({ Active: 'No', 'Hourly Rate': 12, 'Start Date': null });
    const one = await runReport(
      'jobChargeRate',
      { jobId: dated.id, fromDate: month.from, toDate: month.to },
      tokens.admin,
    );
    expect(one.rows.map((r) => r['Job #'])).toEqual([dated.jobNumber, dated.jobNumber]);
    const before = await runReport('jobChargeRate', { fromDate: '2039-01-01', toDate: '2039-01-31' }, tokens.admin);
    expect(ofOurJobs(before)).toEqual([]);
  });
});

describe('Merchandiser Pay Rate', () => {
  it("gives a worker's base row, then their overrides by start date", async () => {
    const workbook = await runReport('merchandiserPayRate', { merchandiserId: workers.other }, tokens.admin);
    expect(workbook.rows).toHaveLength(4);
    expect(workbook.rows[0]).toMatchObject({
      Merchandiser: `Bruno Rpb${tag}`,
      'Login Code': codes.other,
      Payroll: 'Online',
      'On Hold': 'Yes',
      'GST Applicable': 'Yes',
      'GST #': '123456789RT0001',
      'Current Hourly Rate': 21.5,
      'Min Hourly Rate': 18,
      'Travel Low km': 0.4525,
      'Travel High km': 0.5,
      'Travel per Hour': 15,
      'Override Job': null,
      'Rate per Hour': null,
    });
    expect(cellFormat(workbook, 'Current Hourly Rate')).toBe('#,##0.00');
    expect(cellFormat(workbook, 'Travel Low km')).toBe('#,##0.00##');
    expect(workbook.rows.slice(1).map((r) => [r['Override Job'], r['Flat Rate'], r['Rate per Hour']])).toEqual([
      ['<All Jobs>', 40, null],
      [dated.jobNumber, null, 22.75],
      [retired.jobNumber, null, 19],
    ]);
    expect(workbook.rows[2]).toMatchObject({
      Merchandiser: `Bruno Rpb${tag}`,
      'Login Code': codes.other,
      Payroll: null,
      'Current Hourly Rate': null,
      'Override Product': datedProducts[0]?.product,
      'Override Start': new Date(`${month.from}T00:00:00Z`),
      'Override End': new Date(`${month.to}T00:00:00Z`),
    });
    expect(cellFormat(workbook, 'Rate per Hour', 2)).toBe('#,##0.00');
  });

  it('keeps the overrides that pay for a job: its own and those for all jobs', async () => {
    const workbook = await runReport(
      'merchandiserPayRate',
      { merchandiserId: workers.other, jobId: dated.id },
      tokens.admin,
    );
    expect(workbook.rows.map((r) => r['Override Job'])).toEqual([null, '<All Jobs>', dated.jobNumber]);
  });

  it('splits All Manual and All CIRS, lists active workers only, and finds an inactive one by id', async () => {
    const manual = await runReport('merchandiserPayRate', { merchandiserId: -1 }, tokens.admin);
    expect(ours(manual)).toEqual([codes.team]);
    expect(manual.rows.every((r) => r.Payroll === 'Manual' || r.Payroll === null)).toBe(true);
    const online = await runReport('merchandiserPayRate', { merchandiserId: -2 }, tokens.admin);
    expect(ours(online)).toEqual([codes.other, codes.other, codes.other, codes.other]);
    const all = await runReport('merchandiserPayRate', {}, tokens.admin);
    expect(new Set(ours(all))).toEqual(new Set([codes.team, codes.other]));
    const inactive = await runReport('merchandiserPayRate', { merchandiserId: workers.inactive }, tokens.admin);
    expect(codesOf(inactive)).toEqual([codes.inactive]);
  });
});

describe('Travel Locations', () => {
  const ofOurs = (workbook: ReportWorkbook) => workbook.rows.filter((r) => r.Retailer === retailerName);

  it('lists the travel stores and the stores of travel regions with their charges and services in the window', async () => {
    const workbook = await runReport(
      'travelLocations',
      { provinceIds: [ontario.id], fromDate: month.from, toDate: month.to },
      tokens.admin,
    );
    const rows = ofOurs(workbook);
    expect(rows.map((r) => r['Store #'])).toEqual([storeNumbers.associated, storeNumbers.region]);
    expect(rows[0]).toMatchObject({
      Province: ontario.fullName,
      City: `RP Alpha ${RUN}`,
      'City Travel Charge Type': null,
      'City Travel Charge': null,
      'Travel Region': 'No',
      Store: "'=SUM(A1)",
      'Store Travel Associated': 'Yes',
      'Store Travel Charge Type': 'Kilometers Only',
      'Store Travel Charge': 12.5,
      'Services in Period': 0,
    });
    expect(rows[1]).toMatchObject({
      City: `RP Beta ${RUN}`,
      'City Travel Charge Type': 'Flat Rate',
      'City Travel Charge': 25,
      'Travel Region': 'Yes',
      'Store Travel Associated': 'No',
      'Store Travel Charge': null,
      'Services in Period': 2,
    });
    expect(cellFormat(workbook, 'Store Travel Charge', workbook.rows.indexOf(must(rows[0])))).toBe('#,##0.00');
  });

  it("follows the provinces, the job's retailer and the window", async () => {
    const window = { fromDate: month.from, toDate: month.to };
    const quebecOnly = await runReport('travelLocations', { ...window, provinceIds: [quebec.id] }, tokens.admin);
    expect(ofOurs(quebecOnly)).toEqual([]);
    expect(quebecOnly.rows.every((r) => r.Province === quebec.fullName)).toBe(true);
    const everywhere = await runReport('travelLocations', window, tokens.admin);
    expect(ofOurs(everywhere)).toHaveLength(2);
    const ofJob = await runReport('travelLocations', { ...window, jobId: dated.id }, tokens.admin);
    expect(ofJob.rows.map((r) => r['Store #'])).toEqual([storeNumbers.associated, storeNumbers.region]);
    expect(ofJob.rows.map((r) => r['Services in Period'])).toEqual([0, 2]);
    const otherJob = await runReport('travelLocations', { ...window, jobId: otherRetailerJob }, tokens.admin);
    expect(ofOurs(otherJob)).toEqual([]);
    const before = await runReport(
      'travelLocations',
      { provinceIds: [ontario.id], fromDate: '2039-01-01', toDate: '2039-01-31' },
      tokens.admin,
    );
    expect(ofOurs(before).map((r) => r['Services in Period'])).toEqual([0, 0]);
  });
});
