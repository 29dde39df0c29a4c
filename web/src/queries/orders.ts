import { ORDER_MESSAGES } from '@shelfline/shared/contracts/order.contract';
import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Orders - Select Service and Order Entry (002 §2, §7 Orders); every key starts with `['orders']`. */
export const orderKeys = {
  all: ['orders'] as const,
  services: (args: OrderServicesArgs) => ['orders', 'services', args] as const,
  header: (serviceId: number) => ['orders', 'header', serviceId] as const,
  lines: (orderId: number) => ['orders', 'lines', orderId] as const,
};

export interface OrderServicesArgs {
  merchandiserId: number | undefined;
  pageNumber: number;
  pageSize: number;
}

/** A merchandiser's services to order for, one server page ('Could not fetch orders.' when it fails). */
export const orderServicesQuery = (args: OrderServicesArgs) =>
  queryOptions({
    queryKey: orderKeys.services(args),
    queryFn: ({ signal }) =>
      callRoute(ordersRoutes.listJobs, {
        body: {
          merchandiserId: args.merchandiserId ?? null,
          pageNumber: args.pageNumber,
          pageSize: args.pageSize,
          sortOptions: null,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { failureMessage: ORDER_MESSAGES.fetchFailed },
  });

/** The order header of a service (a failure only ends the loading state: 002 §8). */
export const orderHeaderQuery = (serviceId: number) =>
  queryOptions({
    queryKey: orderKeys.header(serviceId),
    queryFn: ({ signal }) => callRoute(ordersRoutes.getHeader, { query: { serviceId }, signal }),
    staleTime: 0,
    retry: false,
  });

/** The lines of an order, newest scan first. */
export const orderLinesQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.lines(orderId),
    queryFn: ({ signal }) => callRoute(ordersRoutes.getDetail, { query: { orderId }, signal }),
    staleTime: 0,
    retry: false,
  });
