/*
 * Live services for the schedule tests, written straight into the local DynamoDB with the product's own item
 * builders (serviceItem + scheduled work, exactly what the draft export writes), so a test can set up services in
 * any state (activated, submitted, saved, confirmed, Online…) in one call instead of driving a draft through export.
 *
 *   const month = await testMonth();                    // a month no other test file uses: { from, to, day(n) }
 *   const services = await createTestServices(5, { earliestDate: month.day(3), isActivated: true, merchandiserId: 4 });
 *
 * Services of a test file should lie in its own `testMonth()` and tests should filter by that window (and by the
 * retailer/job ids the helper returns), because every test file shares one stack: other files' services must never
 * change a count you assert. Demo services (scripts/demo) lie around today; test months are in 2040 and later.
 */
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { JobProduct } from '../../functions/data/entities/job-product.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import {
  listJobsOfRetailer,
  listProductsOfJob,
  listRetailers,
  listStoresOfRetailer,
} from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { putNewServices, workItem } from '../../functions/data/schedule/services.repository.ts';
import { newService } from '../../functions/domain/schedule/new-service.ts';
import { workOfService } from '../../functions/domain/schedule/service-work.ts';
import { signIn } from './local-stack.ts';

export interface TestMonth {
  from: string;
  to: string;
  /** YYYY-MM-DD of day n (1-based) of the month. */
  day: (n: number) => string;
}

/** A month of its own for the caller (2040-01, 2040-02, … from a counter in the table: unique across files). */
export async function testMonth(): Promise<TestMonth> {
  const n = (await nextId('testMonth')) - 1;
  const year = 2040 + Math.floor(n / 12);
  const month = String((n % 12) + 1).padStart(2, '0');
  const last = new Date(Date.UTC(year, (n % 12) + 1, 0)).getUTCDate();
  const day = (d: number) => `${year}-${month}-${String(d).padStart(2, '0')}`;
  return { from: day(1), to: day(last), day };
}

/** The staff logins of the schedule tests (tests/support/local-stack.ts signs them in by code). */
export type StaffLogin = 'admin' | 'am' | 'sup' | 'merch';

/** A schedule test file's start: signs every login of `tokens` in (filling in its token), then answers its own month. */
export async function signInWithMonth(tokens: Record<StaffLogin, string>): Promise<TestMonth> {
  for (const login of Object.keys(tokens) as StaffLogin[]) tokens[login] = (await signIn(login)).token;
  return testMonth();
}

export interface TestServiceOptions {
  earliestDate: string;
  /** Defaults to earliestDate + 4 days. */
  latestDate?: string;
  retailerId?: number;
  /** The team lead (and the merchandiser's name as stored). */
  merchandiserId?: number;
  merchandiserName?: string;
  isTemporary?: boolean;
  helpers?: Service['helpers'];
  isActivated?: boolean;
  isSubmitted?: boolean;
  isSaved?: boolean;
  isHighlighted?: boolean;
  category?: Service['category'];
  timeLimit?: number;
  trait?: string;
  acctManagerId?: number;
  confirmation?: { estimatedDate: string | null };
}

interface Stock {
  retailerId: number;
  retailerName: string;
  stores: Store[];
  jobs: { job: Job; product: JobProduct }[];
}
const stocks = new Map<number | 'first', Promise<Stock>>();

/** Active stores and job products of a demo retailer (the first active one by default), read once per file. */
export function serviceStock(retailerId?: number): Promise<Stock> {
  const key = retailerId ?? 'first';
  let found = stocks.get(key);
  if (!found) {
    found = (async () => {
      const retailers = (await listRetailers()).filter((r) => !r.isInactive).sort((a, b) => a.id - b.id);
      const retailer = retailers.find((r) => retailerId === undefined || r.id === retailerId);
      if (!retailer) throw new Error(`No active demo retailer ${retailerId ?? ''}`);
      const stores = (await listStoresOfRetailer(retailer.id, { limit: 100 })).items.filter((s) => !s.isInactive);
      const jobs = (await listJobsOfRetailer(retailer.id)).filter((j) => !j.isInactive);
      const products = await Promise.all(
        jobs.map(async (job) => (await listProductsOfJob(job.id)).map((product) => ({ job, product }))),
      );
      return { retailerId: retailer.id, retailerName: retailer.name, stores, jobs: products.flat() };
    })();
    stocks.set(key, found);
  }
  return found;
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `count` services (stores and jobs of the retailer taken in turn), written with their scheduled work. Answers the
 * services as stored (version 1).
 */
export async function createTestServices(
  count: number,
  options: TestServiceOptions,
): Promise<(Service & { version: number })[]> {
  const stock = await serviceStock(options.retailerId);
  const firstId = await nextId('service', count);
  const services: Service[] = [];
  for (let i = 0; i < count; i++) {
    const store = stock.stores[i % stock.stores.length] as Store;
    const { job, product } = stock.jobs[i % stock.jobs.length] as { job: Job; product: JobProduct };
    const service: Service = {
      ...newService({
        id: firstId + i,
        store,
        retailerName: stock.retailerName,
        job,
        jobProduct: product,
        earliestDate: options.earliestDate,
        latestDate: options.latestDate ?? addDays(options.earliestDate, 4),
        timeLimit: options.timeLimit ?? 2,
        trait: options.trait,
        merchandiser:
          options.merchandiserId === undefined
            ? undefined
            : {
                id: options.merchandiserId,
                name: options.merchandiserName ?? `Worker ${options.merchandiserId}`,
                isTemporary: options.isTemporary,
              },
        category: options.category,
        isActivated: options.isActivated,
      }),
      helpers: options.helpers ?? [],
      isSubmitted: options.isSubmitted ?? false,
      isSaved: options.isSaved ?? false,
      isHighlighted: options.isHighlighted ?? false,
      ...(options.acctManagerId === undefined ? {} : { acctManagerId: options.acctManagerId }),
      ...(options.confirmation
        ? {
            confirmation: {
              estimatedDate: options.confirmation.estimatedDate,
              confirmedAt: new Date().toISOString(),
              confirmedBy: 'test',
            },
          }
        : {}),
    };
    services.push(service);
  }
  await putNewServices(
    services,
    'test',
    services.flatMap((s) => workOfService(s).map((w) => workItem(w, 'test'))),
  );
  return services.map((s) => ({ ...s, version: 1 }));
}
