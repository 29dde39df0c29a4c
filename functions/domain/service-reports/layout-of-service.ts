import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';

/*
 * Which layout a service's report asks (brief §5c "Which layout a service gets", ambiguity L1): an active layout of
 * the service's job and product whose window holds the service — with "Service Must Match Dates" (matchDateRange)
 * the service's whole window, else its earliest date. Active layouts of one job and product do not overlap (the
 * builder refuses it), so at most one matches; should two ever match, the latest starting one wins.
 */
export function layoutMatches(
  layout: ReportLayout,
  service: Pick<Service, 'jobId' | 'jobProductId' | 'productId' | 'earliestDate' | 'latestDate'>,
): boolean {
  if (layout.inactive || layout.jobId !== service.jobId) return false;
  const sameProduct =
    layout.jobProductId === service.jobProductId ||
    (service.productId !== undefined && layout.productId === service.productId);
  if (!sameProduct) return false;
  if (layout.matchDateRange)
    return service.earliestDate >= layout.serviceFromDate && service.latestDate <= layout.serviceToDate;
  return layout.serviceFromDate <= service.earliestDate && service.earliestDate <= layout.serviceToDate;
}

/** The layout of `service` among its job's layouts, or undefined (the GET answers 204). */
export function layoutOfService<L extends ReportLayout>(
  layouts: readonly L[],
  service: Pick<Service, 'jobId' | 'jobProductId' | 'productId' | 'earliestDate' | 'latestDate'>,
): L | undefined {
  return layouts
    .filter((layout) => layoutMatches(layout, service))
    .sort((a, b) => b.serviceFromDate.localeCompare(a.serviceFromDate))[0];
}
