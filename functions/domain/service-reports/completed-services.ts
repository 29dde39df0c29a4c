import { COMPLETED_SERVICES_DAYS, type CompletedService } from '@shelfline/shared/contracts/completed-service.contract';
import type { Caller } from '../../common/caller.ts';
import { addDays, todayIso } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { findMiscCharge } from '../../data/money/misc-charges.repository.ts';
import { scheduledWork } from '../../data/people/worker-records.repository.ts';
import { getServices, readServicesOfMerchandiser } from '../../data/schedule/schedule.repository.ts';
import { scheduleScopeOf } from '../schedule/select-services.ts';

/*
 * `GET completedServices/recent` (brief §10): the misc charge form's completed services of one merchandiser —
 * submitted, completed in the last 90 days (the invoicing from-date limit), newest first. A merchandiser gets their
 * own whatever `merchandiserId` says (R4); staff must name one. Services they helped on are listed too. The
 * services of misc charge `chargeId` (the one being edited) are listed even when older, when that charge is the same
 * merchandiser's: its picker must show what is already chosen.
 */

/** Services start before they are completed: read the merchandiser's index from this many days back. */
const READ_BACK_DAYS = 120;

export async function recentCompletedServices(
  query: { merchandiserId?: number; chargeId?: number },
  auth: Caller,
  today: string = todayIso(),
): Promise<CompletedService[]> {
  const merchandiserId = scheduleScopeOf(auth).merchandiserId ?? query.merchandiserId;
  if (merchandiserId === undefined) throw new BadRequestError({ merchandiserId: ['Choose a merchandiser.'] });
  const since = addDays(today, -COMPLETED_SERVICES_DAYS);
  const from = addDays(today, -READ_BACK_DAYS);
  const [led, helped, charged] = await Promise.all([
    readServicesOfMerchandiser(merchandiserId, { from }),
    servicesHelpedOn(merchandiserId, from, today),
    servicesOfCharge(query.chargeId, merchandiserId),
  ]);
  const recent = [...led, ...helped].filter(
    (s) => s.isSubmitted && s.completedDate !== undefined && s.completedDate >= since,
  );
  const listed = new Set(recent.map((s) => s.id));
  return [...recent, ...charged.filter((s) => !listed.has(s.id))]
    .sort((a, b) => (b.completedDate ?? '').localeCompare(a.completedDate ?? '') || b.id - a.id)
    .map((s) => ({
      serviceID: s.id,
      jobNumber: s.jobNumber,
      storeNumber: s.storeNumber,
      completedDate: s.completedDate ?? '',
    }));
}

/** The services on misc charge `chargeId` when it is `merchandiserId`'s (nothing for another worker's or no charge). */
async function servicesOfCharge(chargeId: number | undefined, merchandiserId: number) {
  if (chargeId === undefined) return [];
  const charge = await findMiscCharge(chargeId);
  if (!charge || charge.employeeId !== merchandiserId) return [];
  return getServices(charge.serviceIds);
}

/**
 * The services `workerId` helped on (a helper's scheduled work row, the team lead's being on gsi1 already), still
 * naming them as a helper: a misc charge may be for a service the worker helped on (brief §2.2 (b)).
 */
async function servicesHelpedOn(workerId: number, from: string, to: string) {
  const rows = await scheduledWork.queryRange(workerId, from, to);
  const ids = rows.filter((row) => !row.isTeamLead).map((row) => row.id);
  const services = ids.length === 0 ? [] : await getServices(ids);
  return services.filter((s) => s.merchandiserId !== workerId && s.helpers.some((h) => h.id === workerId));
}
