/**
 * The demo's customer invoices (brief §5 "customer invoices in all 3 statuses; one reversal pair"): from last month's
 * approved customer lines (made by chargeService), one invoice per supplier for the first few suppliers through the
 * product's own generate, all submitted but the last (left Preliminary); the accounting export that runs after this
 * (accounting-batches.ts) takes some of the submitted ones to a batch, so they show as Uploaded To MYOB. Then one billed
 * line's merchandiser charge gets an hour more: the charges core reverses the billed line and adds its replacement,
 * both waiting on the Charges tab.
 *
 * Idempotent: nothing is made when customer invoices exist already.
 */
import { lineCents } from '@shelfline/shared/money';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { merchandiserCharges } from '../../functions/data/money/charges.repository.ts';
import {
  readInvoices,
  readLinesOfInvoice,
  readOpenChargesOfDays,
} from '../../functions/data/money/customer-invoices.repository.ts';
import { generateInvoices } from '../../functions/domain/money/customer-invoicing/generate-invoices.ts';
import { submitInvoice } from '../../functions/domain/money/customer-invoicing/submit-invoice.ts';
import { syncCustomerCharge } from '../../functions/domain/money/sync-customer-charge.ts';

const SUPPLIERS = 6;
const LINES_PER_INVOICE = 60;
const ADMIN = { isAdmin: true };

export async function createDemoCustomerInvoices(by: string): Promise<number> {
  const today = todayIso();
  if ((await readInvoices({ fromDate: addDays(today, -800), toDate: addDays(today, 400) })).length > 0) return 0;
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonth = `${addDays(firstOfMonth, -1).slice(0, 8)}01`;
  const open = (await readOpenChargesOfDays(lastMonth, addDays(firstOfMonth, -1))).filter(
    (c) => c.payApprovalStatus === 1 || c.payApprovalStatus === 2,
  );
  const bySupplier = new Map<number, number[]>();
  for (const charge of open)
    bySupplier.set(charge.supplierId, [...(bySupplier.get(charge.supplierId) ?? []), charge.id]);
  const chosen = [...bySupplier.values()].slice(0, SUPPLIERS).map((ids) => ids.slice(0, LINES_PER_INVOICE));
  const invoiceIds: number[] = [];
  for (const ids of chosen) invoiceIds.push(...(await generateInvoices(ids, ADMIN, by)).invoices.map((i) => i.id));
  const submitted = invoiceIds.slice(0, -1);
  for (const id of submitted) await submitInvoice(id, by);
  await reverseOneBilledLine(submitted[0], by);
  return invoiceIds.length;
}

/** One line of a submitted invoice corrected after billing: its charge gets an hour more (a reversal + replacement). */
async function reverseOneBilledLine(invoiceId: number | undefined, by: string): Promise<void> {
  if (invoiceId === undefined) return;
  const [line] = await readLinesOfInvoice(invoiceId);
  const charge = line?.chargeId === undefined ? undefined : await merchandiserCharges.get(line.chargeId);
  if (!charge) return;
  const hoursForBilling = charge.hoursForBilling + 1;
  // the pay follows as chargeService computes it: flat stays flat, per hour × hours otherwise
  const amountCents =
    charge.payrateFlat || !charge.payratePerHour
      ? charge.amountCents
      : lineCents(charge.payratePerHour, hoursForBilling);
  const changed = await merchandiserCharges.replace({ ...charge, hoursForBilling, amountCents }, charge.version, by);
  await syncCustomerCharge(changed, by);
}
