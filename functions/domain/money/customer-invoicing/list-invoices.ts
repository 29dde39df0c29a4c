import type { CustomerInvoice, CustomerInvoicesQuery } from '@shelfline/shared/contracts/customer-invoicing.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { addDays, todayIso } from '../../../common/dates.ts';
import { readInvoices } from '../../../data/money/customer-invoices.repository.ts';
import { toInvoiceView } from './views.ts';

/*
 * The Invoices tab (brief A41): by invoice date (five years back to a year ahead when not given: an edited invoice
 * date may lie ahead), supplier and status, newest first, paged on the server. An invoice still being generated is
 * not shown.
 */
export async function listInvoices(query: CustomerInvoicesQuery): Promise<Paged<CustomerInvoice>> {
  const today = todayIso();
  const all = await readInvoices({
    fromDate: query.fromDate ?? addDays(today, -5 * 366),
    toDate: query.toDate ?? addDays(today, 366),
    supplierId: query.supplierId,
  });
  const kept = all
    .filter((i) => i.state !== 'building' && (query.status === undefined || i.status === query.status))
    .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id - a.id);
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    items: kept.slice(start, start + query.pageSize).map(toInvoiceView),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalRecords: kept.length,
    totalFilteredRecords: kept.length,
  };
}
