import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import { lineCents, reversalOf } from '@shelfline/shared/money';
import { ConflictError } from '../../common/http-errors.ts';
import { type CustomerCharge, CustomerChargeEntity } from '../../data/entities/customer-charge.entity.ts';
import type { MerchandiserCharge } from '../../data/entities/merchandiser-charge.entity.ts';
import type { Audit } from '../../data/entity.ts';
import {
  customerChargeIdOfSource,
  merchandiserCharges,
  type StoredCustomerCharge,
} from '../../data/money/charges.repository.ts';
import {
  chargeHoursUpdate,
  customerChargeCreateItems,
  customerCharges,
  customerInvoices,
  putInvoiceIfUnchanged,
} from '../../data/money/customer-invoices.repository.ts';
import { nextId, type TransactItem } from '../../data/repository.ts';
import { customerSourceOf } from './customer-charge-of.ts';
import { moneyAfterChanges } from './customer-invoicing/invoice-totals.ts';

/*
 * The customer line follows its merchandiser charge (brief §1.5, decision A7) after the charge's hours, rates,
 * approval or voiding changed:
 *   - open line, hours never edited by a person: hours, amount and pay approval follow;
 *   - open line whose billable hours were edited: only the pay approval follows;
 *   - on a Preliminary invoice: as an open line, with the invoice's totals in the same transaction (the one way
 *     customer invoicing changes a Preliminary invoice's lines: moneyAfterChanges);
 *   - on a Submitted / Uploaded invoice: the line is immutable. A reversal (the exact negation, `C<id>#R<n>`) and,
 *     unless the charge was voided or rejected, a replacement with the new values (`C<id>#N<n>`) wait for the next
 *     invoice; the charge then points at its replacement. Each generation's source is a uniqueness marker, so a repeat
 *     makes nothing twice.
 *   - a voided charge's open line is marked deleted (Missing Client Charges shows it).
 * Rates stay the line's own snapshots (job rate, tax): only hours and approval come from the charge.
 */

type Line = CustomerCharge & Audit;

const isRejected = (charge: MerchandiserCharge) => charge.approvalStatus === APPROVAL_STATUS.RejectedByManager;

/** The line as its charge would have it now (hours only when they were never edited by a person). */
function followed(line: Line, charge: MerchandiserCharge): Line {
  const next: Line = { ...line, payApprovalStatus: charge.approvalStatus };
  if (line.hoursEdited) return next;
  return {
    ...next,
    originalHours: charge.hoursForBilling,
    billableHours: charge.hoursForBilling,
    amountCents: lineCents(line.chargeRate, charge.hoursForBilling),
  };
}

const sameLine = (a: CustomerCharge, b: CustomerCharge) =>
  a.billableHours === b.billableHours &&
  a.originalHours === b.originalHours &&
  a.amountCents === b.amountCents &&
  a.payApprovalStatus === b.payApprovalStatus &&
  a.isDeleted === b.isDeleted &&
  a.invoiceId === b.invoiceId;

export async function syncCustomerCharge(charge: MerchandiserCharge, by: string): Promise<void> {
  if (charge.customerChargeId === undefined) return;
  const line = await customerCharges.get(charge.customerChargeId);
  if (!line || line.isDeleted) return;
  if (line.invoiceId === undefined) {
    await replaceLine(
      line,
      charge.voided ? { ...followed(line, charge), isDeleted: true } : followed(line, charge),
      by,
    );
    return;
  }
  if (await followOnPreliminaryInvoice(line, charge, by)) return;
  await correctBilledLine(line, charge, by);
}

/** Writes the line if anything changed; true when it did. A stale version is someone else's newer write: 409. */
async function replaceLine(line: Line, next: Line, by: string): Promise<boolean> {
  if (sameLine(line, next)) return false;
  await customerCharges.replace(next, line.version, by);
  return true;
}

/** Concurrent writers of one Preliminary invoice: rounds before giving up with 409. */
const INVOICE_ROUNDS = 10;

/**
 * A line on a Preliminary invoice follows in place (a voided charge's line leaves it), written with the invoice's new
 * totals in one transaction, conditioned on both versions. False when the invoice is not Preliminary (billed).
 */
async function followOnPreliminaryInvoice(line: Line, charge: MerchandiserCharge, by: string): Promise<boolean> {
  let current = line;
  for (let round = 0; round < INVOICE_ROUNDS; round++) {
    const invoice = current.invoiceId === undefined ? undefined : await customerInvoices.get(current.invoiceId);
    if (invoice?.status !== 0) return false;
    const next: Line = charge.voided
      ? { ...followed(current, charge), isDeleted: true, invoiceId: undefined, invoiceNum: undefined }
      : followed(current, charge);
    if (sameLine(current, next)) return true;
    const leaves = next.invoiceId === undefined;
    const money = moneyAfterChanges(invoice, [{ before: current, after: leaves ? undefined : next }]);
    const lineCount = invoice.lineCount - (leaves ? 1 : 0);
    if (
      await putInvoiceIfUnchanged({ ...invoice, ...money, lineCount }, invoice, by, [
        chargeHoursUpdate(current, next, by),
      ])
    )
      return true;
    const reread = await customerCharges.get(line.id);
    if (!reread || reread.isDeleted) return true;
    if (reread.invoiceId !== current.invoiceId) {
      // released or moved meanwhile: follow it where it is now
      await syncCustomerCharge(charge, by);
      return true;
    }
    current = reread;
  }
  throw new ConflictError(`Invoice of charge ${charge.id} keeps changing. Try again.`);
}

/** The generation of the next correction: after `C<id>#N<k>` comes k + 1, after the original 1. */
function nextGeneration(line: CustomerCharge): number {
  const match = /#N(\d+)$/.exec(line.source);
  return match ? Number(match[1]) + 1 : 1;
}

async function correctBilledLine(line: StoredCustomerCharge, charge: MerchandiserCharge, by: string): Promise<void> {
  const withdraw = charge.voided === true || isRejected(charge);
  const wanted = followed(line, charge);
  const generation = nextGeneration(line);
  const base = customerSourceOf(charge.id);
  // Both new lines are open (no invoice) and follow their charge again; audit fields are replaced on write.
  const open = { invoiceId: undefined, invoiceNum: undefined, hoursEdited: undefined };
  if (!withdraw && wanted.amountCents === line.amountCents && wanted.billableHours === line.billableHours) {
    // Approved again after a rejection withdrew the billed line: its reversal stands alone, so the work is billed
    // again by this generation's replacement (once: its source marker).
    if (!(await withdrawnIn(base, generation))) return;
    const again: CustomerCharge = {
      ...wanted,
      ...open,
      id: await nextId(CustomerChargeEntity.name),
      source: `${base}#N${generation}`,
    };
    await pointChargeAt(charge.id, again, by, customerChargeCreateItems(again, by));
    return;
  }
  const reversal: CustomerCharge = {
    ...reversalOf(line, ['amountCents', 'originalHours', 'billableHours']),
    ...open,
    id: await nextId(CustomerChargeEntity.name),
    source: `${base}#R${generation}`,
    reversalOf: line.id,
    payApprovalStatus: charge.approvalStatus,
  };
  const replacement: CustomerCharge | undefined = withdraw
    ? undefined
    : { ...wanted, ...open, id: await nextId(CustomerChargeEntity.name), source: `${base}#N${generation}` };
  const lines = [
    ...customerChargeCreateItems(reversal, by),
    ...(replacement ? customerChargeCreateItems(replacement, by) : []),
  ];
  try {
    if (replacement) await pointChargeAt(charge.id, replacement, by, lines);
    else await customerCharges.create(reversal, by, lines.slice(2));
  } catch (error) {
    // This generation was already corrected (a repeat or a concurrent call): nothing more to do.
    if (error instanceof ConflictError && (await customerChargeIdOfSource(reversal.source)) !== undefined) return;
    throw error;
  }
}

/** Whether generation `n` withdrew the line: its reversal exists without a replacement. */
async function withdrawnIn(base: string, generation: number): Promise<boolean> {
  const [reversal, replacement] = await Promise.all([
    customerChargeIdOfSource(`${base}#R${generation}`),
    customerChargeIdOfSource(`${base}#N${generation}`),
  ]);
  return reversal !== undefined && replacement === undefined;
}

/**
 * Writes `lines` (the new line among them) and points the charge at `line` in the same transaction: from now on the
 * charge follows it. A repeat finds the source marker taken (ConflictError) and writes nothing.
 */
async function pointChargeAt(chargeId: number, line: CustomerCharge, by: string, lines: TransactItem[]): Promise<void> {
  const stored = await merchandiserCharges.getOrThrow(chargeId, 'charge');
  try {
    await merchandiserCharges.replace({ ...stored, customerChargeId: line.id }, stored.version, by, lines);
  } catch (error) {
    if (error instanceof ConflictError && (await customerChargeIdOfSource(line.source)) !== undefined) return;
    throw error;
  }
}
