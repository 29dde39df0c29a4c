import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';

/*
 * A layout keeps a copy of each item's text and answers (what a report asks). When the library entry changes, the
 * copies follow, so the next report offers the answer added today; reports already saved keep the text as answered
 * (rule R8), and answer ids are stable, so flagged answers still point at the same answers.
 */

export interface LibraryEntry {
  questionId: number;
  isHeader: boolean;
  text: string;
  answers: { answerId: number; answerText: string }[];
}

/** The layout with its copy of `entry` brought up to date, or undefined when it already is (or does not use it). */
export function withLibraryCopy<L extends Pick<ReportLayout, 'details'>>(
  layout: L,
  entry: LibraryEntry,
): L | undefined {
  let changed = false;
  const details = layout.details.map((item) => {
    if (item.questionId !== entry.questionId || item.isHeader !== entry.isHeader) return item;
    const answerIds = new Set(entry.answers.map((a) => a.answerId));
    const next = {
      ...item,
      questionText: entry.text,
      answers: entry.answers.map((a) => ({ ...a })),
      flaggedItems: item.flaggedItems.filter((id) => answerIds.has(id)),
    };
    if (JSON.stringify(next) !== JSON.stringify(item)) changed = true;
    return next;
  });
  return changed ? { ...layout, details } : undefined;
}
