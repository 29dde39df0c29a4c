import { todayIso } from '../../../common/dates.ts';
import { ConflictError } from '../../../common/http-errors.ts';
import { inLanes } from '../../../common/in-lanes.ts';
import {
  MERCHANDISER_INVOICE_NUMBER_COUNTER,
  type MerchandiserInvoice,
} from '../../../data/entities/merchandiser-invoice.entity.ts';
import {
  buildingInvoiceIdOf,
  claimCharge,
  merchandiserInvoices,
  releaseCharge,
  type StoredMerchandiserInvoice,
  stampInvoiceNum,
} from '../../../data/money/merchandiser-invoices.repository.ts';
import { nextId } from '../../../data/repository.ts';
import { invoicePartyOf } from './invoice-party.ts';
import { invoiceMoneyOf } from './invoice-totals.ts';
import { invoiceableOf } from './select-charges.ts';

/*
 * Submit of a merchandiser invoice (brief §2.3 (c), §8), in idempotent steps:
 *   1. a `building` invoice is created listing the charges it means to take; its marker allows one per worker, so a
 *      second submit meanwhile is refused (409) — two concurrent submits make one invoice;
 *   2. each charge is claimed by a conditional update (`attribute_not_exists(invoiceId)`, approved, not voided), so
 *      a charge is never on two invoices;
 *   3. the totals are computed from what was claimed, the number is taken from its counter and written on the
 *      charges, and the invoice becomes `submitted` (its building marker goes, its number marker comes).
 * A submit that died half-way leaves its `building` invoice; once untouched for two minutes the next submit of that
 * worker undoes it (releases its claims and deletes it) before it starts. A crash after the number was taken leaves a
 * gap in the numbers: these are the worker's own invoices, not the company's sales invoices (brief §1.6).
 */

/** A `building` invoice untouched this long was abandoned (as the draft export's lock, services.repository.ts). */
export const STALE_BUILDING_MS = 2 * 60_000;
/** Charges claimed at once. */
const CLAIM_LANES = 8;

export interface SubmitRequest {
  employeeId: number;
  fromDate: string;
  toDate: string;
  jobId?: number | null;
}

const beingSubmitted = (name: string) =>
  new ConflictError(`An invoice for ${name} is being submitted right now. Reload in a moment.`);
const nothingToInvoice = (name: string, from: string, to: string) =>
  new ConflictError(`No approved charges to invoice for ${name} between ${from} and ${to}.`);

/** Releases the claims of a `building` invoice and deletes it (its marker with it). */
export async function undoBuildingInvoice(invoice: StoredMerchandiserInvoice, by: string): Promise<void> {
  const now = new Date().toISOString();
  await inLanes([...invoice.chargeIds, ...invoice.miscChargeIds], CLAIM_LANES, (id) =>
    releaseCharge(id, invoice.id, by, now),
  );
  await merchandiserInvoices.remove(invoice.id);
}

/** Undoes the worker's abandoned `building` invoice; 409 when one is still being built. */
async function clearBuilding(employeeId: number, name: string, by: string, now: number): Promise<void> {
  const id = await buildingInvoiceIdOf(employeeId);
  if (id === undefined) return;
  const building = await merchandiserInvoices.get(id);
  if (building?.state !== 'building') return;
  if (now - Date.parse(building.modifiedAt) < STALE_BUILDING_MS) throw beingSubmitted(name);
  await undoBuildingInvoice(building, by);
}

async function claimAll(ids: readonly number[], invoiceId: number, by: string): Promise<Set<number>> {
  const now = new Date().toISOString();
  const results = await inLanes(ids, CLAIM_LANES, async (id) => ((await claimCharge(id, invoiceId, by, now)) ? id : 0));
  return new Set(results.filter((id) => id > 0));
}

export async function submitMerchandiserInvoice(
  request: SubmitRequest,
  by: string,
): Promise<StoredMerchandiserInvoice & { notApprovedCount: number }> {
  const party = await invoicePartyOf(request.employeeId);
  await clearBuilding(request.employeeId, party.name, by, Date.now());
  const selection = await invoiceableOf(request.employeeId, request);
  if (selection.charges.length + selection.miscCharges.length === 0)
    throw nothingToInvoice(party.name, request.fromDate, request.toDate);

  const draft: MerchandiserInvoice = {
    id: await nextId(merchandiserInvoices.entity.name),
    state: 'building',
    dateIssued: todayIso(),
    employeeId: request.employeeId,
    empFullname: party.name,
    ...(party.worker.payableTo ? { payableTo: party.worker.payableTo } : {}),
    ...(party.worker.supervisorId ? { supervisorId: party.worker.supervisorId } : {}),
    ...(request.jobId ? { jobId: request.jobId } : {}),
    fromDate: request.fromDate,
    toDate: request.toDate,
    chargeIds: selection.charges.map((c) => c.id),
    miscChargeIds: selection.miscCharges.map((m) => m.id),
    servicesAmountCents: 0,
    miscAmountCents: 0,
    taxLines: [],
    amountCents: 0,
    batchNum: 0,
  };
  const building = await merchandiserInvoices.create(draft, by).catch((error: unknown) => {
    // The worker's building marker is taken: another submit got there first.
    if (error instanceof ConflictError) throw beingSubmitted(party.name);
    throw error;
  });

  const claimed = await claimAll([...draft.chargeIds, ...draft.miscChargeIds], building.id, by);
  const charges = selection.charges.filter((c) => claimed.has(c.id));
  const miscCharges = selection.miscCharges.filter((m) => claimed.has(m.id));
  if (charges.length + miscCharges.length === 0) {
    await undoBuildingInvoice(building, by);
    throw nothingToInvoice(party.name, request.fromDate, request.toDate);
  }

  const invoiceNum = await nextId(MERCHANDISER_INVOICE_NUMBER_COUNTER);
  await inLanes([...claimed], CLAIM_LANES, (id) => stampInvoiceNum(id, building.id, invoiceNum));
  const submitted = await merchandiserInvoices.replace(
    {
      ...draft,
      state: 'submitted',
      invoiceNum,
      chargeIds: charges.map((c) => c.id),
      miscChargeIds: miscCharges.map((m) => m.id),
      ...invoiceMoneyOf(charges, miscCharges, party.tax),
      submittedAt: new Date().toISOString(),
      submittedBy: by,
    },
    building.version,
    by,
  );
  return { ...submitted, notApprovedCount: selection.notApprovedCount };
}
