/*
 * Services for the Summary tests on a job of the demo customer's supplier (`cust`, Golden Leaf Beverages) or of
 * another supplier, so a test can check what the customer reaches and what answers 404:
 *
 *   const supplierId = await custSupplierId();
 *   const own = await servicesOfSupplier(supplierId, 'own', 3, month.day(3));      // one job and product
 *   const foreign = await servicesOfSupplier(supplierId, 'other', 1, month.day(20));
 */
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { listJobsOfSupplier } from '../../functions/data/master-data/master-data.repository.ts';
import { findPersonByLoginCode, supplierUsers } from '../../functions/data/people/people.repository.ts';
import { createTestServices, serviceStock, type TestServiceOptions } from './services.ts';

/** The supplier of the demo customer `cust`. */
export async function custSupplierId(): Promise<number> {
  const person = await findPersonByLoginCode('customer', 'cust');
  const supplierId = (await supplierUsers.get(person?.id ?? 0))?.supplierId;
  if (supplierId === undefined) throw new Error('The demo customer cust has no supplier');
  return supplierId;
}

/**
 * `count` activated services of one job and product of the supplier ('own') or of another supplier ('other'), on
 * `day`. createTestServices takes the retailer's job products in turn, so it writes one round per service and the
 * services of the other job products of that retailer come along (on the same day).
 */
export async function servicesOfSupplier(
  supplierId: number,
  whose: 'own' | 'other',
  count: number,
  day: string,
  options: Partial<TestServiceOptions> = {},
): Promise<(Service & { version: number })[]> {
  const own = whose === 'own';
  const retailerId = own ? (await listJobsOfSupplier(supplierId)).find((j) => !j.isInactive)?.retailerId : undefined;
  const stock = await serviceStock(retailerId);
  const index = stock.jobs.findIndex(({ job }) => (job.supplierId === supplierId) === own);
  if (index < 0) throw new Error(`No demo job of ${own ? 'the' : 'another'} supplier for the Summary tests`);
  const all = await createTestServices(stock.jobs.length * count, {
    retailerId: stock.retailerId,
    earliestDate: day,
    isActivated: true,
    ...options,
  });
  return all.filter((_, i) => i % stock.jobs.length === index);
}
