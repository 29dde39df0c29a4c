import type { ReportLayout, ReportLayoutItem } from '../../data/entities/report-layout.entity.ts';
import { type LayoutWindow, serviceFitsLayout } from './layout-dates.ts';

/*
 * Editing a layout that already has reports (brief L2): metadata, flags, headings and new items are fine; what
 * would strand a report is refused so the user saves a new layout instead.
 */

export interface ReportFacts {
  service: { earliestDate: string; latestDate: string };
  /** Questions the report holds an answer to. */
  answeredQuestionIds: readonly number[];
}

export interface LayoutShape extends LayoutWindow {
  jobId: number;
  jobProductId: number;
  details: readonly Pick<ReportLayoutItem, 'questionId' | 'isHeader' | 'questionText'>[];
}

/** Why the edit is refused ('… has {n} reports; use Save As New …'), or undefined when it keeps every report valid. */
export function structuralConflict(
  before: Pick<ReportLayout, 'description'> & LayoutShape,
  after: LayoutShape,
  reports: readonly ReportFacts[],
): string | undefined {
  if (reports.length === 0) return undefined;
  const has = `Report layout "${before.description}" has ${reports.length} report${reports.length === 1 ? '' : 's'}`;
  if (after.jobId !== before.jobId || after.jobProductId !== before.jobProductId)
    return `${has}; use Save As New to change its job or product.`;
  const outside = reports.filter((r) => !serviceFitsLayout(after, r.service)).length;
  if (outside > 0) return `${has}; ${outside} would fall outside the new dates; use Save As New.`;
  const kept = new Set(after.details.filter((d) => !d.isHeader).map((d) => d.questionId));
  const answered = new Set(reports.flatMap((r) => r.answeredQuestionIds));
  const removed = before.details.find((d) => !d.isHeader && !kept.has(d.questionId) && answered.has(d.questionId));
  if (removed) return `${has}; question "${removed.questionText}" has answers; use Save As New.`;
  return undefined;
}
