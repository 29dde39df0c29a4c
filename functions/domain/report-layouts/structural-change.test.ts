import { describe, expect, it } from 'vitest';
import { answerRemovalConflict, mergeAnswers } from './answer-removal.ts';
import { structuralConflict } from './structural-change.ts';

const q = (questionId: number, questionText = `Q${questionId}`) => ({ questionId, questionText, isHeader: false });
const before = {
  description: 'March',
  jobId: 1,
  jobProductId: 2,
  serviceFromDate: '2026-03-01',
  serviceToDate: '2026-03-31',
  matchDateRange: false,
  details: [q(10), q(11)],
};
const report = (earliestDate: string, answered: number[]) => ({
  service: { earliestDate, latestDate: earliestDate },
  answeredQuestionIds: answered,
});

describe('structuralConflict', () => {
  it('allows anything without reports, and additive edits with reports', () => {
    expect(structuralConflict(before, { ...before, jobId: 9, details: [] }, [])).toBeUndefined();
    const added = { ...before, serviceToDate: '2026-04-30', details: [...before.details, q(12)] };
    expect(structuralConflict(before, added, [report('2026-03-05', [10, 11])])).toBeUndefined();
  });
  it('refuses moving reports out: job, product, dates, removed answered items', () => {
    const reports = [report('2026-03-05', [10]), report('2026-03-25', [10])];
    expect(structuralConflict(before, { ...before, jobProductId: 3 }, reports)).toBe(
      'Report layout "March" has 2 reports; use Save As New to change its job or product.',
    );
    expect(structuralConflict(before, { ...before, serviceToDate: '2026-03-20' }, reports)).toContain(
      '1 would fall outside the new dates',
    );
    expect(structuralConflict(before, { ...before, details: [q(11)] }, reports)).toContain(
      'question "Q10" has answers',
    );
    expect(structuralConflict(before, { ...before, details: [q(10)] }, reports)).toBeUndefined();
  });
});

describe('answers of a question', () => {
  const current = {
    answers: [
      { answerId: 1, answerText: 'Yes' },
      { answerId: 2, answerText: 'No' },
    ],
    nextAnswerId: 4,
  };
  it('keeps ids, gives new answers the next ids, reports removed and unknown ids', () => {
    const merged = mergeAnswers(current, [
      { answerId: 2, answerText: 'Nope' },
      { answerText: 'Maybe' },
      { answerId: 3, answerText: 'x' },
    ]);
    expect(merged.answers).toEqual([
      { answerId: 2, answerText: 'Nope' },
      { answerId: 4, answerText: 'Maybe' },
      { answerId: 3, answerText: 'x' },
    ]);
    expect(merged.nextAnswerId).toBe(5);
    expect(merged.removed).toEqual([{ answerId: 1, answerText: 'Yes' }]);
    expect(merged.unknownAt).toEqual([2]);
  });
  it('refuses removing a flagged answer, or one a layout with reports lists', () => {
    const layout = {
      id: 3,
      description: 'March',
      details: [
        {
          ...q(10),
          answers: current.answers,
          flaggedItems: [2],
          detailId: 1,
          displaySequence: 1,
          allowComments: false,
          onClientSummary: false,
          summaryHeading: '',
        },
      ],
    };
    expect(answerRemovalConflict(10, [{ answerId: 2, answerText: 'No' }], [layout], new Set())).toContain('is flagged');
    expect(answerRemovalConflict(10, [{ answerId: 1, answerText: 'Yes' }], [layout], new Set())).toBeUndefined();
    expect(answerRemovalConflict(10, [{ answerId: 1, answerText: 'Yes' }], [layout], new Set([3]))).toContain(
      'reports',
    );
  });
});

describe('library copies in layouts', () => {
  const item = {
    detailId: 1,
    questionId: 10,
    questionText: 'Old',
    answers: [{ answerId: 1, answerText: 'Yes' }],
    isHeader: false,
    displaySequence: 1,
    allowComments: false,
    onClientSummary: true,
    flaggedItems: [1],
    summaryHeading: 'Old',
  };
  it('follow an edit of the question, keeping flags of answers that remain', async () => {
    const { withLibraryCopy } = await import('./library-copies.ts');
    const entry = {
      questionId: 10,
      isHeader: false,
      text: 'New',
      answers: [
        { answerId: 1, answerText: 'Yes!' },
        { answerId: 2, answerText: 'No' },
      ],
    };
    const next = withLibraryCopy({ details: [item] }, entry);
    expect(next?.details[0]).toMatchObject({
      questionText: 'New',
      answers: entry.answers,
      flaggedItems: [1],
      summaryHeading: 'Old',
    });
    expect(withLibraryCopy({ details: [item] }, { ...entry, isHeader: true })).toBeUndefined();
    expect(withLibraryCopy(must(next), entry)).toBeUndefined();
  });
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}
