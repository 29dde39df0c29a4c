import { describe, expect, it } from 'vitest';
import { addItem, type BuilderItem, moveItem, removeItem } from './layout-items.ts';

const start = (): BuilderItem[] =>
  addItem(addItem(addItem([], { id: 5, text: 'Front', isHeader: true }), { id: 10, text: 'Full?', isHeader: false }), {
    id: 11,
    text: 'Notes',
    isHeader: false,
  });

describe('the builder items (002 §4)', () => {
  it('adds at max + 1 with a temporary new- id and the summary heading from the question', () => {
    const items = start();
    expect(items.map((i) => [i.questionId, i.displaySequence])).toEqual([
      [5, 1],
      [10, 2],
      [11, 3],
    ]);
    expect(String(items[1]?.detailId)).toMatch(/^new-/);
    expect(items[1]?.summaryHeading).toBe('Full?');
  });

  it('moves by swapping sequence numbers with the neighbour, and not past the ends', () => {
    const moved = moveItem(start(), 2, -1);
    expect(moved.map((i) => [i.questionId, i.displaySequence])).toEqual([
      [5, 1],
      [11, 2],
      [10, 3],
    ]);
    expect(moveItem(start(), 0, -1).map((i) => i.questionId)).toEqual([5, 10, 11]);
  });

  it('removes and renumbers from 1', () => {
    expect(removeItem(start(), 0).map((i) => [i.questionId, i.displaySequence])).toEqual([
      [10, 1],
      [11, 2],
    ]);
  });
});
