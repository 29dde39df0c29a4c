import type { ApproveChargesResult } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { generateDemoData } from '../demo/generate.ts';
import { type FileCallMeasure, runInChild } from './child-process.ts';
import { type BenchRow, type DynamoCounters, measureCall } from './measure.ts';
import { type MoneyBenchYear, seedMoneyYear } from './money-seed.ts';
import { readWindowFloor, withFloorRatio } from './schedule-floor.ts';
import { round } from './stats.ts';

export interface MoneyBenchOptions {
  url: string;
  /** An admin's token. */
  token: string;
  counters: DynamoCounters;
  iterations: number;
  say?: (line: string) => void;
}

/** A month of the bench year nobody's invoice claimed (the invoiced months are January to April). */
const MONTH = { fromDate: '2041-10-01', toDate: '2041-10-31' };
const APPROVE_BATCH = 1_000;
const GENERATE_CHARGES = 5_000;
const PDF_LINES = 1_000;

interface Answer<T> {
  status: number;
  body: T;
  bytes: number;
}

/**
 * The money figures of `npm run bench` (issue 18; brief money-and-reports §8) on a seeded year (money-seed.ts): the
 * Charges tab's month beside the compact-month floor, one merchandiser's month, bulk approval, a merchandiser invoice
 * and its preliminary PDF, the customer Charges tab's month, preliminary customer invoices generated and deleted,
 * customer invoice submit and a 1,000-line PDF (memory in a child process), the accounting export of 1,000 invoices
 * and Missing Charges. Each call that changes data runs on data of its own, so repeats measure the same work.
 */
export async function benchMoney(options: MoneyBenchOptions): Promise<BenchRow[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  const runs = options.iterations;
  const fewRuns = Math.max(3, Math.round(runs / 10));
  const demo = generateDemoData();
  const year = await seedMoneyYear(demo, say);
  say(
    `  ${JSON.stringify(year.counts)}; bench worker ${year.benchWorkerId} with ${year.benchWorkerCharges} charges; ${year.notApprovedIds.length} Not Approved Yet charges to approve`,
  );
  const api = apiOf(options);
  const measure = <T extends { status: number }>(name: string, n: number, run: () => Promise<T>, expected = 200) =>
    measureCall(options.counters, name, n, run, expected);
  const query = (q: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

  // (1) and (2) The Charges tab: a month of every worker beside the floor, and one merchandiser's month.
  let floorRead = { items: 0, rowBytes: 0 };
  const floor = await measure(
    "floor: bare parallel Query of the month's gsi4 service partitions, row only",
    runs,
    async () => {
      floorRead = await readWindowFloor(MONTH.fromDate, MONTH.toDate);
      return { status: 200 };
    },
  );
  const month = await measure('GET merchandiserInvoicing/charges, one month, all workers (admin)', runs, () =>
    api<unknown[]>('GET', `merchandiserInvoicing/charges?${query(MONTH)}`),
  );
  const oneWorker = await measure("GET merchandiserInvoicing/charges, one merchandiser's month", runs, () =>
    api<unknown[]>('GET', `merchandiserInvoicing/charges?${query({ ...MONTH, merchandiserId: year.benchWorkerId })}`),
  );
  const rows: BenchRow[] = [
    { ...floor.row, call: `${floor.row.call} (${floorRead.items} services)` },
    withFloorRatio(
      { ...month.row, call: `${month.row.call} → ${month.last.body.length} rows, ${kb(month.last.bytes)}` },
      floor.row,
    ),
    { ...oneWorker.row, call: `${oneWorker.row.call} → ${oneWorker.last.body.length} rows` },
  ];

  // A part that fails is named in the table with its error, and the others still run (a bench reports).
  const part = async (name: string, work: () => Promise<BenchRow | BenchRow[]>) => {
    say(`${name}…`);
    try {
      rows.push(...[await work()].flat());
    } catch (error) {
      rows.push({ call: `${name} FAILED: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
  await part('Bulk approval', () => benchApprove(year, measure, api, fewRuns));
  await part('Merchandiser invoice', () => benchMerchandiserInvoice(year, measure, api, query, fewRuns));
  // (5) The customer Charges tab's month.
  await part('Customer charges month', async () => {
    const customerMonth = await measure('GET customerInvoicing/charges, one month', runs, () =>
      api<unknown[]>('GET', `customerInvoicing/charges?${query(MONTH)}`),
    );
    return {
      ...customerMonth.row,
      call: `${customerMonth.row.call} → ${customerMonth.last.body.length} rows, ${kb(customerMonth.last.bytes)}`,
    };
  });
  await part('Customer invoices', () => benchCustomerInvoices(measure, api, runs, fewRuns, say));
  await part('Accounting export', () => benchAccountingExport(year, measure, api));
  // (10) Missing Charges, 90 days back (from today: the demo's services, not the bench year's).
  const fromDate = addDays(todayIso(), -90);
  for (const kind of ['merchandiser', 'client'] as const)
    await part(`Missing ${kind} charges`, async () => {
      const missing = await measure(`GET missingCharges/${kind}, 90 days back (demo data)`, runs, () =>
        api<{ items: unknown[] }>('GET', `missingCharges/${kind}?fromDate=${fromDate}`),
      );
      return { ...missing.row, call: `${missing.row.call} → ${missing.last.body.items.length} rows` };
    });
  return rows;
}

type Api = ReturnType<typeof apiOf>;
type Measure = <T extends { status: number }>(
  name: string,
  n: number,
  run: () => Promise<T>,
  expected?: number,
) => Promise<{ row: BenchRow; last: T }>;

/** Calls the local API as the admin: status, parsed JSON body (when JSON) and the body's size in bytes. */
function apiOf(options: MoneyBenchOptions) {
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(`${options.url}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    // A 204 (DELETE) has no body to parse.
    const json =
      bytes.length > 0 && response.headers.get('content-type')?.includes('json')
        ? JSON.parse(bytes.toString())
        : undefined;
    return { status: response.status, body: json as T, bytes: bytes.length };
  };
}

const kb = (bytes: number) =>
  bytes >= 1_048_576 ? `${round(bytes / 1_048_576, 2)} MB` : `${Math.round(bytes / 1024)} kB`;

/** (3) Bulk approval of 1,000 Not Approved Yet charges (another 1,000 each run), then a repeat: nothing changes. */
async function benchApprove(year: MoneyBenchYear, measure: Measure, api: Api, runs: number): Promise<BenchRow[]> {
  const n = Math.min(runs, Math.floor(year.notApprovedIds.length / APPROVE_BATCH));
  if (n === 0) return [{ call: `POST charges/approve: only ${year.notApprovedIds.length} charges to approve` }];
  let batch = 0;
  let ids: number[] = [];
  const approve = await measure(`POST merchandiserInvoicing/charges/approve, ${APPROVE_BATCH} ids`, n, () => {
    ids = year.notApprovedIds.slice(batch * APPROVE_BATCH, ++batch * APPROVE_BATCH);
    return api<ApproveChargesResult>('POST', 'merchandiserInvoicing/charges/approve', ids);
  });
  const repeat = await measure('same approve repeated (0 changes)', n, () =>
    api<ApproveChargesResult>('POST', 'merchandiserInvoicing/charges/approve', ids),
  );
  const said = (r: ApproveChargesResult) => `approved ${r.approved}, skipped ${r.skipped}`;
  return [
    { ...approve.row, call: `${approve.row.call} → ${said(approve.last.body)}` },
    { ...repeat.row, call: `${repeat.row.call} → ${said(repeat.last.body)}` },
  ];
}

/** (4) The bench worker's year: the preliminary PDF (writes nothing, repeated), then the invoice submitted once. */
async function benchMerchandiserInvoice(
  year: MoneyBenchYear,
  measure: Measure,
  api: Api,
  query: (q: Record<string, string | number>) => string,
  runs: number,
): Promise<BenchRow[]> {
  const period = { fromDate: '2041-01-01', toDate: '2041-12-31' };
  const preliminary = await measure("GET merchandiserInvoicing/preliminary (PDF), the bench worker's year", runs, () =>
    api('GET', `merchandiserInvoicing/preliminary?${query({ ...period, merchandiserId: year.benchWorkerId })}`),
  );
  const submit = await measure(
    "POST merchandiserInvoicing/invoices, the bench worker's year",
    1,
    () =>
      api<{ chargeCount: number; miscChargeCount: number; notApprovedCount: number }>(
        'POST',
        'merchandiserInvoicing/invoices',
        { ...period, merchandiserId: year.benchWorkerId },
      ),
    201,
  );
  const invoice = submit.last.body;
  return [
    { ...preliminary.row, call: `${preliminary.row.call} → ${kb(preliminary.last.bytes)}` },
    {
      ...submit.row,
      call: `${submit.row.call} → ${invoice.chargeCount} charges + ${invoice.miscChargeCount} misc (${invoice.notApprovedCount} not approved left out)`,
    },
  ];
}

interface GeneratedInvoice {
  invoices: { id: number; lineCount: number }[];
}

/**
 * (6) to (8): open, approved customer lines of May to September picked per supplier; preliminary invoices generated
 * from 5,000 of them and deleted again (a fresh 5,000 each run), small invoices submitted, and a 1,000-line invoice's
 * PDF, through the API and in a child process for its memory.
 */
async function benchCustomerInvoices(
  measure: Measure,
  api: Api,
  runs: number,
  fewRuns: number,
  say: (line: string) => void,
): Promise<BenchRow[]> {
  // Read a month at a time: one list answers at most CUSTOMER_CHARGES_MAX rows.
  const open: { id: number; supplierId: number; payApprovalStatus: number }[] = [];
  for (const m of ['05', '06', '07', '08', '09']) {
    const answer = await api<typeof open>('GET', `customerInvoicing/charges?fromDate=2041-${m}-01&toDate=2041-${m}-28`);
    if (answer.status !== 200) throw new Error(`customerInvoicing/charges answered ${answer.status}`);
    open.push(...answer.body);
  }
  // Lines whose pay is approved (1 automatically, 2 by a manager): a Not Approved Yet line cannot be invoiced.
  let lines = open.filter((c) => c.payApprovalStatus === 1 || c.payApprovalStatus === 2);
  const take = (n: number) => {
    const picked = lines.slice(0, n);
    lines = lines.slice(n);
    return picked.map((c) => c.id);
  };
  const ofOneSupplier = (n: number) => {
    // The supplier with the most lines left, so the 1,000-line invoice finds its 1,000.
    const left = new Map<number, number>();
    for (const c of lines) left.set(c.supplierId, (left.get(c.supplierId) ?? 0) + 1);
    const supplier = [...left].sort((a, b) => b[1] - a[1])[0]?.[0];
    const picked = new Set(lines.filter((c) => c.supplierId === supplier).slice(0, n));
    lines = lines.filter((c) => !picked.has(c));
    return [...picked].map((c) => c.id);
  };
  say(`Customer invoicing on ${lines.length.toLocaleString('en-CA')} open approved lines of May to September 2041`);

  // (6) Generated from a fresh 5,000 each run, then each run's invoices deleted again (timed apart).
  const made: GeneratedInvoice[] = [];
  const generate = await measure(`POST customerInvoicing/invoices, ${GENERATE_CHARGES} charges`, fewRuns, async () => {
    const answer = await api<GeneratedInvoice>('POST', 'customerInvoicing/invoices', { ids: take(GENERATE_CHARGES) });
    made.push(answer.body);
    return answer;
  });
  let deleted = 0;
  const removed = await measure(
    `DELETE customerInvoicing/invoices/{id}, the invoices of ${GENERATE_CHARGES} charges`,
    fewRuns,
    () => removeAll(api, made[deleted++] ?? { invoices: [] }),
  );
  const last = made.at(-1)?.invoices ?? [];
  const rows: BenchRow[] = [
    {
      ...generate.row,
      call: `${generate.row.call} → ${last.length} invoices (${last.map((i) => i.lineCount).join(' + ')} lines)`,
    },
    removed.row,
  ];

  const invoiceIds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const answer = await api<GeneratedInvoice>('POST', 'customerInvoicing/invoices', { ids: ofOneSupplier(20) });
    invoiceIds.push(...answer.body.invoices.map((inv) => inv.id));
  }
  let submitted = 0;
  const submit = await measure('POST customerInvoicing/invoices/{id}/submit (~20 lines)', invoiceIds.length, () =>
    api('POST', `customerInvoicing/invoices/${invoiceIds[submitted++]}/submit`),
  );
  rows.push(submit.row);

  const big = await api<GeneratedInvoice>('POST', 'customerInvoicing/invoices', { ids: ofOneSupplier(PDF_LINES) });
  const bigInvoice = big.body.invoices[0];
  if (!bigInvoice) throw new Error(`the 1,000-line invoice was not generated: ${big.status}`);
  const pdf = await measure(`GET customerInvoicing/invoices/{id}/pdf, ${bigInvoice.lineCount} lines`, fewRuns, () =>
    api('GET', `customerInvoicing/invoices/${bigInvoice.id}/pdf`),
  );
  rows.push({ ...pdf.row, call: `${pdf.row.call} → ${kb(pdf.last.bytes)}` });
  say('Customer invoice PDF in a child process (memory)…');
  const child = await runInChild<FileCallMeasure>('scripts/bench/money-pdf-child.ts', { invoiceId: bigInvoice.id });
  rows.push({
    call: `customer invoice PDF work in a child process: ${child.rows} lines, ${kb(child.bytes)} (pdfkit loaded before)`,
    'median ms': child.ms,
    'RSS growth MB': child.rssGrowthMb,
    'maxRSS MB': child.maxRssMb,
  });
  return rows;
}

/** Deletes the invoices of one generate, one call each (the screen's Delete Invoice). */
async function removeAll(api: Api, made: GeneratedInvoice) {
  for (const invoice of made.invoices) {
    const answer = await api('DELETE', `customerInvoicing/invoices/${invoice.id}`);
    if (answer.status !== 204) return answer;
  }
  return { status: 200 };
}

/** (9) The service accounting export of the 1,000 seeded invoices: the steps the screen repeats until finished. */
async function benchAccountingExport(year: MoneyBenchYear, measure: Measure, api: Api): Promise<BenchRow> {
  const steps: number[] = [];
  let done = 0;
  const exported = await measure(
    `POST accountingExport/serviceInvoices/export, ${year.invoiceIds.length} invoices, until finished`,
    1,
    async () => {
      for (;;) {
        const started = performance.now();
        const step = await api<{ finished: boolean; done: number }>('POST', 'accountingExport/serviceInvoices/export', {
          invoiceIds: year.invoiceIds,
          postedDate: '2041-05-15',
        });
        steps.push(performance.now() - started);
        if (step.status !== 200) return step;
        done = step.body.done;
        if (step.body.finished) return step;
      }
    },
  );
  return {
    ...exported.row,
    call: `${exported.row.call} → ${done} moved in ${steps.length} steps, longest ${Math.round(Math.max(...steps))} ms`,
  };
}
