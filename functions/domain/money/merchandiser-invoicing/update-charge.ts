import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import type { MerchandiserChargeUpdate } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import type { MerchandiserCharge } from '../../../data/entities/merchandiser-charge.entity.ts';
import { merchandiserCharges, type StoredMerchandiserCharge } from '../../../data/money/charges.repository.ts';
import { getService } from '../../../data/schedule/schedule.repository.ts';
import { CHARGE_EXCEPTIONS, chargeExceptionsOf } from '../charge-exceptions.ts';
import { payAmountCents } from '../pay-rate.ts';
import { syncCustomerCharge } from '../sync-customer-charge.ts';
import { type InvoicingScope, reachesCharge } from './invoicing-scope.ts';

/*
 * View Charge's edit (brief §2.3 (c)): billable hours, flat or hourly pay rate and comments, at the version read, only
 * while no invoice holds the charge (409 after). Amount and exceptions are recomputed; the approval status stays,
 * except that an Approved Automatically charge whose money changes becomes Approved By Manager (a manager has now
 * decided the amount). The customer line then follows (sync-customer-charge.ts).
 */

/** The charge when the scope reaches it; 404 otherwise (never 403: it would confirm the charge exists). */
export async function scopedCharge(id: number, scope: InvoicingScope): Promise<StoredMerchandiserCharge> {
  const charge = await merchandiserCharges.get(id);
  if (!charge || !reachesCharge(scope, charge)) throw new NotFoundError(`Charge ${id} was not found.`);
  return charge;
}

/** A rate as sent: undefined keeps the current one, null (or 0) clears it. */
const rateOf = (sent: number | null | undefined, current: number | undefined) =>
  sent === undefined ? current : sent === null || sent === 0 ? undefined : sent;

async function exceptionsOf(charge: MerchandiserCharge, hours: number, rateSource: string): Promise<string[]> {
  const service = await getService(charge.serviceId);
  if (!service) {
    // The service is gone (should not happen to a charged one): keep what was found, re-judge the pay rate only.
    const kept = charge.allExceptions.filter((e) => e !== CHARGE_EXCEPTIONS.noPayRate);
    return rateSource === 'none' ? [...kept, CHARGE_EXCEPTIONS.noPayRate] : kept;
  }
  return chargeExceptionsOf({
    hoursForBilling: hours,
    timeLimit: service.timeLimit,
    completedDate: charge.completedDate,
    earliestDate: service.earliestDate,
    latestDate: service.latestDate,
    dateReportSubmitted: charge.dateReportSubmitted,
    rateSource,
  });
}

export async function updateCharge(
  id: number,
  change: MerchandiserChargeUpdate,
  scope: InvoicingScope,
  by: string,
): Promise<StoredMerchandiserCharge> {
  const current = await scopedCharge(id, scope);
  if (current.invoiceId !== undefined)
    throw new ConflictError(
      `Charge ${id} is on invoice ${current.invoiceNum ?? current.invoiceId} and can no longer change.`,
    );
  if (current.voided) throw new ConflictError(`Charge ${id} was voided and can no longer change.`);
  if (current.version !== change.version)
    throw new ConflictError(`Charge ${id} was changed by someone else. Reload it and try again.`);

  const payrateFlat = rateOf(change.payrateFlat, current.payrateFlat);
  const payratePerHour = rateOf(change.payratePerHour, current.payratePerHour);
  const hoursForBilling = change.hoursForBilling ?? current.hoursForBilling;
  const ratesChanged = payrateFlat !== current.payrateFlat || payratePerHour !== current.payratePerHour;
  const rateSource = !ratesChanged ? current.rateSource : payrateFlat || payratePerHour ? 'manager' : 'none';
  const amountCents = payAmountCents({ payrateFlat, payratePerHour }, hoursForBilling);
  const decided =
    current.approvalStatus === APPROVAL_STATUS.ApprovedAutomatically && amountCents !== current.amountCents;
  const { version: _version, createdAt: _c, createdBy: _cb, modifiedAt: _m, modifiedBy: _mb, ...record } = current;
  const next: MerchandiserCharge = {
    ...record,
    payrateFlat,
    payratePerHour,
    hoursForBilling,
    rateSource,
    amountCents,
    allExceptions: await exceptionsOf(current, hoursForBilling, rateSource),
    ...(change.comments === undefined ? {} : { comments: change.comments }),
    ...(decided
      ? { approvalStatus: APPROVAL_STATUS.ApprovedByManager, approvedBy: by, approvedAt: new Date().toISOString() }
      : {}),
  };
  // Absent rates are left out, not stored as undefined.
  if (next.payrateFlat === undefined) delete next.payrateFlat;
  if (next.payratePerHour === undefined) delete next.payratePerHour;
  const saved = await merchandiserCharges.replace(next, change.version, by);
  await syncCustomerCharge(saved, by);
  return saved;
}
