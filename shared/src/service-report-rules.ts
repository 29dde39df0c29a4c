/**
 * Rules of a service report shared by the server, the Summary and (later) merchandiser invoicing, so that every
 * screen agrees on reported hours and exceptions (brief S4: the spec names exceptions but not what they are).
 */

/** Minutes since midnight of an `HH:mm` time, or undefined when it is not one. */
export function minutesOf(time: string | undefined): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** timeOut − timeIn in hours, rounded to the nearest quarter hour; undefined unless timeOut is after timeIn. */
export function reportedHoursOf(timeIn: string | undefined, timeOut: string | undefined): number | undefined {
  const from = minutesOf(timeIn);
  const to = minutesOf(timeOut);
  if (from === undefined || to === undefined || to <= from) return undefined;
  return Math.round((to - from) / 15) / 4;
}

export type ReportException = 'Completed late' | 'Over time limit' | 'Late report';

/** A report is late when submitted more than this after the day it was completed (end of that day, UTC). */
export const LATE_REPORT_HOURS = 48;

export interface ExceptionFacts {
  completedDate?: string;
  latestDate: string;
  reportedHours?: number;
  timeLimit?: number;
  /** ISO timestamp of the submit. */
  dateReportSubmitted?: string;
}

/** The exceptions of a submitted report, in a fixed order (empty when it has none). */
export function exceptionsOf(facts: ExceptionFacts): ReportException[] {
  const found: ReportException[] = [];
  if (facts.completedDate && facts.completedDate > facts.latestDate) found.push('Completed late');
  if (facts.reportedHours !== undefined && facts.timeLimit && facts.reportedHours > facts.timeLimit)
    found.push('Over time limit');
  if (facts.completedDate && facts.dateReportSubmitted) {
    const endOfCompletedDay = Date.parse(`${facts.completedDate}T23:59:59.999Z`);
    if (Date.parse(facts.dateReportSubmitted) - endOfCompletedDay > LATE_REPORT_HOURS * 3_600_000)
      found.push('Late report');
  }
  return found;
}
