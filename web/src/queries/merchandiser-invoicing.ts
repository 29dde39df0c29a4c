import type { ChargesQuery, InvoicesQuery } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFileRoute, callRoute } from '../app/api.ts';

/** The charges filter as sent (only what is set; the server fills in its defaults). */
export type ChargesFilter = Pick<ChargesQuery, 'fromDate' | 'toDate'> & Partial<ChargesQuery>;
export type InvoicesFilter = Pick<InvoicesQuery, 'fromDate' | 'toDate'> & Partial<InvoicesQuery>;

/*
 * Merchandiser invoicing (002 §2, §7): the Charges tab's charges, one charge (View Charge), the Invoices tab's
 * invoices, and the job filter of the invoicing screens (`GET jobs/recent`).
 */
export const merchandiserInvoicingKeys = {
  all: ['merchandiserInvoicing'] as const,
  charges: (filter: ChargesFilter) => ['merchandiserInvoicing', 'charges', filter] as const,
  allCharges: ['merchandiserInvoicing', 'charges'] as const,
  charge: (id: number | undefined) => ['merchandiserInvoicing', 'charge', id] as const,
  invoices: (filter: InvoicesFilter) => ['merchandiserInvoicing', 'invoices', filter] as const,
  jobs: ['merchandiserInvoicing', 'jobs'] as const,
  invoicePdf: (id: number) => ['merchandiserInvoicing', 'invoicePdf', id] as const,
  preliminaryPdf: (filter: ChargesFilter) => ['merchandiserInvoicing', 'preliminaryPdf', filter] as const,
};

export const merchandiserChargesQuery = (filter: ChargesFilter) =>
  queryOptions({
    queryKey: merchandiserInvoicingKeys.charges(filter),
    queryFn: ({ signal }) => callRoute(routes.listCharges, { query: filter, signal }),
  });

/** One charge for View Charge; not asked without one. */
export const merchandiserChargeQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: merchandiserInvoicingKeys.charge(id),
    queryFn: id === undefined ? skipToken : ({ signal }) => callRoute(routes.getCharge, { params: { id }, signal }),
  });

/** The Invoices tab; not asked for roles without it (account managers). */
export const merchandiserInvoicesQuery = (filter: InvoicesFilter, enabled: boolean) =>
  queryOptions({
    queryKey: merchandiserInvoicingKeys.invoices(filter),
    queryFn: enabled ? ({ signal }) => callRoute(routes.listInvoices, { query: filter, signal }) : skipToken,
  });

/** The jobs of the invoicing screens' Job filter (`GET jobs/recent`). */
export const invoicingJobsQuery = () =>
  queryOptions({
    queryKey: merchandiserInvoicingKeys.jobs,
    queryFn: ({ signal }) => callRoute(jobsRoutes.recent, { signal }),
    staleTime: 60_000,
  });

/** A submitted invoice's PDF (it never changes); dropped once its modal closes. */
export const invoicePdfQuery = (id: number) =>
  queryOptions({
    queryKey: merchandiserInvoicingKeys.invoicePdf(id),
    queryFn: ({ signal }) => callFileRoute(routes.getInvoicePdf, { params: { id }, signal }),
    gcTime: 0,
  });

/** The preliminary invoice of the filter, read afresh each time its modal opens (gcTime 0). */
export const preliminaryPdfQuery = (filter: ChargesFilter) =>
  queryOptions({
    queryKey: merchandiserInvoicingKeys.preliminaryPdf(filter),
    queryFn: ({ signal }) => callFileRoute(routes.getPreliminaryInvoice, { query: filter, signal }),
    gcTime: 0,
  });
