import type { CustomerInvoicesQuery } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callFileRoute, callRoute } from '../app/api.ts';

/** Customer invoicing (002 §2): the Charges tab's open charges, the Invoices tab, an invoice's summary and PDF. */
export const customerInvoicingKeys = {
  all: ['customerInvoicing'] as const,
  charges: (filter: ChargesFilter | undefined) => ['customerInvoicing', 'charges', filter] as const,
  invoices: (query: Partial<CustomerInvoicesQuery>) => ['customerInvoicing', 'invoices', query] as const,
  summary: (id: number | undefined) => ['customerInvoicing', 'summary', id] as const,
  pdf: (id: number | undefined, version: number | undefined) => ['customerInvoicing', 'pdf', id, version] as const,
};

export interface ChargesFilter {
  fromDate: string;
  toDate: string;
  supplierId?: number;
  jobId?: number;
}

/** Open charges of the filter; not asked until Load. */
export const customerChargesQuery = (filter: ChargesFilter | undefined) =>
  queryOptions({
    queryKey: customerInvoicingKeys.charges(filter),
    queryFn:
      filter === undefined
        ? skipToken
        : ({ signal }) => callRoute(customerInvoicingRoutes.listCharges, { query: filter, signal }),
  });

/** One page of invoices (admins). */
export const customerInvoicesQuery = (query: Partial<CustomerInvoicesQuery>, enabled = true) =>
  queryOptions({
    queryKey: customerInvoicingKeys.invoices(query),
    queryFn: enabled ? ({ signal }) => callRoute(customerInvoicingRoutes.listInvoices, { query, signal }) : skipToken,
    placeholderData: keepPreviousData,
  });

/** The lines of an invoice (View Summary). */
export const invoiceSummaryQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: customerInvoicingKeys.summary(id),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => callRoute(customerInvoicingRoutes.getInvoiceSummary, { params: { id }, signal }),
  });

/** The PDF of an invoice (View Invoice), per version: an edit or a submit draws it anew. */
export const customerInvoicePdfQuery = (id: number | undefined, version?: number) =>
  queryOptions({
    queryKey: customerInvoicingKeys.pdf(id, version),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => callFileRoute(customerInvoicingRoutes.getInvoicePdf, { params: { id }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
