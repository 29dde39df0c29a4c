import type { IncompleteService } from '@shelfline/shared/contracts/summary.contract';
import { isInMode, SCHEDULE_MODE_LABELS, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { todayIso } from '../../common/dates.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { readSummariesOfDays } from '../../data/schedule/schedule.repository.ts';

/*
 * The incomplete services of a report range (brief §7c, S5): services of the layout's job and product inside its
 * window (the rule that gives a service its layout, brief §5c) without a submitted report, whatever their activation,
 * because the client counts the stores planned. Both window rules keep earliestDate within the layout's dates, so the
 * days from..to of the compact day index (gsi4) hold every candidate: no lookback is needed.
 */

/** Whether the service falls in the layout's window (matchDateRange: the whole service inside it). */
export function inLayoutWindow(
  layout: Pick<ReportLayout, 'serviceFromDate' | 'serviceToDate' | 'matchDateRange'>,
  service: Pick<ServiceSummary, 'earliestDate' | 'latestDate'>,
): boolean {
  if (service.earliestDate < layout.serviceFromDate || service.earliestDate > layout.serviceToDate) return false;
  return !layout.matchDateRange || service.latestDate <= layout.serviceToDate;
}

/** The services of the layout (job, product, window), submitted or not. */
export async function servicesOfLayout(layout: ReportLayout): Promise<ServiceSummary[]> {
  const candidates = await readSummariesOfDays(layout.serviceFromDate, layout.serviceToDate);
  return candidates.filter(
    (s) => s.jobId === layout.jobId && s.productId === layout.productId && inLayoutWindow(layout, s),
  );
}

/** Those without a submitted report (`submittedIds`: the Summary's rows). */
export function incompleteOf(services: readonly ServiceSummary[], submittedIds: ReadonlySet<number>): ServiceSummary[] {
  return services.filter((s) => !s.isSubmitted && !submittedIds.has(s.id));
}

/** The live schedule's mode a service is in, as the incomplete list names it (shared/src/schedule-rules.ts). */
const MODES_IN_ORDER: readonly ScheduleMode[] = ['Late', 'ComingDue', 'Saved', 'Open', 'NotActivated'];

export function incompleteRowsOf(services: readonly ServiceSummary[], today = todayIso()): IncompleteService[] {
  return services
    .map((s) => {
      const mode = MODES_IN_ORDER.find((m) => isInMode(m, s, today)) ?? 'Open';
      return {
        serviceID: s.id,
        storeName: s.storeName,
        storeNumber: s.storeNumber,
        merchandiser: s.merchandiser,
        earliestDate: s.earliestDate,
        latestDate: s.latestDate,
        mode: SCHEDULE_MODE_LABELS[mode],
      };
    })
    .sort((a, b) => a.earliestDate.localeCompare(b.earliestDate) || a.storeNumber - b.storeNumber);
}
