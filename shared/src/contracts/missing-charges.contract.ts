import * as z from 'zod';
import { isoDate } from './availability.contract.ts';
import { positiveId } from './fields.ts';

/*
 * Missing Charges (002 §2, §7; brief §2.6, decision A31): completed services without their team lead's merchandiser
 * charge, and merchandiser charges without a (live) client charge, with the calls that create them. Creation is
 * idempotent and stepwise: each call does what fits its time budget and answers the ids still to do (`remaining`),
 * which the screen sends again until none are left.
 */

/** `?fromDate=` of both lists; absent = the first day of the previous month (A31). */
export const MissingChargesQuerySchema = z.object({ fromDate: isoDate('From date').optional() });

/** A completed service without a merchandiser charge (Merchandiser tab). */
export const MissingMerchandiserChargeSchema = z.object({
  serviceId: z.number(),
  merchandiserId: z.number(),
  merchandiser: z.string(),
  jobId: z.number(),
  jobNumber: z.string(),
  store: z.string(),
  retailer: z.string(),
  category: z.enum(['Manual', 'Online']),
  /** YYYY-MM-DD: the report's completed date, else the latest date (Manual, no report). */
  completedDate: z.string(),
  /** ISO instant the report was submitted. */
  dateReportSubmitted: z.string().optional(),
  /** Reported hours, else the time limit. */
  hours: z.number(),
  /** The pay rate chargeService would take now (preview). */
  hourlyRate: z.number().optional(),
  flatRate: z.number().optional(),
  isActivated: z.boolean(),
  isSubmitted: z.boolean(),
  /** Exported? (A29: billed on a submitted invoice): never for an uncharged service, shown as the spec lists it. */
  isExported: z.boolean(),
});
export type MissingMerchandiserCharge = z.infer<typeof MissingMerchandiserChargeSchema>;

/** A merchandiser charge whose client charge is missing or deleted (Client tab). */
export const MissingClientChargeSchema = z.object({
  chargeId: z.number(),
  serviceId: z.number(),
  merchandiser: z.string(),
  jobNumber: z.string(),
  store: z.string(),
  completedDate: z.string(),
  dateReportSubmitted: z.string().optional(),
  /** The charge's approval status (0-3). */
  approvalStatus: z.number(),
  hours: z.number(),
  hourlyRate: z.number().optional(),
  flatRate: z.number().optional(),
  /** Its client charge was on an invoice before it was deleted. */
  isInvoiced: z.boolean(),
  /** It had a client charge, now deleted (else it never had one). */
  isDeleted: z.boolean(),
});
export type MissingClientCharge = z.infer<typeof MissingClientChargeSchema>;

export const MissingMerchandiserChargesResponseSchema = z.object({
  fromDate: z.string(),
  items: z.array(MissingMerchandiserChargeSchema),
});
export const MissingClientChargesResponseSchema = z.object({
  fromDate: z.string(),
  items: z.array(MissingClientChargeSchema),
});

/** At most this many ids per call; the screen sends larger selections in several calls. */
export const MAX_MISSING_CHARGE_IDS = 2000;

const idList = (field: string) =>
  z
    .array(positiveId(field), { error: `Select at least one ${field === 'serviceIds' ? 'service' : 'charge'}.` })
    .min(1, `Select at least one ${field === 'serviceIds' ? 'service' : 'charge'}.`)
    .max(MAX_MISSING_CHARGE_IDS, `Select at most ${MAX_MISSING_CHARGE_IDS} at a time.`);

export const CreateMissingMerchandiserChargesSchema = z.object({ serviceIds: idList('serviceIds') });
export const CreateMissingClientChargesSchema = z.object({ chargeIds: idList('chargeIds') });

/** What one create call did; `remaining` goes back in the next call until empty. */
export const CreateMissingChargesResultSchema = z.object({
  /** Charges created by this call. */
  created: z.number(),
  /** Charges that already existed (counted, skipped). */
  existing: z.number(),
  /** Ids refused, with the reason (e.g. a service not completed, a voided charge). */
  refused: z.array(z.object({ id: z.number(), message: z.string() })),
  /** Ids not handled yet (time budget): send them again. */
  remaining: z.array(z.number()),
});
export type CreateMissingChargesResult = z.infer<typeof CreateMissingChargesResultSchema>;

/** The toast of a finished creation (brief §2.6 proposal). */
export function missingChargesToast(created: number, existing: number): string {
  const made = `${created.toLocaleString('en-CA')} ${created === 1 ? 'charge' : 'charges'} created`;
  return existing > 0 ? `${made} (${existing.toLocaleString('en-CA')} already existed)` : made;
}
