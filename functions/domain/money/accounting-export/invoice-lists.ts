import type { ClientInvoiceRow, ServiceInvoiceRow } from '@shelfline/shared/contracts/accounting-export.contract';
import { centsToAmount } from '@shelfline/shared/money';
import type { AccountingBatchKind } from '../../../data/entities/accounting-batch.entity.ts';
import { type ExportableInvoice, invoicesOfBatch } from '../../../data/money/accounting-batches.repository.ts';

/*
 * The invoices of a batch as the screen lists them (002 §9): batch 0 = submitted and not exported (clients: Submitted
 * only), any other batch = what that export moved. One Query of the batch's partition (gsi3 `ofBatch`).
 */

export const serviceRow = (t: ExportableInvoice & { kind: 'service' }): ServiceInvoiceRow => ({
  invoiceId: t.invoice.id,
  invoiceNum: t.invoice.invoiceNum ?? 0,
  dateIssued: t.invoice.dateIssued,
  empFullname: t.invoice.empFullname,
  amount: centsToAmount(t.invoice.amountCents),
  batchNum: t.invoice.batchNum,
});

export const clientRow = (t: ExportableInvoice & { kind: 'client' }): ClientInvoiceRow => ({
  invoiceId: t.invoice.id,
  invoiceNum: t.invoice.invoiceNum ?? 0,
  invoiceDate: t.invoice.invoiceDate,
  clientName: t.invoice.clientName,
  total: centsToAmount(t.invoice.totalCents),
  batchNum: t.invoice.batchNum,
});

export async function serviceInvoicesOfBatch(batchNum: number): Promise<ServiceInvoiceRow[]> {
  return (await invoicesOfBatch('service', batchNum)).flatMap((t) => (t.kind === 'service' ? [serviceRow(t)] : []));
}

export async function clientInvoicesOfBatch(batchNum: number): Promise<ClientInvoiceRow[]> {
  return (await invoicesOfBatch('client', batchNum)).flatMap((t) => (t.kind === 'client' ? [clientRow(t)] : []));
}

export type { AccountingBatchKind };
