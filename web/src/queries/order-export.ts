import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asList } from '../components/crud/page-query.ts';

/** Order export (002 §2 Order Maintenance, Order export layouts): layouts, fields, the two tabs' rows. */
export const orderExportKeys = {
  all: ['orderExport'] as const,
  layouts: ['orderExport', 'layouts'] as const,
  layout: (id: number | undefined) => ['orderExport', 'layouts', id] as const,
  fields: ['orderExport', 'fields'] as const,
  notExported: (filter: SupplierJob | undefined) => ['orderExport', 'notExported', filter] as const,
  history: (filter: HistoryFilter | undefined) => ['orderExport', 'history', filter] as const,
  jobsOfSupplier: (supplierId: number | undefined) => ['jobs', 'ofSupplier', supplierId] as const,
};

export interface SupplierJob {
  supplierId: number;
  jobId: number;
}
export interface HistoryFilter extends SupplierJob {
  fromDate?: string;
  toDate?: string;
}

/** Every layout, id and name (no paging). */
export const orderExportLayoutsQuery = () =>
  queryOptions({
    queryKey: orderExportKeys.layouts,
    queryFn: ({ signal }) => callRoute(orderExportRoutes.listLayouts, { signal }),
  });

/** One layout with its columns; not asked without an id. */
export const orderExportLayoutQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: orderExportKeys.layout(id),
    queryFn:
      id === undefined ? skipToken : ({ signal }) => callRoute(orderExportRoutes.getLayout, { params: { id }, signal }),
  });

/** The fields a column may show. */
export const orderExportFieldsQuery = () =>
  queryOptions({
    queryKey: orderExportKeys.fields,
    queryFn: ({ signal }) => callRoute(orderExportRoutes.listFields, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The NotExported tab: lines of the job's orders not exported yet; not asked until Load. */
export const notExportedQuery = (filter: SupplierJob | undefined) =>
  queryOptions({
    queryKey: orderExportKeys.notExported(filter),
    queryFn:
      filter === undefined
        ? skipToken
        : ({ signal }) => callRoute(orderExportRoutes.listNotExported, { query: filter, signal }),
  });

/** The History tab: exported orders by export date; not asked until Load. */
export const orderHistoryQuery = (filter: HistoryFilter | undefined) =>
  queryOptions({
    queryKey: orderExportKeys.history(filter),
    queryFn:
      filter === undefined
        ? skipToken
        : ({ signal }) => callRoute(orderExportRoutes.listHistory, { query: filter, signal }),
  });

/** The jobs of a supplier (`GET jobs?supplierId=`, undocumented_calls R2); not asked without one. */
export const jobsOfSupplierQuery = (supplierId: number | undefined) =>
  queryOptions({
    queryKey: orderExportKeys.jobsOfSupplier(supplierId),
    queryFn:
      supplierId === undefined
        ? skipToken
        : async ({ signal }) =>
            asList(
              await callRoute(jobsRoutes.list, {
                query: { supplierId, includeInactive: true, sortDesc: false },
                signal,
              }),
            ),
    staleTime: 60_000,
  });
