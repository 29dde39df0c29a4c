/**
 * The demo's accounting batches (brief §2.5): once the demo's submitted invoices are written, the real export runs on
 * the oldest few of each kind (at most 5, and never more than half of what waits, so batch 0 keeps invoices to try
 * Export Selection on), giving one finished batch of service and one of client invoices, with their files in the
 * exports bucket. Invoices of workers whose payroll is on hold are left out, as the export refuses them (A40).
 *
 * Idempotent: a kind that already has a finished batch is left alone, so a second load exports nothing.
 */
import type { AccountingBatchKind } from '../../functions/data/entities/accounting-batch.entity.ts';
import { invoicesOfBatch, listBatchNumbers } from '../../functions/data/money/accounting-batches.repository.ts';
import { workersOf } from '../../functions/domain/money/accounting-export/batch-file.ts';
import { exportInvoices } from '../../functions/domain/money/accounting-export/export-invoices.ts';

const DEMO_BATCH_SIZE = 5;

/** Exports one demo batch per kind that has submitted invoices and no batch yet; answers the batches made. */
export async function exportDemoBatches(by: string): Promise<number> {
  let made = 0;
  for (const kind of ['service', 'client'] as const) if (await exportDemoBatch(kind, by)) made += 1;
  return made;
}

async function exportDemoBatch(kind: AccountingBatchKind, by: string): Promise<boolean> {
  if ((await listBatchNumbers(kind)).length > 0) return false;
  const waiting = await invoicesOfBatch(kind, 0);
  const workers = await workersOf(waiting);
  const exportable = waiting.filter((t) => t.kind === 'client' || !workers.get(t.invoice.employeeId)?.isPayrollOnHold);
  const chosen = exportable.slice(0, Math.min(DEMO_BATCH_SIZE, Math.floor(waiting.length / 2)));
  if (chosen.length === 0) return false;
  const invoiceIds = chosen.map((t) => t.invoice.id);
  const dates = chosen.map((t) => (t.kind === 'service' ? t.invoice.dateIssued : t.invoice.invoiceDate)).sort();
  const postedDate = kind === 'service' ? dates.at(-1) : undefined;
  for (;;) {
    const step = await exportInvoices({ kind, invoiceIds, postedDate, by, budgetMs: 60_000 });
    if (step.finished) return true;
  }
}
