import { describe, expect, it } from 'vitest';
import { buildLayoutItems, type ItemsContext } from './layout-items.ts';

const yesNo = [
  { answerId: 1, answerText: 'Yes' },
  { answerId: 2, answerText: 'No' },
];
const context = (overrides: Partial<ItemsContext> = {}): ItemsContext => ({
  jobId: 7,
  questions: new Map([
    [10, { id: 10, text: 'Shelf full?', isInactive: false, answers: yesNo }],
    [11, { id: 11, text: 'What did you see?', isInactive: false, answers: [] }],
    [12, { id: 12, text: 'Retired question', isInactive: true, answers: yesNo }],
  ]),
  headers: new Map([
    [5, { id: 5, jobId: 7, text: 'Front of store', isInactive: false }],
    [6, { id: 6, jobId: 8, text: 'Other job', isInactive: false }],
  ]),
  existing: [],
  nextDetailId: 1,
  ...overrides,
});
const item = (questionId: number, displaySequence: number, extra: Record<string, unknown> = {}) => ({
  questionId,
  displaySequence,
  isHeader: false,
  allowComments: false,
  onClientSummary: false,
  flaggedItems: [] as number[],
  ...extra,
});

describe('buildLayoutItems', () => {
  it('orders by displaySequence, renumbers from 1, copies text and answers, defaults the summary heading', () => {
    const built = buildLayoutItems(
      [item(11, 9, { detailId: 'new-1' }), item(5, 2, { isHeader: true }), item(10, 4, { flaggedItems: [2] })],
      context(),
    );
    expect(built.errors).toEqual({});
    expect(built.items.map((i) => [i.questionId, i.displaySequence, i.detailId])).toEqual([
      [5, 1, 1],
      [10, 2, 2],
      [11, 3, 3],
    ]);
    expect(built.items[1]).toMatchObject({
      questionText: 'Shelf full?',
      answers: yesNo,
      summaryHeading: 'Shelf full?',
    });
    expect(built.nextDetailId).toBe(4);
  });

  it('keeps the ids of stored items and lets an inactive question already there stay', () => {
    const existing = buildLayoutItems([item(12, 1), item(10, 2)], context({ questions: activeTwelve() })).items;
    const built = buildLayoutItems(
      [item(12, 1, { detailId: existing[0]?.detailId }), item(10, 2, { detailId: existing[1]?.detailId })],
      context({ existing, nextDetailId: 3 }),
    );
    expect(built.errors).toEqual({});
    expect(built.items.map((i) => i.detailId)).toEqual([1, 2]);
    // A lagging counter never hands out an id in use.
    const added = buildLayoutItems([item(12, 1, { detailId: 1 }), item(10, 2, { detailId: 2 }), item(11, 3)], {
      ...context({ existing, nextDetailId: 1 }),
    });
    expect(added.items.map((i) => i.detailId)).toEqual([1, 2, 3]);
  });

  it('refuses inactive additions, duplicates, foreign headers, header flags and unknown flagged answers', () => {
    const built = buildLayoutItems(
      [
        item(12, 1),
        item(10, 2, { flaggedItems: [9] }),
        item(10, 3),
        item(6, 4, { isHeader: true }),
        item(5, 5, { isHeader: true, allowComments: true, onClientSummary: true, flaggedItems: [1] }),
        item(99, 6),
      ],
      context(),
    );
    expect(Object.keys(built.errors).sort()).toEqual([
      'details.0.questionId',
      'details.1.flaggedItems',
      'details.2.questionId',
      'details.3.questionId',
      'details.4.allowComments',
      'details.4.flaggedItems',
      'details.4.onClientSummary',
      'details.5.questionId',
    ]);
  });

  it('needs at least one question', () => {
    expect(buildLayoutItems([item(5, 1, { isHeader: true })], context()).errors.details).toEqual([
      'A layout needs at least one question.',
    ]);
  });
});

function activeTwelve() {
  const map = new Map(context().questions);
  map.set(12, { id: 12, text: 'Retired question', isInactive: false, answers: yesNo });
  return map;
}
