/*
 * Dates of a layout (brief L1, R3): which services it serves, and whether two layouts of one job product overlap.
 */

export interface LayoutWindow {
  serviceFromDate: string;
  serviceToDate: string;
  /** Service Must Match Dates: the service's whole window inside from..to; otherwise its earliest date. */
  matchDateRange: boolean;
}

/** Does a service with these dates get the layout (dates only; job, product and active are checked by the caller)? */
export function serviceFitsLayout(
  layout: LayoutWindow,
  service: { earliestDate: string; latestDate: string },
): boolean {
  if (service.earliestDate < layout.serviceFromDate || service.earliestDate > layout.serviceToDate) return false;
  return !layout.matchDateRange || service.latestDate <= layout.serviceToDate;
}

export interface OverlapCandidate {
  id?: number;
  jobProductId: number;
  serviceFromDate: string;
  serviceToDate: string;
  inactive: boolean;
}

/**
 * The first other active layout of the same job product whose from..to meets the candidate's (inclusive): two
 * active layouts that overlap would let a service match both, and the Summary would split it arbitrarily.
 * Layouts passed are those of the candidate's job.
 */
export function overlappingLayout<L extends OverlapCandidate & { description: string }>(
  candidate: OverlapCandidate,
  layoutsOfJob: readonly L[],
): L | undefined {
  if (candidate.inactive) return undefined;
  return layoutsOfJob.find(
    (other) =>
      other.id !== candidate.id &&
      !other.inactive &&
      other.jobProductId === candidate.jobProductId &&
      other.serviceFromDate <= candidate.serviceToDate &&
      candidate.serviceFromDate <= other.serviceToDate,
  );
}

/** 'Overlaps report layout "{description}" ({from} – {to})' (brief §5c). */
export const overlapMessage = (other: { description: string; serviceFromDate: string; serviceToDate: string }) =>
  `Overlaps report layout "${other.description}" (${other.serviceFromDate} – ${other.serviceToDate})`;
