import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';

/*
 * Answer ids are stable (brief §4c): an answer that a layout flags, or that reports of a layout may hold, is not
 * removed from its question; the user keeps it or makes the question inactive.
 */

/** Why removing `removedAnswerIds` from the question is refused, or undefined. */
export function answerRemovalConflict(
  questionId: number,
  removed: readonly { answerId: number; answerText: string }[],
  layouts: readonly Pick<ReportLayout, 'id' | 'description' | 'details'>[],
  layoutsWithReports: ReadonlySet<number>,
): string | undefined {
  for (const answer of removed) {
    for (const layout of layouts) {
      const item = layout.details.find((d) => !d.isHeader && d.questionId === questionId);
      if (!item) continue;
      if (item.flaggedItems.includes(answer.answerId))
        return `Answer "${answer.answerText}" is flagged in report layout "${layout.description}". Keep the answer or make the question inactive instead.`;
      if (layoutsWithReports.has(layout.id) && item.answers.some((a) => a.answerId === answer.answerId))
        return `Answer "${answer.answerText}" may be used by reports of layout "${layout.description}". Keep the answer or make the question inactive instead.`;
    }
  }
  return undefined;
}

/**
 * The question's answers after an edit: ids sent back are kept (with the new text), answers without an id get the
 * next ids; an id the question never had is refused (it would point at nothing).
 */
export function mergeAnswers(
  current: { answers: readonly { answerId: number; answerText: string }[]; nextAnswerId: number },
  sent: readonly { answerId?: number; answerText: string }[],
): {
  answers: { answerId: number; answerText: string }[];
  nextAnswerId: number;
  removed: { answerId: number; answerText: string }[];
  unknownAt: number[];
} {
  const known = new Set(current.answers.map((a) => a.answerId));
  // Never below an id in use, even if a stored counter lags.
  let nextAnswerId = Math.max(current.nextAnswerId ?? 1, ...current.answers.map((a) => a.answerId + 1));
  const unknownAt: number[] = [];
  const answers = sent.map((a, i) => {
    if (a.answerId === undefined) return { answerId: nextAnswerId++, answerText: a.answerText };
    if (!known.has(a.answerId)) unknownAt.push(i);
    return { answerId: a.answerId, answerText: a.answerText };
  });
  const keptIds = new Set(answers.map((a) => a.answerId));
  const removed = current.answers.filter((a) => !keptIds.has(a.answerId));
  return { answers, nextAnswerId, removed, unknownAt };
}
