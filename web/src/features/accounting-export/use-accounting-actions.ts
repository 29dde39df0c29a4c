import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { downloadExported } from '../../lib/download.ts';
import { type AccountingKind, accountingExportKeys } from '../../queries/accounting-export.ts';
import { ACCOUNTING_EXPORT_STRINGS as s } from './strings.ts';

/** Progress of a running export, for the page to show. */
export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * The page's writes and downloads: Export Selection (its steps driven here: the same ids again until `finished`,
 * brief §2.5 c), the same call for a batch already exported (the stored file again), Batch Report and Export Active
 * Jobs. Every file is saved through the SPA's download helper.
 */
export function useAccountingActions(kind: AccountingKind) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [progress, setProgress] = useState<ExportProgress>();
  const onError = (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false });

  const exportInvoices = useMutation({
    mutationFn: async ({ invoiceIds, postedDate }: { invoiceIds: number[]; postedDate?: string }) => {
      for (;;) {
        const step =
          kind === 'service'
            ? await callRoute(accountingExportRoutes.exportServiceInvoices, {
                body: { invoiceIds, postedDate: postedDate ?? '' },
              })
            : await callRoute(accountingExportRoutes.exportClientInvoices, { body: { invoiceIds } });
        setProgress({ done: step.done, total: step.total });
        if (step.finished) return step;
      }
    },
    onSuccess: async (result, { invoiceIds }) => {
      if (result.file) downloadExported(result.file);
      notify({ type: 'success', content: s.exported(invoiceIds.length, result.batchNumber) });
      await queryClient.invalidateQueries({ queryKey: accountingExportKeys.all });
    },
    onError,
    onSettled: () => setProgress(undefined),
  });

  /** A batch already exported: its invoices sent again answer the stored file (no state change, A18). */
  const downloadBatch = useMutation({
    mutationFn: (invoiceIds: number[]) =>
      kind === 'service'
        ? callRoute(accountingExportRoutes.exportServiceInvoices, {
            // The posting date of a finished batch is its own; the call still needs one to pass validation.
            body: { invoiceIds, postedDate: new Date().toLocaleDateString('en-CA') },
          })
        : callRoute(accountingExportRoutes.exportClientInvoices, { body: { invoiceIds } }),
    onSuccess: (result) => {
      if (result.file) downloadExported(result.file);
    },
    onError,
  });

  const batchReport = useMutation({
    mutationFn: (batchNumber: number) =>
      callRoute(
        kind === 'service'
          ? accountingExportRoutes.exportServiceBatchReport
          : accountingExportRoutes.exportClientBatchReport,
        { body: { batchNumber } },
      ),
    onSuccess: downloadExported,
    onError,
  });

  const activeJobs = useMutation({
    mutationFn: () => callRoute(accountingExportRoutes.exportActiveJobs, {}),
    onSuccess: downloadExported,
    onError,
  });

  return { exportInvoices, downloadBatch, batchReport, activeJobs, progress };
}
