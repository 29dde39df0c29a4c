import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { ORDER_LIST_DAYS, type OrderJobsBody, type OrderServiceRow } from '@shelfline/shared/contracts/order.contract';
import type { Caller } from '../../common/caller.ts';
import { addDays, todayIso } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { pageOf } from '../../common/paging.ts';
import { ordersOfServices } from '../../data/content/orders.repository.ts';
import { readServicesOfMerchandiser } from '../../data/schedule/schedule.repository.ts';
import { scheduleScopeOf } from '../schedule/select-services.ts';

/*
 * `POST orders/jobs` (002 §2 Orders - Select Service; brief §8c): the activated services a merchandiser leads whose
 * latest date is at most 30 days ago, earliest date first, with their order's state. A merchandiser gets their own
 * whatever `merchandiserId` says (R4); staff must name one. Read from the merchandiser's index (gsi1, as My Schedule),
 * the page's order states in one BatchGet.
 */

/** Services start before they end: read the merchandiser's index from this many days back (earliest date). */
const READ_BACK_DAYS = 120;

export async function servicesForOrders(
  body: OrderJobsBody,
  auth: Caller,
  today: string = todayIso(),
): Promise<Paged<OrderServiceRow>> {
  const merchandiserId = scheduleScopeOf(auth).merchandiserId ?? body.merchandiserId ?? undefined;
  if (merchandiserId === undefined) throw new BadRequestError({ merchandiserId: ['Choose a merchandiser.'] });
  const since = addDays(today, -ORDER_LIST_DAYS);
  const services = (await readServicesOfMerchandiser(merchandiserId, { from: addDays(today, -READ_BACK_DAYS) })).filter(
    (s) => s.isActivated && s.latestDate >= since,
  );
  const page = pageOf(
    services.map((s) => ({
      serviceID: s.id,
      earliestDate: s.earliestDate,
      latestDate: s.latestDate,
      retailerName: s.retailerName,
      storeNumber: s.storeNumber,
      jobNumber: s.jobNumber,
      orderStatus: null as OrderServiceRow['orderStatus'],
    })),
    {
      pageNumber: body.pageNumber,
      pageSize: body.pageSize,
      sortBy: body.sortOptions?.sortBy,
      sortDesc: body.sortOptions?.sortDesc ?? false,
    },
    {
      searchIn: () => [],
      sorts: {
        earliestDate: (r) => `${r.earliestDate}#${String(r.serviceID).padStart(10, '0')}`,
        latestDate: (r) => r.latestDate,
        serviceID: (r) => r.serviceID,
        retailerName: (r) => r.retailerName,
        storeNumber: (r) => r.storeNumber,
        jobNumber: (r) => r.jobNumber,
      },
    },
  );
  const orders = await ordersOfServices(page.items.map((r) => r.serviceID));
  return { ...page, items: page.items.map((r) => ({ ...r, orderStatus: orders.get(r.serviceID)?.status ?? null })) };
}
