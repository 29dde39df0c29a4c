import type {
  CreateMissingChargesResult,
  MissingClientCharge,
} from '@shelfline/shared/contracts/missing-charges.contract';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { CustomerChargeEntity } from '../../../data/entities/customer-charge.entity.ts';
import { jobs } from '../../../data/master-data/master-data.repository.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import {
  customerChargeIdOfSource,
  merchandiserCharges,
  readMerchandiserChargesOfDays,
  type StoredCustomerCharge,
  type StoredMerchandiserCharge,
} from '../../../data/money/charges.repository.ts';
import {
  customerChargeCreateItems,
  customerCharges,
  getCustomerCharges,
} from '../../../data/money/customer-invoices.repository.ts';
import { nextId } from '../../../data/repository.ts';
import { customerChargeOf, customerSourceOf } from '../customer-charge-of.ts';
import { taxTreatmentOf } from '../tax-treatment.ts';
import { runCreationStep } from './stepwise.ts';
import { windowOf } from './window.ts';

/*
 * Missing client charges (brief §2.6, A31): live merchandiser charges completed from fromDate to today whose customer
 * line is missing or deleted. Creating one builds the line as chargeService would, at today's job rate and tax
 * (snapshotted from then on), and points the charge at it in the same transaction. Its source is `C<chargeId>` when
 * the charge never had a line, else `C<chargeId>#D<deletedLineId>`: the uniqueness marker makes a repeat create
 * nothing, and a deleted line's marker never blocks its successor.
 */

const isMissing = (line: StoredCustomerCharge | undefined) => line === undefined || line.isDeleted === true;

function rowOf(charge: StoredMerchandiserCharge, line: StoredCustomerCharge | undefined): MissingClientCharge {
  return {
    chargeId: charge.id,
    serviceId: charge.serviceId,
    merchandiser: charge.merchandiser,
    jobNumber: charge.jobNumber,
    store: charge.storeDescription,
    completedDate: charge.completedDate,
    dateReportSubmitted: charge.dateReportSubmitted,
    approvalStatus: charge.approvalStatus,
    hours: charge.hoursForBilling,
    hourlyRate: charge.payratePerHour,
    flatRate: charge.payrateFlat,
    isInvoiced: line?.invoiceId !== undefined,
    isDeleted: line?.isDeleted === true,
  };
}

export async function listMissingClientCharges(fromDate?: string) {
  const { from, to } = windowOf(fromDate);
  if (from > to) return { fromDate: from, items: [] };
  const charges = (await readMerchandiserChargesOfDays(from, to)).filter((c) => !c.voided);
  const lines = await getCustomerCharges(
    charges.flatMap((c) => (c.customerChargeId === undefined ? [] : [c.customerChargeId])),
  );
  const items = charges
    .map((c) => ({ charge: c, line: c.customerChargeId === undefined ? undefined : lines.get(c.customerChargeId) }))
    .filter(({ line }) => isMissing(line))
    .map(({ charge, line }) => rowOf(charge, line));
  return { fromDate: from, items };
}

/** Builds the missing line of one charge; `created` 0 when it exists already (or a concurrent call made it). */
async function createClientCharge(chargeId: number, by: string) {
  const charge = await merchandiserCharges.get(chargeId);
  if (!charge) throw new NotFoundError(`Charge ${chargeId} was not found.`);
  if (charge.voided) throw new ConflictError(`Charge ${chargeId} is void: its service was unsubmitted.`);
  const current =
    charge.customerChargeId === undefined ? undefined : await customerCharges.get(charge.customerChargeId);
  if (!isMissing(current)) return { created: 0, existing: 1 };
  const source = current ? `${customerSourceOf(chargeId)}#D${current.id}` : customerSourceOf(chargeId);
  if ((await customerChargeIdOfSource(source)) !== undefined) return { created: 0, existing: 1 };

  const [job, company, id] = await Promise.all([
    jobs.getOrThrow(charge.jobId, 'job'),
    findCompanyInfo(),
    nextId(CustomerChargeEntity.name),
  ]);
  const line = {
    ...customerChargeOf(charge, job, company ? taxTreatmentOf(charge.provinceCode, company) : undefined, id),
    source,
  };
  try {
    await merchandiserCharges.replace(
      { ...charge, customerChargeId: id },
      charge.version,
      by,
      customerChargeCreateItems(line, by),
    );
    return { created: 1, existing: 0 };
  } catch (error) {
    // A concurrent call made it first (the marker), or changed the charge meanwhile: the next look decides.
    if (error instanceof ConflictError && (await customerChargeIdOfSource(source)) !== undefined)
      return { created: 0, existing: 1 };
    throw error;
  }
}

/** One step of creating the selected charges' client charges. */
export function createMissingClientCharges(
  chargeIds: readonly number[],
  by: string,
  budgetMs?: number,
): Promise<CreateMissingChargesResult> {
  return runCreationStep(chargeIds, (id) => createClientCharge(id, by), budgetMs);
}
