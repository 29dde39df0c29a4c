import { NotFoundError } from '../../common/http-errors.ts';
import { storesByIds } from '../../data/content/order-export.repository.ts';
import type { Job } from '../../data/entities/job.entity.ts';
import type { Order } from '../../data/entities/order.entity.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { getServices } from '../../data/schedule/schedule.repository.ts';
import type { OrderRowContext } from './order-rows.ts';

/**
 * The job the filters name, checked against the supplier: a job of another supplier (or none) answers 404, so the
 * screen's two filters cannot be combined to read another supplier's orders.
 */
export async function jobOfSupplier(jobId: number, supplierId: number): Promise<Job> {
  const job = await jobs.get(jobId);
  if (!job || job.supplierId !== supplierId)
    throw new NotFoundError(`Job ${jobId} of supplier ${supplierId} was not found.`);
  return job;
}

/** Merchandiser names from the worker directory (one Query), not from worker records. */
export async function merchandiserNames(): Promise<(id: number | undefined) => string> {
  const cards = new Map((await readWorkerDirectory()).map((card) => [card.id, card]));
  return (id) => {
    const card = id === undefined ? undefined : cards.get(id);
    return card ? `${card.firstName} ${card.lastName}` : '';
  };
}

/**
 * What a workbook's rows read: names always; the orders' services (store name, city, province) and their stores
 * (address, postal code) only when the layout has such a column.
 */
export async function workbookContext(orders: readonly Order[], fields: ReadonlySet<string>): Promise<OrderRowContext> {
  const needsService = ['storeName', 'city', 'province', 'address1', 'postalCode'].some((f) => fields.has(f));
  const needsStore = fields.has('address1') || fields.has('postalCode');
  const [merchandiserName, services, jobsOfOrders] = await Promise.all([
    merchandiserNames(),
    needsService ? getServices(orders.map((o) => o.serviceId)) : Promise.resolve([]),
    jobsByIds(orders.map((o) => o.jobId)),
  ]);
  const stores = needsStore ? await storesByIds(services.map((s) => s.storeId)) : undefined;
  return { jobs: jobsOfOrders, merchandiserName, services: new Map(services.map((s) => [s.id, s])), stores };
}

/** Jobs by id (a handful: the jobs of one export or History). */
export async function jobsByIds(ids: readonly number[]): Promise<Map<number, Job>> {
  const found = await Promise.all([...new Set(ids)].map((id) => jobs.get(id)));
  return new Map(found.filter((j) => j !== undefined).map((j) => [j.id, j]));
}
