/**
 * Loads the demo data into the emulators (DynamoDB Local in memory, cognito-local) and reads it back through the
 * access patterns of the entity files. Needs Java for DynamoDB Local.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ROLES } from '@shelfline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { downloadLink } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';
import { type LoadedDraft, listDraftHeads, loadDraft } from '../../functions/data/drafts/drafts.repository.ts';
import { CHARGE_ID_COUNTER } from '../../functions/data/entities/merchandiser-charge.entity.ts';
import { MERCHANDISER_INVOICE_NUMBER_COUNTER } from '../../functions/data/entities/merchandiser-invoice.entity.ts';
import { summaryOf } from '../../functions/data/entities/service.entity.ts';
import { ServiceReportPatterns, SUMMARY_SHARDS } from '../../functions/data/entities/service-report.entity.ts';
import { StoreEntity } from '../../functions/data/entities/store.entity.ts';
import { uniqueKey } from '../../functions/data/entity.ts';
import {
  listCitiesOfProvince,
  listConsumerGroups,
  listCountries,
  listJobs,
  listJobsOfRetailer,
  listJobsOfSupplier,
  listProductsOfJob,
  listProvinces,
  listRetailers,
  listServiceTypes,
  listStoresOfProvince,
  listStoresOfRetailer,
  listSuppliers,
  stores,
} from '../../functions/data/master-data/master-data.repository.ts';
import { findPersonByLoginCode } from '../../functions/data/people/people.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import {
  employeeComments,
  generalAvailabilities,
  payRateOverrides,
  scheduledWork,
  specialAvailabilities,
  toGeneralAvailability,
  vacations,
} from '../../functions/data/people/worker-records.repository.ts';
import { queryPattern } from '../../functions/data/query-pattern.ts';
import { nextId } from '../../functions/data/repository.ts';
import {
  getService,
  readOpenServices,
  readServicesOfMerchandiser,
  readSummariesOfDays,
} from '../../functions/data/schedule/schedule.repository.ts';
import { rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import { DEMO_PASSWORD, generateDemoData } from '../../scripts/demo/generate.ts';
import { DEMO_MAILS } from '../../scripts/demo/inbox-mails.ts';
import { type LoadDemoResult, loadDemoData } from '../../scripts/demo/load.ts';
import { DEMO_MAILBOX_ALIAS } from '../../scripts/demo/recruiting.ts';
import { addDays, localIsoDate, mondayOf } from '../../scripts/demo/worker-profiles.ts';
import { type Emulators, startEmulators } from '../../scripts/local/emulators.ts';
import { createCognitoUser, type Provisioned, provision, sdkConfig } from '../../scripts/local/provision.ts';

const USER_POOL = {
  poolName: 'shelfline',
  groups: [...ROLES],
  customAttributes: ['personId', 'personType'],
  clients: ['staff', 'customer'],
};

const today = localIsoDate(new Date());
const data = generateDemoData(undefined, { today });
let emulators: Emulators;
let provisioned: Provisioned;
let first: LoadDemoResult;

const load = () => loadDemoData(data, { createLogin: (user) => createCognitoUser(emulators.env, provisioned, user) });

/** Every item of the table, keyed by pk/sk, without the audit timestamps that a reload moves. */
/** Money records (and their markers and counters), written by the product's own calls after the planned items. */
const MONEY_ENTITIES = [
  'merchandiserCharge',
  'miscCharge',
  'customerCharge',
  'merchandiserInvoice',
  'customerInvoice',
  'accountingBatch',
];
const MONEY_COUNTERS = [...MONEY_ENTITIES, CHARGE_ID_COUNTER, MERCHANDISER_INVOICE_NUMBER_COUNTER].map(
  (name) => `COUNTER#${name}`,
);
function isMoneyItem(item: Record<string, unknown>): boolean {
  const pk = String(item.pk);
  return (
    MONEY_ENTITIES.includes(String(item.type)) ||
    MONEY_ENTITIES.some((name) => pk.startsWith(`UNIQUE#${name}.`)) ||
    MONEY_COUNTERS.includes(pk)
  );
}

/**
 * Recruiting's records made by the product's own calls (intake, status moves, the mail pipeline, the workers' match
 * keys), with their id counters: applicants and everything in their partitions, match keys, mails and failures.
 */
const RECRUITING_ENTITIES = [
  'applicant',
  'applicantParsed',
  'applicantAction',
  'applicantLink',
  'applicantExEmployee',
  'applicantFile',
  'matchKey',
  'inboundMail',
  'ingestionFailure',
];
const RECRUITING_COUNTERS = ['COUNTER#applicant', 'COUNTER#applicantAction'];
const isRecruitingItem = (item: Record<string, unknown>) =>
  RECRUITING_ENTITIES.includes(String(item.type)) || RECRUITING_COUNTERS.includes(String(item.pk));

async function snapshot(): Promise<Map<string, Record<string, unknown>>> {
  const items = new Map<string, Record<string, unknown>>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: provisioned.tableName, ExclusiveStartKey }));
    for (const { createdAt, modifiedAt, ...item } of page.Items ?? []) items.set(`${item.pk}|${item.sk}`, item);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

beforeAll(async () => {
  emulators = await startEmulators({});
  provisioned = await provision(emulators.env, { userPool: USER_POOL });
  // The repositories read the table name and endpoints from the environment, as in a Lambda.
  Object.assign(process.env, emulators.env, { TABLE_NAME: provisioned.tableName });
  first = await load();
  console.info(`demo data loaded: ${first.items} items in ${first.ms} ms`, first.records);
}, 300_000);

afterAll(async () => {
  await emulators?.stop();
});

describe('demo data in DynamoDB Local', () => {
  it('writes every record, marker and counter quickly', () => {
    expect(first.records.store).toBe(2000);
    expect(first.records.employee).toBe(300);
    expect(first.records.job).toBe(40);
    expect(first.records.scheduledWork).toBe(data.scheduledWork.length);
    expect(first.records.employeePrivate).toBe(data.employeePrivates.length);
    expect(first.records.generalAvailability).toBe(data.generalAvailabilities.length);
    expect(first.records.vacation).toBe(data.vacations.length);
    expect(first.records.workerDirectoryShard).toBe(16);
    expect(first.logins).toBe(7);
    expect(first.items).toBeGreaterThan(20_000);
    // About 22,000 items (8,000 of them scheduled work, 8,000 services with four index entries each): 20 to 40 s on
    // an idle machine, more on a busy one (over two minutes with several stacks on two cores).
    expect(first.ms).toBeLessThan(180_000);
  });

  it("holds exactly the items it reports, plus the money and recruiting made by the product's own calls", {
    timeout: 180_000,
  }, async () => {
    const items = [...(await snapshot()).values()];
    const money = items.filter(isMoneyItem);
    const recruiting = items.filter(isRecruitingItem);
    expect(items.length - money.length - recruiting.length).toBe(first.items);
    // charges, misc charges and invoices of the demo are made by chargeService, the misc charge rules and the submits
    const records = (type: string) => money.filter((item) => item.type === type).length;
    // the demo charges, plus those the demo invoices' own submits charged first
    expect(records('merchandiserCharge')).toBeGreaterThanOrEqual(first.records.merchandiserCharge ?? 0);
    expect(records('miscCharge')).toBe(first.records.miscCharge);
    expect(records('customerCharge')).toBeGreaterThanOrEqual(first.records.merchandiserCharge ?? 0);
  });

  it('holds applicants of the last six weeks in every status, duplicates, a former worker and mail failures', {
    timeout: 120_000,
  }, async () => {
    const items = [...(await snapshot()).values()];
    const of = (type: string) => items.filter((item) => item.type === type);
    const applicants = of('applicant');
    // the planned ones, and the two the mailbox pipeline made (a readable PDF, an encrypted one)
    expect(first.records.applicant).toBeGreaterThanOrEqual(60);
    expect(applicants).toHaveLength((first.records.applicant ?? 0) + 2);
    const statuses = new Set(applicants.map((a) => a.status));
    for (const status of [1, 2, 3, 4, 5, 6, 7]) expect(statuses.has(status), `status ${status}`).toBe(true);
    const daysAgo = (a: Record<string, unknown>) => (Date.now() - Date.parse(String(a.createdUtc))) / 86_400_000;
    expect(Math.max(...applicants.map(daysAgo))).toBeGreaterThan(35);
    expect(Math.max(...applicants.map(daysAgo))).toBeLessThan(42);
    expect(applicants.filter((a) => daysAgo(a) < 14).length).toBeGreaterThanOrEqual(15);
    expect(applicants.filter((a) => a.hasDuplicates).length).toBeGreaterThanOrEqual(2);
    expect(of('applicantLink').length).toBeGreaterThanOrEqual(2);
    expect(of('applicantExEmployee')).toHaveLength(1);
    expect(applicants.filter((a) => a.isExEmployee)).toHaveLength(1);
    expect(of('applicantFile').length).toBeGreaterThanOrEqual(20);
    expect(of('applicantAction').length).toBeGreaterThanOrEqual(30);
    // HR's calls before the interviews: Contacts, each counted on its applicant
    const contacts = of('applicantAction').filter((a) => a.action === 'Contact');
    expect(contacts.length).toBeGreaterThanOrEqual(5);
    expect(applicants.reduce((sum, a) => sum + Number(a.contactCount), 0)).toBe(contacts.length);
    // at least one e-mailed applicant of the mailbox posting came through the pipeline (source Email, its mailbox)
    const mailed = applicants.filter((a) => a.createdBy === 'ingestion');
    expect(mailed.map((a) => [a.source, a.mailbox])).toEqual([
      ['Email', `${DEMO_MAILBOX_ALIAS}@${process.env.INBOUND_DOMAIN}`],
      ['Email', `${DEMO_MAILBOX_ALIAS}@${process.env.INBOUND_DOMAIN}`],
    ]);
    // each posting's count is its applicants
    for (const posting of of('jobPosting'))
      expect(posting.applicantCount, String(posting.title)).toBe(
        applicants.filter((a) => a.jobPostingId === posting.id).length,
      );
    // one failure per planned code, each in the failures screen's default week
    const failures = of('ingestionFailure');
    const planned = DEMO_MAILS.map((mail) => mail.outcome).filter((outcome) => outcome !== 'applicant');
    expect(failures.map((f) => f.errorCode).sort()).toEqual([...planned].sort());
    expect(failures.every((f) => Date.now() - Date.parse(String(f.occurredUtc)) < 6.5 * 86_400_000)).toBe(true);
    expect(first.records.inboundMail).toBe(DEMO_MAILS.length);
  });

  it('holds the three demo draft schedules, each read whole with one Query', async () => {
    expect(first.records.draft).toBe(3);
    const heads = await listDraftHeads();
    expect(heads.map((h) => h.name)).toEqual(['Back to school (archived)', 'Holiday displays', 'Spring reset']);
    const [archived, holiday, spring] = await Promise.all(heads.map((h) => loadDraft(h.id)));
    expect(archived?.head).toMatchObject({ isInactive: true, storesCount: 4, jobsCount: 1, detailsCount: 4 });
    expect(holiday?.head).toMatchObject({ status: 'ReadyForSupervisor', detailsCount: 6 });
    expect(spring?.head).toMatchObject({ status: 'InProgress', storesCount: 40, jobsCount: 2, detailsCount: 80 });
    const rows = [...rowsOf(spring as LoadedDraft)].map((r) => r.row);
    expect(rows).toHaveLength(80);
    expect(rows.every((r) => r.hours > 0 && r.startDate && r.endDate)).toBe(true);
    const staffed = rows.filter((r) => r.workers.length > 0);
    expect(staffed.length).toBeGreaterThan(60);
    expect(staffed.length).toBeLessThan(80);
    expect(staffed.every((r) => r.workers[0]?.isTeamLead)).toBe(true);
    expect(await nextId('draft')).toBeGreaterThan(3);
  });

  it("lists each retailer's stores in store-number order, 2,000 in all", async () => {
    let total = 0;
    for (const retailer of await listRetailers()) {
      const numbers: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await listStoresOfRetailer(retailer.id, { limit: 100, cursor });
        numbers.push(...page.items.map((s) => s.storeNumber));
        cursor = page.cursor;
      } while (cursor);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(numbers.length).toBe(data.stores.filter((s) => s.retailerId === retailer.id).length);
      total += numbers.length;
    }
    expect(total).toBe(2000);
  });

  it('lists stores by province and by city', async () => {
    let total = 0;
    for (const province of await listProvinces(1)) total += (await listStoresOfProvince(province.id)).length;
    expect(total).toBe(2000);
    const toronto = data.cities.find((c) => c.name === 'Toronto');
    const inToronto = await listStoresOfProvince(toronto?.provinceId ?? 0, toronto?.id);
    expect(inToronto.length).toBe(data.stores.filter((s) => s.cityId === toronto?.id).length);
    expect(inToronto.every((s) => s.city === 'Toronto')).toBe(true);
  });

  it('reserves store numbers per retailer with a uniqueness marker', async () => {
    const store = data.stores[1234];
    if (!store) throw new Error('no store 1234');
    const [field] = StoreEntity.unique ?? [];
    const keys = field && uniqueKey(StoreEntity, field, store);
    expect(keys?.pk).toBe(`UNIQUE#store.number#${store.retailerId}#${store.storeNumber}`);
    const { Item } = await documentClient().send(new GetCommand({ TableName: provisioned.tableName, Key: keys }));
    expect(Item?.ownerId).toBe(store.id);
    await expect(stores.create({ ...store, id: 99_999 }, 'test')).rejects.toThrow(/already used/);
  });

  it('reads each reference list with one query', async () => {
    expect((await listCountries()).map((c) => c.fullName)).toEqual(['Canada', 'United States']);
    const provinces = await listProvinces(1);
    expect(provinces).toHaveLength(13);
    expect(provinces.map((p) => p.fullName)).toEqual([...provinces.map((p) => p.fullName)].sort());
    const ontario = provinces.find((p) => p.code === 'ON');
    expect((await listCitiesOfProvince(ontario?.id ?? 0)).length).toBe(
      data.cities.filter((c) => c.provinceId === ontario?.id).length,
    );
    expect(await listRetailers()).toHaveLength(data.retailers.length);
    expect(await listSuppliers()).toHaveLength(data.suppliers.length);
    expect(await listServiceTypes()).toHaveLength(8);
    expect(await listConsumerGroups()).toHaveLength(data.consumerGroups.length);
  });

  it('lists jobs in job-number order, by supplier and by retailer, with their products', async () => {
    const all = (await listJobs()).items;
    expect(all.map((j) => j.jobNumber)).toEqual(data.jobs.map((j) => j.jobNumber).sort());
    let bySupplier = 0;
    for (const supplier of data.suppliers) bySupplier += (await listJobsOfSupplier(supplier.id)).length;
    let byRetailer = 0;
    for (const retailer of data.retailers) byRetailer += (await listJobsOfRetailer(retailer.id)).length;
    expect([bySupplier, byRetailer]).toEqual([40, 40]);
    const job = data.jobs[0];
    expect((await listProductsOfJob(job?.id ?? 0)).map((p) => p.productId)).toEqual(
      data.jobProducts.filter((p) => p.jobId === job?.id).map((p) => p.productId),
    );
  });

  it('finds the demo people by login code with their roles', async () => {
    for (const login of data.demoLogins) {
      const person = await findPersonByLoginCode(login.personType, login.code);
      expect(person?.id).toBe(login.personId);
      expect(person?.roles).toEqual([login.role]);
    }
  });

  it('lets the demo logins sign in to cognito-local with their group and person', async () => {
    const cognito = new CognitoIdentityProviderClient(
      sdkConfig(emulators.env, 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER'),
    );
    for (const login of data.demoLogins) {
      const client = login.personType === 'customer' ? 'customer' : 'staff';
      const { AuthenticationResult } = await cognito.send(
        new InitiateAuthCommand({
          ClientId: provisioned.clientIds[client],
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: login.code, PASSWORD: DEMO_PASSWORD },
        }),
      );
      const token = AuthenticationResult?.IdToken ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
      expect(claims['cognito:groups']).toEqual([login.role]);
      expect(claims['custom:personId']).toBe(String(login.personId));
      expect(claims['custom:personType']).toBe(login.personType);
    }
  });

  it("reads the merch worker's partition: profile, availability, vacations, work, comments, pay rates", async () => {
    const merch = data.employees.find((e) => e.code === 'merch');
    const id = merch?.id ?? 0;
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: provisioned.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `EMPLOYEE#${id}` },
      }),
    );
    const types = new Set(Items.map((item) => item.type));
    for (const type of [
      'employee',
      'employeePrivate',
      'generalAvailability',
      'specialAvailability',
      'vacation',
      'scheduledWork',
      'employeeComment',
      'payRateOverride',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    const record = Items.find((item) => item.sk === 'EMPLOYEE');
    expect(record?.sin).toBeUndefined();
    expect(record?.hasLogin).toBe(true);
    expect(Items.find((item) => item.sk === 'PRIVATE')?.sin).toMatch(/^\d{9}$/);

    const general = toGeneralAvailability(await generalAvailabilities.getBySortPart(id, '0'));
    expect(general.dailyAvailabilities['1']?.start).toBe('9:00 AM');
    expect(general.version).toBe(1);
    const away = await vacations.list(id);
    expect(away.some((v) => v.endDate < today)).toBe(true);
    expect(away.some((v) => v.startDate > today)).toBe(true);
    expect(await specialAvailabilities.list(id)).toHaveLength(1);
    const monday = mondayOf(today);
    const thisWeek = await scheduledWork.queryRange(id, monday, addDays(monday, 6));
    const nextWeek = await scheduledWork.queryRange(id, addDays(monday, 7), addDays(monday, 13));
    expect(thisWeek.length).toBeGreaterThan(0);
    expect(nextWeek.length).toBeGreaterThan(0);
    expect((await employeeComments.list(id)).length).toBeGreaterThan(0);
    expect((await payRateOverrides.list(id)).length).toBeGreaterThan(0);
  });

  it('holds every demo worker in the worker directory the lists read', async () => {
    const cards = await readWorkerDirectory();
    expect(cards).toHaveLength(300);
    const merch = cards.find((c) => c.code === 'merch');
    expect(merch?.servedRetailerIds).toEqual(data.employees.find((e) => e.code === 'merch')?.servedRetailerIds);
  });

  it('finds who worked a job through the JOBWORK index', async () => {
    const work = data.scheduledWork[0];
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: provisioned.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `JOBWORK#${work?.jobId}` },
      }),
    );
    expect(Items.length).toBe(data.scheduledWork.filter((w) => w.jobId === work?.jobId).length);
    expect(Items.some((item) => item.id === work?.id && item.employeeId === work?.employeeId)).toBe(true);
  });

  it('holds a live service per scheduled-work row, read through the schedule indexes', async () => {
    expect(first.records.service).toBe(data.services.length);
    expect(data.services.map((s) => s.id)).toEqual(data.scheduledWork.map((w) => w.id));
    // The week's compact day index (gsi4) answers exactly the demo services starting in it.
    const monday = mondayOf(today);
    const sunday = addDays(monday, 6);
    const week = data.services.filter((s) => s.earliestDate >= monday && s.earliestDate <= sunday);
    const summaries = await readSummariesOfDays(monday, sunday);
    expect(summaries.map((s) => s.id).sort((a, b) => a - b)).toEqual(week.map((s) => s.id));
    // a service the demo did not charge (a charge sets the `isCharged` bit of its summary)
    const sample = week.find((s) => !s.isSubmitted);
    expect(sample).toBeDefined();
    if (sample)
      expect(summaries.find((s) => s.id === sample.id)).toEqual(JSON.parse(JSON.stringify(summaryOf(sample))));
    // The merch login's services (gsi1): coming due, unconfirmed, confirmed with and without a date, saved.
    const merch = data.employees.find((e) => e.code === 'merch');
    const own = await readServicesOfMerchandiser(merch?.id ?? 0, {
      from: addDays(monday, -7),
      to: addDays(monday, 13),
    });
    expect(own.length).toBe(
      data.services.filter(
        (s) =>
          s.merchandiserId === merch?.id &&
          s.earliestDate >= addDays(monday, -7) &&
          s.earliestDate <= addDays(monday, 13),
      ).length,
    );
    const live = own.filter((s) => s.isActivated && !s.isSubmitted);
    expect(live.some((s) => s.latestDate === today && !s.confirmation)).toBe(true);
    expect(live.some((s) => s.confirmation?.estimatedDate === null)).toBe(true);
    expect(live.some((s) => s.isSaved)).toBe(true);
    expect(live.some((s) => (s.confirmation?.estimatedDate ?? '') >= addDays(monday, 7))).toBe(true);
    // Coming due through the open index (gsi5): the demo's, the merch login's among them.
    const comingDue = await readOpenServices({ fromLatest: today, toLatest: addDays(today, 1) });
    const expected = data.services.filter(
      (s) => s.isActivated && !s.isSubmitted && s.latestDate >= today && s.latestDate <= addDays(today, 1),
    );
    expect(comingDue.map((s) => s.id).sort((a, b) => a - b)).toEqual(expected.map((s) => s.id));
    expect(comingDue.some((s) => s.merchandiserId === merch?.id)).toBe(true);
    const stored = await getService(data.services[0]?.id ?? 0);
    expect(stored?.version).toBe(1);
    expect(stored?.storeName).toBe(data.services[0]?.storeName);
  });

  it("reads a Summary's rows from its four shards, and serves the reports' pictures from the files bucket", async () => {
    const layout = data.reportLayouts.find((l) =>
      data.serviceReports.some((r) => r.reportId === l.id && r.status === 'Submitted'),
    );
    if (!layout) throw new Error('no layout with submitted reports');
    const expected = data.serviceReports
      .filter((r) => r.reportId === layout.id && r.status === 'Submitted')
      .map((r) => r.id);
    const shards = await Promise.all(
      Array.from({ length: SUMMARY_SHARDS }, (_, shard) =>
        (async () => {
          const ids: number[] = [];
          for await (const item of queryPattern(ServiceReportPatterns, 'summaryShard', [layout.id, shard]))
            ids.push(item.id as number);
          return ids;
        })(),
      ),
    );
    expect(shards.flat().sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    const file = data.reportFiles[0];
    if (!file) throw new Error('no demo picture');
    const link = await downloadLink({
      bucket: env.bucket('filesBucket'),
      key: file.path,
      fileName: file.fileName,
      contentType: file.contentType,
    });
    const picture = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    expect(picture.length).toBe(file.size);
    expect(picture.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('sets the id counters so new records continue after the demo ids', async () => {
    expect(await nextId('store')).toBe(2001);
    expect(await nextId('employee')).toBe(301);
    expect(await nextId('job')).toBe(41);
    // Services created later (the draft export) never take the id of a demo scheduled work row.
    expect(await nextId('service')).toBe(data.scheduledWork.length + 1);
    expect(await nextId('scheduledWork')).toBe(data.scheduledWork.length + 1);
    expect(await nextId('vacation')).toBe(data.vacations.length + 1);
  });

  // One reload serves both checks (a load of the demo data takes ~30 s here, two snapshots as much again).
  it('is idempotent: a second load leaves the same items and never hands out ids again', {
    timeout: 600_000,
  }, async () => {
    const before = await snapshot();
    const second = await load();
    console.info(`demo data reloaded: ${second.items} items in ${second.ms} ms`);
    expect(second.items).toBe(first.items);
    expect([second.records.applicant, second.records.inboundMail]).toEqual([0, 0]);
    expect(await snapshot()).toEqual(before);
    expect(await nextId('store')).toBe(2002);
  });
});
