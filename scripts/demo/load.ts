/**
 * Writes a demo data set into the table named by TABLE_NAME (through the repositories, as the functions do) and
 * creates the seven demo sign-ins through an injected `createLogin` (Cognito, or cognito-local).
 *
 * Idempotent: records are Put (same ids, same keys, uniqueness markers included), counters only ever move up and
 * `createLogin` is expected to update an existing user. Running it twice leaves the same records; only the audit
 * timestamps move. What the product's own calls make (money, applicants, the mailbox's mails) is made once: each
 * step finds its records of a first load and adds nothing.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { putObject } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';
import { listPostings } from '../../functions/data/ats/job-postings.repository.ts';
import { rebuildWorkerMatchKeys } from '../../functions/data/ats/match-keys.repository.ts';
import { putItems } from '../../functions/data/batch.ts';
import { counterKey } from '../../functions/data/entities/counter.entity.ts';
import { EMPLOYEE_PRIVATE_SK, employeePartition } from '../../functions/data/entities/employee.entity.ts';
import { FmFileEntity } from '../../functions/data/entities/fm-file.entity.ts';
import { FmFolderEntity } from '../../functions/data/entities/fm-folder.entity.ts';
import { FmPermissionEntity } from '../../functions/data/entities/fm-permission.entity.ts';
import { type JobPosting, JobPostingEntity } from '../../functions/data/entities/job-posting.entity.ts';
import { JobTraitEntity } from '../../functions/data/entities/job-trait.entity.ts';
import { OrderEntity } from '../../functions/data/entities/order.entity.ts';
import { OrderExportEntity } from '../../functions/data/entities/order-export.entity.ts';
import { OrderExportLayoutEntity } from '../../functions/data/entities/order-export-layout.entity.ts';
import { OrderLineEntity } from '../../functions/data/entities/order-line.entity.ts';
import { PlanogramEntity } from '../../functions/data/entities/planogram.entity.ts';
import { PlanogramCellEntity } from '../../functions/data/entities/planogram-cell.entity.ts';
import { PlanogramDataRowEntity } from '../../functions/data/entities/planogram-data-row.entity.ts';
import { PromptEntity } from '../../functions/data/entities/prompt.entity.ts';
import { QuestionEntity } from '../../functions/data/entities/question.entity.ts';
import { QuestionHeaderEntity } from '../../functions/data/entities/question-header.entity.ts';
import { ReportFileEntity } from '../../functions/data/entities/report-file.entity.ts';
import { ReportLayoutEntity } from '../../functions/data/entities/report-layout.entity.ts';
import { ScoringCriterionEntity, ScoringKeywordEntity } from '../../functions/data/entities/scoring.entity.ts';
import { ServiceReportEntity } from '../../functions/data/entities/service-report.entity.ts';
import { uniqueMarkerItem } from '../../functions/data/entities/unique-marker.entity.ts';
import { type EntityDefinition, firstAudit, toItem, uniqueKey } from '../../functions/data/entity.ts';
import {
  cities,
  consumerGroups,
  countries,
  jobProducts,
  jobs,
  products,
  provinces,
  retailers,
  serviceTypes,
  stores,
  suppliers,
} from '../../functions/data/master-data/master-data.repository.ts';
import {
  companyInfos,
  findCompanyInfo,
  systemListItems,
} from '../../functions/data/master-data/reference-data.repository.ts';
import { miscChargeRates, miscChargeTypes } from '../../functions/data/money/misc-charge-types.repository.ts';
import { employees, supplierUsers } from '../../functions/data/people/people.repository.ts';
import { directoryShardItems } from '../../functions/data/people/worker-directory.ts';
import {
  employeeComments,
  generalAvailabilities,
  payRateOverrides,
  scheduledWork,
  specialAvailabilities,
  vacations,
} from '../../functions/data/people/worker-records.repository.ts';
import { countDeltasOf, countItemsForNewTable } from '../../functions/data/schedule/service-counts.repository.ts';
import { serviceItem } from '../../functions/data/schedule/services.repository.ts';
import { ENV } from '../../functions/registry.ts';
import { exportDemoBatches } from './accounting-batches.ts';
import { createDemoApplicants } from './applicants.ts';
import { createDemoCharges } from './charges.ts';
import { createDemoCustomerInvoices } from './customer-invoices.ts';
import { demoDraftItems } from './drafts.ts';
import { createDemoExportSchedule, DEMO_SCHEDULE_ITEMS } from './export-schedules.ts';
import { demoFmFileBytes } from './file-manager.ts';
import { DEMO_PASSWORD, type DemoData, type DemoLogin } from './generate.ts';
import { inParallel } from './in-parallel.ts';
import { sendDemoMails } from './inbox-mails.ts';
import { createDemoMerchandiserInvoices } from './merchandiser-invoices.ts';
import { createDemoMiscCharges, DEMO_MISC_CHARGE_RATES, DEMO_MISC_CHARGE_TYPES } from './misc-charges.ts';
import { putDemoOrderExportFiles } from './order-export-files.ts';
import { demoRecruiting } from './recruiting.ts';
import { demoFileBytes } from './service-content.ts';
import type { EmployeePrivateRecord } from './worker-profiles.ts';

/** The Cognito user of a demo sign-in; the shape `createCognitoUser` of scripts/local/provision.ts takes. */
export interface DemoCognitoUser {
  username: string;
  password: string;
  /** `custom:personId`, `custom:personType`, `given_name`, `family_name`, `email`. */
  attributes: Record<string, string>;
  /** The one role of the login. */
  groups: string[];
}

export interface LoadDemoOptions {
  /** Creates or updates a Cognito user (and its groups). Called once per demo login, one at a time. */
  createLogin(user: DemoCognitoUser): Promise<unknown>;
  /** BatchWriteItem calls in flight; DynamoDB Local gains little beyond 8 (16 and 4 were slower, 2 cores). */
  concurrency?: number;
  /** Called with the items written so far and the total: once before the first write, then after each batch. */
  onProgress?: (written: number, total: number) => void;
  /** Written to createdBy/modifiedBy. */
  by?: string;
}

export interface LoadDemoResult {
  /** Items written: records, uniqueness markers and id counters. */
  items: number;
  /** Records per entity. */
  records: Record<string, number>;
  logins: number;
  ms: number;
}

interface Bulk<T extends { id: number }> {
  entity: EntityDefinition<T>;
  putMany(records: readonly T[], by: string): Promise<void>;
}

interface Plan {
  entity: string;
  records: number;
  items: number;
  maxId: number;
  /** The id counters to raise to `maxId` (`COUNTER#<name>`); none for records without ids of their own. */
  counters: string[];
  writes: Write[];
}

/** One BatchWriteItem call and the items it writes (for progress). */
interface Write {
  items: number;
  run(): Promise<void>;
}

/** A repository of records in their owner's partition (worker-records.repository.ts). */
interface OwnedBulk<T extends { id: number; employeeId: number }> {
  definition: { name: string };
  itemsFor(ownerId: number, records: readonly T[], by: string): Record<string, unknown>[];
}

const BATCH_SIZE = 25;

/**
 * Company Info holds the live invoice and batch counters (brief §1.6), which the demo's own submits and exports move:
 * a second load keeps the stored record (counted, not rewritten), so it never rolls a counter back.
 */
function companyInfoPlan(data: DemoData, by: string, stored: unknown) {
  const companyPlan = plan(companyInfos, data.companyInfo, by);
  return stored === undefined ? companyPlan : { ...companyPlan, writes: [] };
}

export async function loadDemoData(data: DemoData, options: LoadDemoOptions): Promise<LoadDemoResult> {
  const started = performance.now();
  const by = options.by ?? 'demo';
  const recruiting = demoRecruiting(data);
  const plans = [
    plan(countries, data.countries, by),
    plan(provinces, data.provinces, by),
    plan(cities, data.cities, by),
    plan(retailers, data.retailers, by),
    plan(stores, data.stores, by),
    plan(suppliers, data.suppliers, by),
    plan(serviceTypes, data.serviceTypes, by),
    plan(consumerGroups, data.consumerGroups, by),
    plan(products, data.products, by),
    plan(jobs, data.jobs, by),
    plan(jobProducts, data.jobProducts, by),
    plan(employees, data.employees, by),
    plan(supplierUsers, data.supplierUsers, by),
    plan(systemListItems, data.systemListItems, by),
    companyInfoPlan(data, by, await findCompanyInfo()),
    plan(miscChargeTypes, DEMO_MISC_CHARGE_TYPES, by),
    plan(miscChargeRates, DEMO_MISC_CHARGE_RATES, by),
    directoryPlan(data, by),
    privatePlan(data.employeePrivates, by),
    ownedPlan(generalAvailabilities, data.generalAvailabilities, by, []),
    ownedPlan(specialAvailabilities, data.specialAvailabilities, by),
    ownedPlan(vacations, data.vacations, by),
    // The demo's scheduled work stands for services that the scheduling issues will create for real (the draft
    // export writes a row per assigned worker with the service's id). Its ids are service ids, so the `service`
    // counter is raised past them: services created later never take an id a demo row already uses (and the
    // kind's own counter too, for rows created without a service id).
    ownedPlan(scheduledWork, data.scheduledWork, by, ['service', 'scheduledWork']),
    servicesPlan(data, by),
    ownedPlan(employeeComments, data.employeeComments, by),
    ownedPlan(payRateOverrides, data.payRateOverrides, by),
    draftPlan(data, by),
    entityPlan(QuestionEntity, data.questions, by),
    entityPlan(QuestionHeaderEntity, data.questionHeaders, by),
    entityPlan(ReportLayoutEntity, data.reportLayouts, by),
    // Reports live in their service's partition and take the service's id: no counter of their own.
    entityPlan(ServiceReportEntity, data.serviceReports, by, []),
    entityPlan(ReportFileEntity, data.reportFiles, by, []),
    entityPlan(PlanogramEntity, data.planograms, by),
    entityPlan(PlanogramDataRowEntity, data.planogramDataRows, by),
    // Cells are keyed by position; their planogramLayoutId comes from the `planogramCell` counter.
    {
      ...entityPlan(PlanogramCellEntity, data.planogramCells, by, ['planogramCell']),
      maxId: data.planogramCells.reduce((max, cell) => Math.max(max, cell.planogramLayoutId), 0),
    },
    entityPlan(JobTraitEntity, data.jobTraits, by),
    entityPlan(OrderEntity, data.orders, by),
    // Lines are keyed by UPC; their orderDetailId comes from the `orderDetail` counter.
    { ...entityPlan(OrderLineEntity, data.orderLines, by, ['orderDetail']), maxId: data.orderLines.length },
    entityPlan(OrderExportEntity, data.orderExports, by, []),
    entityPlan(OrderExportLayoutEntity, data.orderExportLayouts, by),
    // File manager (file-manager.ts): folders raise the `fmFolder` counter; files and permissions have ids of their own.
    entityPlan(FmFolderEntity, data.fmFolders, by),
    entityPlan(FmFileEntity, data.fmFiles, by, []),
    entityPlan(FmPermissionEntity, data.fmPermissions, by, []),
    // Recruiting (recruiting.ts): postings (one reached by mail at merchandisers-on), criteria with keywords, prompts.
    postingsPlan(recruiting.postings, by, new Set((await listPostings()).map((p) => p.id))),
    entityPlan(ScoringCriterionEntity, recruiting.criteria, by),
    entityPlan(ScoringKeywordEntity, recruiting.keywords, by),
    entityPlan(PromptEntity, recruiting.prompts, by, []),
  ];

  // Cognito and DynamoDB are independent: the logins are created while the batches are written.
  const logins = (async () => {
    for (const login of data.demoLogins) await options.createLogin(cognitoUser(login));
  })();
  const batches = plans.flatMap((p) => p.writes);
  const total = batches.reduce((sum, batch) => sum + batch.items, 0);
  let written = 0;
  options.onProgress?.(0, total);
  const writes = inParallel(
    batches.map((batch) => async () => {
      await batch.run();
      written += batch.items;
      options.onProgress?.(written, total);
    }),
    options.concurrency ?? 8,
  );
  await Promise.all([writes, logins, putDemoFiles(data, options.concurrency ?? 8)]);
  await Promise.all(plans.flatMap((p) => p.counters.map((counter) => raiseCounter(counter, p.maxId))));
  // Recruiting's activity and the money touch different records: the two run side by side.
  const [money, ats] = await Promise.all([createDemoMoney(by), createDemoRecruitingActivity(data, by)]);
  const { chargeCount, miscChargeCount, merchandiserInvoiceCount, customerInvoiceCount, accountingBatches } = money;
  // A scheduled export with its first run started (export-schedules.ts): the runs worker sends it once the stack is up.
  const admin = data.demoLogins.find((login) => login.code === 'admin');
  if (admin) await createDemoExportSchedule(admin.personId, by);

  return {
    items:
      plans.reduce((sum, p) => sum + p.items + (p.maxId > 0 ? p.counters.length : 0), 0) +
      (admin ? DEMO_SCHEDULE_ITEMS : 0),
    records: {
      ...Object.fromEntries(plans.map((p) => [p.entity, p.records])),
      merchandiserCharge: chargeCount,
      miscCharge: miscChargeCount,
      merchandiserInvoice: merchandiserInvoiceCount,
      customerInvoice: customerInvoiceCount,
      accountingBatch: accountingBatches,
      exportSchedule: admin ? 1 : 0,
      applicant: ats.applicants,
      inboundMail: ats.mails,
    },
    logins: data.demoLogins.length,
    ms: Math.round(performance.now() - started),
  };
}

/** The money of the demo, each step through the product's own calls, in the order they need each other. */
async function createDemoMoney(by: string) {
  // Charges of the submitted demo services, through chargeService (needs the services, jobs, workers and counters).
  const chargeCount = await createDemoCharges(by);
  // Misc charges go through the product's own rules, so they need the services, workers, rates and counters written.
  const miscChargeCount = await createDemoMiscCharges(by);
  // Merchandiser invoices: last month's charges invoiced, this month's waiting (charges made by chargeService, idempotent).
  const merchandiserInvoiceCount = await createDemoMerchandiserInvoices(by);
  // Customer invoices from last month's approved lines, in each status (the export below uploads some).
  const customerInvoiceCount = await createDemoCustomerInvoices(by);
  // Money, last: the accounting export runs on the demo's submitted invoices once they and the counters are written.
  const accountingBatches = await exportDemoBatches(by);
  return { chargeCount, miscChargeCount, merchandiserInvoiceCount, customerInvoiceCount, accountingBatches };
}

/**
 * Applicants and the mailbox's mails (applicants.ts, inbox-mails.ts), through intake and the mail pipeline. The
 * workers were written in bulk without their match keys: those come first, so the former worker is recognised.
 * The applicants go before the mails (they are made only while the postings have none).
 */
async function createDemoRecruitingActivity(data: DemoData, by: string) {
  const hr = data.demoLogins.find((login) => login.code === 'hr');
  // The local stack's inbound domain (stack.ts INBOUND_DOMAIN) when the environment names none.
  const inboundDomain = process.env[ENV.inboundDomain] || 'resumes.shelfline.local';
  await rebuildWorkerMatchKeys(by);
  const applicants = hr ? await createDemoApplicants({ hrWorkerId: hr.personId, by, inboundDomain }) : 0;
  const mails = await sendDemoMails({ inboundDomain });
  return { applicants, mails };
}

export function cognitoUser(login: DemoLogin): DemoCognitoUser {
  return {
    username: login.code,
    password: DEMO_PASSWORD,
    attributes: {
      'custom:personId': String(login.personId),
      'custom:personType': login.personType,
      given_name: login.givenName,
      family_name: login.familyName,
      email: login.email,
    },
    groups: [login.role],
  };
}

/** Splits an entity's records into putMany calls of one BatchWriteItem each (a record plus its markers per slot). */
function plan<T extends { id: number }>(repository: Bulk<T>, records: readonly T[], by: string): Plan {
  const { entity } = repository;
  const perRecord = 1 + (entity.unique?.length ?? 0);
  const chunk = Math.max(1, Math.floor(BATCH_SIZE / perRecord));
  const markers = (record: T) =>
    (entity.unique ?? []).filter((field) => uniqueKey(entity, field, record) !== undefined).length;
  const itemsOf = (some: readonly T[]) => some.reduce((sum, record) => sum + 1 + markers(record), 0);
  const writes: Write[] = [];
  for (let i = 0; i < records.length; i += chunk) {
    const slice = records.slice(i, i + chunk);
    writes.push({ items: itemsOf(slice), run: () => repository.putMany(slice, by) });
  }
  return {
    entity: entity.name,
    records: records.length,
    items: itemsOf(records),
    maxId: records.reduce((max, record) => Math.max(max, record.id), 0),
    counters: [entity.name],
    writes,
  };
}

/**
 * Records of a worker's partition, built by the repository the API reads them with (same keys and index keys),
 * written 25 items per BatchWriteItem. `counters` are the id counters to raise: the kind's own by default, none
 * for singletons.
 */
function ownedPlan<T extends { id: number; employeeId: number }>(
  repository: OwnedBulk<T>,
  records: readonly T[],
  by: string,
  counters: string[] = [repository.definition.name],
): Plan {
  const items = ownersOf(records).flatMap(([ownerId, own]) => repository.itemsFor(ownerId, own, by));
  return {
    entity: repository.definition.name,
    records: records.length,
    items: items.length,
    maxId: records.reduce((max, record) => Math.max(max, record.id), 0),
    counters,
    writes: batchesOf(items),
  };
}

/**
 * The worker directory (worker-directory.ts): the 16 shard items with every demo worker's card, as the lists,
 * pickers and search read them. Built whole, so a load is for a quiet table (a reload over workers created since
 * drops their cards; `npm run workers:rebuild-directory` puts them back).
 */
function directoryPlan(data: DemoData, by: string): Plan {
  const items = directoryShardItems(data.employees, by);
  return {
    entity: 'workerDirectoryShard',
    records: items.length,
    items: items.length,
    maxId: 0,
    counters: [],
    writes: batchesOf(items),
  };
}

/** The `PRIVATE` item of each field worker (SIN and banking), beside the worker record and never on it. */
function privatePlan(records: readonly EmployeePrivateRecord[], by: string): Plan {
  const now = new Date().toISOString();
  const items = records.map((record) => ({
    ...record,
    pk: employeePartition(record.employeeId),
    sk: EMPLOYEE_PRIVATE_SK,
    type: 'employeePrivate',
    version: 1,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  }));
  return {
    entity: 'employeePrivate',
    records: records.length,
    items: items.length,
    maxId: 0,
    counters: [],
    writes: batchesOf(items),
  };
}

/**
 * The live services (services.ts), written as the functions write new ones (`serviceItem`: index keys and the
 * compact `row`). Their ids are the scheduled work's, whose plan raises the `service` counter past them.
 */
function servicesPlan(data: DemoData, by: string): Plan {
  const now = new Date().toISOString();
  const items = [
    ...data.services.map((service) => serviceItem(service, by, now)),
    // Their counts (dashboard), as the API's writes keep them.
    ...countItemsForNewTable(countDeltasOf(data.services.map((after) => ({ after })))),
  ];
  return {
    entity: 'service',
    records: data.services.length,
    items: items.length,
    maxId: data.services.reduce((max, service) => Math.max(max, service.id), 0),
    // The scheduled-work plan raises `service` past the same ids (a counter is one item: counted once).
    counters: [],
    writes: batchesOf(items),
  };
}

/** The demo draft schedules (drafts.ts): head and row-block items, and the `draft` id counter raised past them. */
function draftPlan(data: DemoData, by: string): Plan {
  const { items, drafts, maxId } = demoDraftItems(data, by);
  return {
    entity: 'draft',
    records: drafts,
    items: items.length,
    maxId,
    counters: ['draft'],
    writes: batchesOf(items),
  };
}

/**
 * The demo's job postings, written only where absent: the applicants made through intake raise a posting's count and
 * version, so a second load keeps the stored postings (counted, not rewritten) rather than setting them back to none.
 */
function postingsPlan(postings: readonly JobPosting[], by: string, present: ReadonlySet<number>): Plan {
  const absent = entityPlan(
    JobPostingEntity,
    postings.filter((p) => !present.has(p.id)),
    by,
  );
  return { ...entityPlan(JobPostingEntity, postings, by), writes: absent.writes };
}

/**
 * Records of an entity without a repository of its own here, built by `toItem` as the functions build them, with
 * the uniqueness markers of its unique fields.
 */
function entityPlan<T extends { id: number | string }>(
  entity: EntityDefinition<T>,
  records: readonly T[],
  by: string,
  counters: string[] = [entity.name],
): Plan {
  const audit = firstAudit(by);
  const items = records.flatMap((record) => [
    toItem(entity, record, audit) as unknown as Record<string, unknown>,
    ...(entity.unique ?? []).flatMap((field) => {
      const keys = uniqueKey(entity, field, record);
      return keys ? [uniqueMarkerItem(keys, record.id)] : [];
    }),
  ]);
  return {
    entity: entity.name,
    records: records.length,
    items: items.length,
    maxId: records.reduce((max, record) => (typeof record.id === 'number' ? Math.max(max, record.id) : max), 0),
    counters,
    writes: batchesOf(items),
  };
}

/**
 * The demo's files into the files bucket under the keys their items hold: kept order exports, report pictures and
 * forms, and the file manager's files.
 */
async function putDemoFiles(data: DemoData, concurrency: number): Promise<void> {
  const bucket = env.bucket('filesBucket');
  const storeOf = new Map(data.services.map((s) => [s.id, s.storeName]));
  await putDemoOrderExportFiles(data, bucket);
  await inParallel(
    [
      ...data.reportFiles.map(
        (file) => () =>
          putObject({
            bucket,
            key: file.path,
            body: demoFileBytes(file, storeOf.get(file.serviceId) ?? ''),
            contentType: file.contentType,
          }),
      ),
      ...data.fmFiles.map(
        (file) => () =>
          putObject({ bucket, key: file.s3Key, body: demoFmFileBytes(file), contentType: file.contentType }),
      ),
    ],
    concurrency,
  );
}

function ownersOf<T extends { employeeId: number }>(records: readonly T[]): [number, T[]][] {
  const owners = new Map<number, T[]>();
  for (const record of records) {
    const own = owners.get(record.employeeId);
    if (own) own.push(record);
    else owners.set(record.employeeId, [record]);
  }
  return [...owners];
}

function batchesOf(items: readonly Record<string, unknown>[]): Write[] {
  const writes: Write[] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    const slice = items.slice(i, i + BATCH_SIZE);
    writes.push({ items: slice.length, run: () => putItems(slice) });
  }
  return writes;
}

/**
 * Sets the id counter `nextId` reads (`COUNTER#<entity>`) to at least the highest demo id, so records created
 * afterwards get new ids. Never lowers it: reloading the demo over a used table must not hand out taken ids.
 */
async function raiseCounter(entity: string, maxId: number): Promise<void> {
  if (maxId <= 0) return;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: counterKey(entity),
        UpdateExpression: 'SET #value = :max',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :max',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':max': maxId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
