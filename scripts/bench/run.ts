import { spawnSync } from 'node:child_process';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { REPO_ROOT, startLocalStack } from '../local/stack.ts';
import { benchAts } from './ats.ts';
import { measureBundles, measureSpa } from './bundles.ts';
import { benchDataKit } from './data-kit.ts';
import { benchDiskStart } from './disk-start.ts';
import { benchDrafts } from './drafts.ts';
import { benchEmployees } from './employees.ts';
import { benchFiles } from './files.ts';
import { benchJobs } from './jobs.ts';
import { benchMail } from './mail.ts';
import { measureCall } from './measure.ts';
import { benchMoney } from './money.ts';
import { benchOrders } from './orders.ts';
import { benchReports } from './reports.ts';
import { benchSchedule } from './schedule.ts';
import { printTable } from './stats.ts';
import { benchStores } from './stores.ts';
import { benchSummary } from './summary.ts';

/**
 * `npm run bench`: the platform's figures on demo data.
 * - API calls through the local runner (median, p95, DynamoDB requests and consumed RCU/WCU per call);
 * - each Lambda bundle's size and module init time; the SPA's gzip size.
 * Later issues add their own benchmarks next to this one (scripts/bench/<area>.ts) and call them here.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);

if (spawnSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'ignore' }).status !== 0) {
  throw new Error('npm run build:web failed');
}
const coldStart = performance.now();
const stack = await startLocalStack({ port: 0, demoData: true });
const coldStartMs = Math.round(performance.now() - coldStart);

// Count what the in-process handlers ask of DynamoDB: requests and consumed capacity.
const counters = { requests: 0, read: 0, write: 0 };
documentClient().middlewareStack.add(
  (next, context) => async (args) => {
    counters.requests++;
    (args.input as Record<string, unknown>).ReturnConsumedCapacity ??= 'TOTAL';
    const result = await next(args);
    const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
    // ReturnConsumedCapacity TOTAL answers CapacityUnits only: the command says whether it read or wrote.
    const writes = /Put|Update|Delete|Write/.test(context.commandName ?? '');
    for (const c of [consumed].flat() as ({ CapacityUnits?: number } | undefined)[]) {
      if (writes) counters.write += c?.CapacityUnits ?? 0;
      else counters.read += c?.CapacityUnits ?? 0;
    }
    return result;
  },
  // Serialize step, before the serializer: the input is then the low-level request the client sends.
  { step: 'serialize', priority: 'high', name: 'benchCounter' },
);

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${stack.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function bench(name: string, run: () => Promise<{ status: number }>, expected: number) {
  return (await measureCall(counters, name, ITERATIONS, run, expected)).row;
}

/** `BENCH_AREAS=schedule,drafts npm run bench` measures only those areas (default: all). */
const areas = new Set((process.env.BENCH_AREAS ?? '').split(',').filter(Boolean));
const wanted = (area: string) => areas.size === 0 || areas.has(area);

try {
  const credentials = { employeeCode: 'admin', password: 'Shelfline!1' };
  const tokens = (await call('POST', 'user/authenticate', credentials)).body as { token: string; refreshToken: string };
  if (wanted('api')) {
    const rows = [
      await bench('POST user/authenticate', () => call('POST', 'user/authenticate', credentials), 200),
      await bench('POST user/refresh', () => call('POST', 'user/refresh', tokens), 200),
      await bench('GET info', () => call('GET', 'info'), 200),
      await bench(
        'GET draftSchedules (the draft list, token verified)',
        () => call('GET', 'draftSchedules', undefined, tokens.token),
        200,
      ),
      await bench(
        'POST user/authenticate (wrong password)',
        () => call('POST', 'user/authenticate', { ...credentials, password: 'x' }),
        401,
      ),
    ];
    printTable(`API through the local runner (${ITERATIONS} calls each, demo data)`, rows);
  }
  if (wanted('jobs'))
    printTable(
      `Jobs lookup and list (${ITERATIONS} calls each, demo data)`,
      await benchJobs({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  if (wanted('stores'))
    printTable(
      `Stores list (${ITERATIONS} calls each) and 2,000-row import (5 runs), demo data`,
      await benchStores({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  if (wanted('employees'))
    printTable(
      `Workers search and availability (${ITERATIONS} calls each; 50-worker batch 5 runs), demo data`,
      await benchEmployees({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  if (wanted('drafts'))
    printTable(
      `Draft schedules on a 6,000-row draft (details pages ${ITERATIONS} calls each; bulk edit and fill 3 runs; export 2 runs, a new draft each)`,
      await benchDrafts({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  if (wanted('coldstart')) {
    printTable('Local stack cold start (emulators in memory + provisioning + demo data)', [
      { 'total ms': coldStartMs, ...stack.timings },
    ]);
    printTable('npm start on disk without the SPA build (each in a fresh process)', benchDiskStart());
  }
  if (wanted('bundles')) printTable('Lambda bundles (esbuild as CDK bundles them)', await measureBundles());
  if (wanted('spa')) printTable('SPA (web/dist)', measureSpa());
  if (wanted('datakit')) {
    const kit = await benchDataKit({ counters, iterations: ITERATIONS });
    printTable(
      'Data kit pilot: minimal Lambda (get + gsi3 page) per kit, esbuild as CDK, init of 25 fresh processes',
      kit.bundles,
    );
    printTable(
      'Data kit pilot: operations on 5,000 services across 50 stores + the demo data (DynamoDB Local)',
      kit.operations,
    );
    printTable("Data kit pilot: today's kit against ElectroDB (ms: median / p95)", kit.summary);
  }
  const merch = (await call('POST', 'user/authenticate', { ...credentials, employeeCode: 'merch' })).body as {
    token: string;
  };
  if (wanted('orders'))
    printTable(
      'Orders: a scan, 500 orders / 20,000 lines listed and exported, a 6,000-row planogram import',
      await benchOrders({
        url: stack.url,
        token: tokens.token,
        merchToken: merch.token,
        counters,
        iterations: ITERATIONS,
      }),
    );
  if (wanted('summary')) {
    printTable(
      'Service reports and the Summary: one range of 3,000 reports × 30 questions (+ 500 open services)',
      await benchSummary({
        url: stack.url,
        token: tokens.token,
        merchToken: merch.token,
        counters,
        iterations: ITERATIONS,
      }),
    );
  }
  if (wanted('files'))
    printTable(
      'File manager: a 100 MB file uploaded (staged) and downloaded, a folder of 5,000 files listed',
      await benchFiles({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  if (wanted('mail'))
    printTable(
      'E-mail: a 2,000-recipient blast queued by POST email and drained by the mail worker into the local SES',
      await benchMail({ url: stack.url, token: tokens.token, counters }),
    );
  if (wanted('ats')) {
    const ats = await benchAts({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS });
    printTable(
      'Recruiting: one résumé end to end (SMTP → inbox → queue → worker → API), mails one at a time',
      ats.single,
    );
    printTable(`Recruiting: résumé text extraction (${ITERATIONS} reads each)`, ats.extraction);
    printTable("Recruiting: the ingestion worker's memory (a process of its own)", ats.memory);
    printTable(
      'Recruiting: a burst of mails with 2-page PDF résumés, stored in the inbox and notified to the ingestion queue, drained by the worker',
      ats.burst,
    );
    printTable(`Recruiting: the applicants list and detail (${ITERATIONS} calls each)`, ats.api);
  }
  // Before 'schedule': it seeds its own year (2041, no other data there): 100,000 services and 90,000 charges (~min).
  if (wanted('money'))
    printTable(
      'Money on a seeded year (2041): ~100,000 services, ~90,000 charges and customer lines, 10,000 misc charges, 1,000 invoices',
      await benchMoney({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  // After 'money' (its seeded year, seeded here when 'money' did not run): the Schedule and Charge Approval reports.
  if (wanted('reports'))
    printTable(
      'Reports on the seeded money year (2041): Schedule and Charge Approval for a month and for 50,000 rows (memory in a child process)',
      await benchReports({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
  // Last: it seeds 100,000 services (~2.5 min), which the other areas must not run beside.
  if (wanted('schedule'))
    printTable(
      `Schedule on 100,000 seeded services over 12 months + the demo's (list and dashboard ${ITERATIONS} calls each; export of ~10,000 services 3 runs)`,
      await benchSchedule({ url: stack.url, token: tokens.token, counters, iterations: ITERATIONS }),
    );
} finally {
  await stack.stop();
}
