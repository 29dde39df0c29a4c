import type { InvoicesQuery } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { inLanes } from '../../../common/in-lanes.ts';
import { readChargesOfEmployee } from '../../../data/money/charges.repository.ts';
import {
  readInvoicesOfDates,
  readInvoicesOfEmployee,
  type StoredMerchandiserInvoice,
} from '../../../data/money/merchandiser-invoices.repository.ts';
import { type InvoicingScope, reachesWorker, workersOf } from './invoicing-scope.ts';

/*
 * The Invoices tab (002 §2, §7): submitted invoices issued in from..to, newest first. A merchandiser gets their own,
 * a supervisor their team's (per worker, gsi2), an admin all (per year, gsi1) with the merchandiser, job and account
 * manager filters. An account manager filter keeps invoices holding a charge of a service that manager manages.
 */

export async function listInvoices(scope: InvoicingScope, query: InvoicesQuery): Promise<StoredMerchandiserInvoice[]> {
  const workers =
    scope.kind === 'admin'
      ? query.merchandiserId === undefined
        ? undefined
        : [query.merchandiserId]
      : (workersOf(scope) ?? []).filter((id) => query.merchandiserId === undefined || id === query.merchandiserId);
  const read =
    workers === undefined
      ? await readInvoicesOfDates(query.fromDate, query.toDate)
      : (await inLanes(workers, 8, (id) => readInvoicesOfEmployee(id, query.fromDate, query.toDate))).flat();
  let found = read.filter(
    (i) =>
      i.state === 'submitted' &&
      reachesWorker(scope, i.employeeId) &&
      (query.jobId === undefined || i.jobId === query.jobId),
  );
  if (query.accountManagerId !== undefined && scope.kind === 'admin')
    found = await managedBy(found, query.accountManagerId);
  return found.sort((a, b) => b.dateIssued.localeCompare(a.dateIssued) || b.id - a.id);
}

/** Invoices holding at least one charge of a service managed by `accountManagerId`. */
async function managedBy(
  invoices: StoredMerchandiserInvoice[],
  accountManagerId: number,
): Promise<StoredMerchandiserInvoice[]> {
  const keep = new Set<number>();
  const byWorker = new Map<number, StoredMerchandiserInvoice[]>();
  for (const i of invoices) byWorker.set(i.employeeId, [...(byWorker.get(i.employeeId) ?? []), i]);
  await inLanes([...byWorker.entries()], 8, async ([employeeId, ofWorker]) => {
    // Periods are 'YYYY-MM-DD' strings: their order is the text order.
    const from = ofWorker.map((i) => i.fromDate).sort()[0];
    const to = ofWorker
      .map((i) => i.toDate)
      .sort()
      .at(-1);
    const { charges } = await readChargesOfEmployee(employeeId, from, to);
    for (const c of charges)
      if (c.invoiceId !== undefined && c.acctManagerId === accountManagerId) keep.add(c.invoiceId);
  });
  return invoices.filter((i) => keep.has(i.id));
}
