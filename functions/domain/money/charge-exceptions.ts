/*
 * The exceptions of a merchandiser charge (brief §1.5, decision A3), computed when it is made and when its hours or
 * rates change. Any exception keeps the charge from automatic approval (A2): it starts Not Approved Yet and waits for
 * a manager.
 */

export const CHARGE_EXCEPTIONS = {
  overTimeLimit: 'Hours over time limit',
  outsideWindow: 'Completed outside earliest–latest',
  lateReport: 'Report submitted more than 48 h after completion',
  noPayRate: 'No pay rate',
} as const;

export interface ExceptionInput {
  hoursForBilling: number;
  timeLimit: number;
  /** YYYY-MM-DD. */
  completedDate: string;
  earliestDate: string;
  latestDate: string;
  /** ISO instant, when a report was submitted. */
  dateReportSubmitted?: string;
  rateSource: string;
}

const LATE_REPORT_MS = 48 * 3_600_000;

/** The end of a completed day (UTC): a report is late 48 h after the day it was done, not after its midnight. */
const endOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) + 86_400_000;

export function chargeExceptionsOf(input: ExceptionInput): string[] {
  const found: string[] = [];
  if (input.hoursForBilling > input.timeLimit) found.push(CHARGE_EXCEPTIONS.overTimeLimit);
  if (input.completedDate < input.earliestDate || input.completedDate > input.latestDate)
    found.push(CHARGE_EXCEPTIONS.outsideWindow);
  if (
    input.dateReportSubmitted &&
    Date.parse(input.dateReportSubmitted) - endOfDay(input.completedDate) > LATE_REPORT_MS
  )
    found.push(CHARGE_EXCEPTIONS.lateReport);
  if (input.rateSource === 'none') found.push(CHARGE_EXCEPTIONS.noPayRate);
  return found;
}
