/*
 * Orders for the order export tests, written straight into the local DynamoDB with the orders' own entities (toItem
 * of order.entity.ts and order-line.entity.ts), on a job of their own (created through the API, so the NotExported
 * and History partitions of the job hold only the test's orders) with real services of that job:
 *
 *   const job = await createExportJob(admin);
 *   const order = await putTestOrder(job, { lines: 3 });                  // Submitted, not exported
 *   const none = await putTestOrder(job, { noCountNeeded: true });        // No Count Required
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import { type Order, OrderEntity } from '../../functions/data/entities/order.entity.ts';
import { type OrderLine, OrderLineEntity, orderLineId } from '../../functions/data/entities/order-line.entity.ts';
import { type EntityDefinition, firstAudit, toItem } from '../../functions/data/entity.ts';
import { jobs, listStoresOfRetailer } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { putNewServices } from '../../functions/data/schedule/services.repository.ts';
import { newService } from '../../functions/domain/schedule/new-service.ts';
import { createContentJob } from './content-jobs.ts';
import { type TestMonth, testMonth } from './services.ts';

export interface ExportJob {
  job: Job;
  jobProduct: { id: number; productId: number; product: string; serviceTypeId: number; serviceType?: string };
}

/** A new job (of the first active supplier and retailer) whose orders no other test touches. */
export async function createExportJob(adminToken: string): Promise<ExportJob> {
  const { job: created, products } = await createContentJob(adminToken);
  const job = await jobs.getOrThrow(created.id);
  const [product] = products;
  if (!product) throw new Error('The export job has no product');
  return { job, jobProduct: product as unknown as ExportJob['jobProduct'] };
}

const put = <T extends { id: number | string }>(entity: EntityDefinition<T>, record: T) =>
  documentClient().send(new PutCommand({ TableName: env.tableName, Item: toItem(entity, record, firstAudit('test')) }));

export interface TestOrderOptions {
  /** Lines with quantity i+1, cost 1.25·(i+1), retail 2.5·(i+1). Default 2 (none when noCountNeeded). */
  lines?: number;
  noCountNeeded?: boolean;
  status?: Order['status'];
  merchandiserId?: number;
  /** Exported orders: their export (date, file, who). */
  exported?: { exportId: string; exportDate: string; exportFileName: string; exportedBy: string };
}

let storeTurn = 0;
/** The services of these orders lie in a month of their own (`testMonth`): never in another test file's window. */
let ownMonth: Promise<TestMonth> | undefined;

/** A service of the job (a store of its retailer in turn) with one order in the given state and its lines. */
export async function putTestOrder(
  { job, jobProduct }: ExportJob,
  options: TestOrderOptions = {},
): Promise<Order & { lines: OrderLine[] }> {
  const stores = (await listStoresOfRetailer(job.retailerId, { limit: 20 })).items;
  const store = stores[storeTurn++ % stores.length];
  if (!store) throw new Error(`Retailer ${job.retailerId} has no store`);
  const serviceId = await nextId('service');
  ownMonth ??= testMonth();
  const month = await ownMonth;
  const service = newService({
    id: serviceId,
    store,
    retailerName: job.retailer,
    job,
    jobProduct,
    earliestDate: month.day(2),
    latestDate: month.day(6),
    timeLimit: 2,
    isActivated: true,
    merchandiser: options.merchandiserId ? { id: options.merchandiserId, name: 'Test' } : undefined,
  });
  await putNewServices([{ ...service, helpers: [], isSubmitted: true, isSaved: false, isHighlighted: false }], 'test');

  const orderId = await nextId('order');
  const lineCount = options.noCountNeeded ? 0 : (options.lines ?? 2);
  const firstDetail = lineCount > 0 ? await nextId('orderDetail', lineCount) : 0;
  const lines: OrderLine[] = Array.from({ length: lineCount }, (_, i) => ({
    id: orderLineId(serviceId, `0600${orderId}${i}`),
    serviceId,
    orderId,
    orderDetailId: firstDetail + i,
    planogramDataId: i + 1,
    upc: `0600${orderId}${i}`,
    itemCode: `IT${i + 1}`,
    slotNumber: `A${i + 1}`,
    title: i === 0 ? '=HYPERLINK("x")' : `Item ${i + 1}`,
    quantity: i + 1,
    cost: 1.25 * (i + 1),
    retail: 2.5 * (i + 1),
  }));
  const status = options.status ?? (options.exported ? 'Exported' : 'Submitted');
  const order: Order = {
    id: orderId,
    serviceId,
    jobId: job.id,
    supplierId: job.supplierId,
    storeNumber: store.storeNumber,
    planogramId: 1,
    planogramCode: 'PLN-TEST',
    category: 'Beverages',
    merchandiserId: options.merchandiserId,
    status,
    noCountNeeded: options.noCountNeeded ?? false,
    poNumber: status === 'Unsubmitted' ? undefined : `${store.storeNumber}-${orderId}`,
    lineCount,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    submittedAt: status === 'Unsubmitted' ? undefined : `${month.day(3)}T14:05:00.000Z`,
    submittedBy: 'merch',
    ...(options.exported ?? {}),
  };
  await put(OrderEntity, order);
  await Promise.all(lines.map((line) => put(OrderLineEntity, line)));
  return { ...order, lines };
}
