import { type GeneratedInvoices, generatedMessage } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { todayIso } from '../../../common/dates.ts';
import { BadRequestError, ConflictError } from '../../../common/http-errors.ts';
import { inLanes } from '../../../common/in-lanes.ts';
import type { CustomerInvoice } from '../../../data/entities/customer-invoice.entity.ts';
import {
  claimCharge,
  customerInvoices,
  getCustomerCharges,
  putInvoiceIfUnchanged,
  type StoredCharge,
  type StoredInvoice,
} from '../../../data/money/customer-invoices.repository.ts';
import { nextId } from '../../../data/repository.ts';
import { moneyOfLines } from './invoice-totals.ts';
import { type ChargeViewer, seesCharge } from './scope.ts';
import { isStale, takeApart } from './undo-invoice.ts';
import { toInvoiceView } from './views.ts';

/*
 * Generate Preliminary Invoice (002 §2, §4; brief §2.4, A12): the selected charges, all or nothing, one invoice per
 * supplier. Each invoice is written first with state `building`, then claims its charges one conditional write each
 * (`attribute_not_exists(invoiceId)` and the version read): a charge another generate got first refuses the claim,
 * and the call gives back every charge it claimed and deletes its invoices (409 naming the charges). The first
 * charge is claimed alone before the others, so two generates of the same selection do not split it: the one
 * that takes it takes the rest. Totals are computed from the claimed lines, then the state is cleared.
 */

const listed = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(', ');

/** Undoes the abandoned generates (state `building`, stale) that still hold some of `charges`; answers whether any. */
async function undoAbandoned(charges: readonly StoredCharge[], by: string): Promise<boolean> {
  const held = [...new Set(charges.map((c) => c.invoiceId).filter((id) => id !== undefined))];
  const invoices = (await Promise.all(held.map((id) => customerInvoices.get(id)))).filter(
    (i): i is StoredInvoice => i !== undefined && i.state === 'building' && isStale(i),
  );
  await Promise.all(invoices.map((invoice) => takeApart(invoice, by)));
  return invoices.length > 0;
}

/** Checks the selection (400/409 listing the refused ids); answers the charges by supplier. */
async function checkedSelection(ids: readonly number[], viewer: ChargeViewer, by: string) {
  let found = await getCustomerCharges(ids);
  if (await undoAbandoned([...found.values()], by)) found = await getCustomerCharges(ids);
  const unknown = ids.filter((id) => {
    const charge = found.get(id);
    return !charge || charge.isDeleted || !seesCharge(viewer, charge);
  });
  if (unknown.length) throw new BadRequestError({ ids: [`These charges do not exist: ${listed(unknown)}.`] });
  const charges = ids.map((id) => found.get(id) as StoredCharge);
  const notApproved = charges.filter((c) => c.payApprovalStatus === 0).map((c) => c.id);
  if (notApproved.length)
    throw new BadRequestError({ ids: [`These charges are not approved yet: ${listed(notApproved)}.`] });
  const invoiced = charges.filter((c) => c.invoiceId !== undefined).map((c) => c.id);
  if (invoiced.length) throw new ConflictError({ ids: [`These charges are already invoiced: ${listed(invoiced)}.`] });
  const bySupplier = new Map<number, StoredCharge[]>();
  for (const charge of charges)
    bySupplier.set(charge.supplierId, [...(bySupplier.get(charge.supplierId) ?? []), charge]);
  return bySupplier;
}

export async function generateInvoices(
  selected: readonly number[],
  viewer: ChargeViewer,
  by: string,
): Promise<GeneratedInvoices> {
  const ids = [...new Set(selected)].sort((a, b) => a - b);
  const bySupplier = await checkedSelection(ids, viewer, by);
  const today = todayIso();
  const firstId = await nextId('customerInvoice', bySupplier.size);
  const drafts = [...bySupplier.entries()].map(([supplierId, charges], i) => ({
    charges,
    record: {
      id: firstId + i,
      status: 0,
      state: 'building',
      invoiceDate: today,
      supplierId,
      clientName: charges[0]?.supplierFullName ?? '',
      lineCount: 0,
      subTotalCents: 0,
      gstCents: 0,
      totalCents: 0,
      taxLines: [],
      batchNum: 0,
    } satisfies CustomerInvoice as CustomerInvoice,
  }));
  const invoices = await Promise.all(drafts.map((d) => customerInvoices.create(d.record, by)));

  const claimed = new Map<number, StoredCharge[]>(invoices.map((i) => [i.id, []]));
  const refused: number[] = [];
  const claim = async ({ charge, invoiceId }: { charge: StoredCharge; invoiceId: number }) => {
    const line = await claimCharge(charge, invoiceId, by);
    if (line) claimed.get(invoiceId)?.push(line);
    else refused.push(charge.id);
  };
  const work = drafts.flatMap((d) => d.charges.map((charge) => ({ charge, invoiceId: d.record.id })));
  const [first, ...rest] = work;
  if (first) await claim(first);
  if (!refused.length) await inLanes(rest, 16, claim);

  if (refused.length) {
    await Promise.all(invoices.map((invoice) => takeApart(invoice, by, claimed.get(invoice.id))));
    throw new ConflictError({
      ids: [`These charges were invoiced or changed meanwhile: ${listed(refused)}. Load the charges again.`],
    });
  }
  const settled = await Promise.all(
    invoices.map(async (invoice) => {
      const lines = claimed.get(invoice.id) ?? [];
      const { state: _building, ...rest } = invoice;
      const done = await putInvoiceIfUnchanged(
        { ...rest, ...moneyOfLines(lines), lineCount: lines.length },
        invoice,
        by,
      );
      if (!done) throw new ConflictError(`Invoice ${invoice.id} was changed while it was generated.`);
      return toInvoiceView(done);
    }),
  );
  return { invoices: settled, message: generatedMessage(settled.length) };
}
