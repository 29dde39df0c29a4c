import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Export for accounting (002 §2 Accounting export): the batches of each kind and the invoices of one batch. */
export type AccountingKind = 'service' | 'client';

export const accountingExportKeys = {
  all: ['accountingExport'] as const,
  batches: (kind: AccountingKind) => ['accountingExport', kind, 'batches'] as const,
  invoices: (kind: AccountingKind, batchNumber: number | undefined) =>
    ['accountingExport', kind, 'invoices', batchNumber] as const,
};

/** Batch numbers holding exported invoices of the kind, newest first (the picker adds 0). */
export const accountingBatchesQuery = (kind: AccountingKind) =>
  queryOptions({
    queryKey: accountingExportKeys.batches(kind),
    queryFn: ({ signal }) =>
      callRoute(
        kind === 'service' ? accountingExportRoutes.listServiceBatches : accountingExportRoutes.listClientBatches,
        {
          signal,
        },
      ),
  });

/** One invoice of either tab, as the table shows it (002 §2: number, date, merchandiser or client, amount, batch). */
export interface AccountingInvoiceRow {
  id: number;
  invoiceNum: number;
  date: string;
  name: string;
  amount: number;
  batchNum: number;
}

/** One batch's invoices as table rows; not asked until Load. */
export const accountingInvoicesQuery = (kind: AccountingKind, batchNumber: number | undefined) =>
  queryOptions<AccountingInvoiceRow[]>({
    queryKey: accountingExportKeys.invoices(kind, batchNumber),
    queryFn:
      batchNumber === undefined
        ? skipToken
        : async ({ signal }) => {
            if (kind === 'service') {
              const rows = await callRoute(accountingExportRoutes.listServiceInvoices, {
                query: { batchNumber },
                signal,
              });
              return rows.map((r) => ({
                id: r.invoiceId,
                invoiceNum: r.invoiceNum,
                date: r.dateIssued,
                name: r.empFullname,
                amount: r.amount,
                batchNum: r.batchNum,
              }));
            }
            const rows = await callRoute(accountingExportRoutes.listClientInvoices, { query: { batchNumber }, signal });
            return rows.map((r) => ({
              id: r.invoiceId,
              invoiceNum: r.invoiceNum,
              date: r.invoiceDate,
              name: r.clientName,
              amount: r.total,
              batchNum: r.batchNum,
            }));
          },
  });
