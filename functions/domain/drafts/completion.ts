import type { WindowAvailability } from '../availability/window-availability.ts';
import { type RowContext, teamLeadOf } from './row-context.ts';

/**
 * May a draft move to Completed (000 §4.1)? Every row needs hours > 0, at least one worker, and a team lead whose
 * availability for the row's dates is neither Inactive nor FullyBlocked. We also ask for start and end dates: a
 * live service is scheduled between its earliest and latest date, so a row without them cannot be exported
 * (README: drafts). Answers one sentence per kind of problem, with how many rows have it; empty = ready.
 */
export function completionProblems(rows: readonly RowContext[], availability: WindowAvailability): string[] {
  let noHours = 0;
  let noWorkers = 0;
  let noTeamLead = 0;
  let noDates = 0;
  const unavailable = new Map<string, number>();
  for (const { row } of rows) {
    if (!(row.hours > 0)) noHours++;
    const hasDates = Boolean(row.startDate && row.endDate);
    if (!hasDates) noDates++;
    if (row.workers.length === 0) {
      noWorkers++;
      continue;
    }
    const lead = teamLeadOf(row);
    if (!lead) noTeamLead++;
    if (lead && row.startDate && row.endDate) {
      const status = availability.of(lead.id, row.startDate, row.endDate)?.status;
      if (status === 'Inactive' || status === 'FullyBlocked') {
        const key = `${lead.name} is ${status === 'Inactive' ? 'inactive' : 'fully blocked'}`;
        unavailable.set(key, (unavailable.get(key) ?? 0) + 1);
      }
    }
  }
  const rowsText = (n: number) => (n === 1 ? '1 row has' : `${n.toLocaleString('en')} rows have`);
  const problems: string[] = [];
  if (rows.length === 0) problems.push('The draft has no service rows.');
  if (noHours > 0) problems.push(`${rowsText(noHours)} no hours.`);
  if (noWorkers > 0) problems.push(`${rowsText(noWorkers)} no worker.`);
  if (noTeamLead > 0) problems.push(`${rowsText(noTeamLead)} no team lead.`);
  if (noDates > 0) problems.push(`${rowsText(noDates)} no start and end date.`);
  for (const [text, n] of unavailable)
    problems.push(`Team lead ${text} on ${n === 1 ? '1 row' : `${n.toLocaleString('en')} rows`}.`);
  return problems;
}

/** The (team lead, window) pairs the completion rule needs availability for. */
export function teamLeadWindows(rows: readonly RowContext[]) {
  const requests: { workerId: number; startDate: string; endDate: string }[] = [];
  for (const { row } of rows) {
    const lead = teamLeadOf(row);
    if (lead && row.startDate && row.endDate)
      requests.push({ workerId: lead.id, startDate: row.startDate, endDate: row.endDate });
  }
  return requests;
}
