import { describe, expect, it } from 'vitest';
import { findOverlap, GRID_MESSAGES, type GridCell, mergeSelection, splitSelection } from './planogram-grid.ts';

type Cell = GridCell & { caption: string };
const cell = (row: number, column: number, caption = `${row}/${column}`, rowSpan = 1, columnSpan = 1): Cell => ({
  row,
  column,
  rowSpan,
  columnSpan,
  caption,
});
const blank = (row: number, column: number) => cell(row, column, '');
const grid = (rows: number, columns: number) =>
  Array.from({ length: rows * columns }, (_, i) => cell(Math.floor(i / columns) + 1, (i % columns) + 1));
const sorted = (cells: Cell[]) => [...cells].sort((a, b) => a.row - b.row || a.column - b.column);

describe('planogram grid', () => {
  it('merges a selection into its top-left cell, which keeps its content', () => {
    const result = mergeSelection(grid(2, 3), { fromRow: 1, toRow: 2, fromColumn: 2, toColumn: 3 }, blank);
    if (!('cells' in result)) throw new Error(result.warning);
    expect(sorted(result.cells).map((c) => [c.row, c.column, c.rowSpan, c.columnSpan, c.caption])).toEqual([
      [1, 1, 1, 1, '1/1'],
      [1, 2, 2, 2, '1/2'],
      [2, 1, 1, 1, '2/1'],
    ]);
    expect(findOverlap(result.cells)).toBeUndefined();
  });

  it('refuses to merge over a merged cell, and to split cells that are not merged or nothing', () => {
    const cells = [cell(1, 1, 'a', 1, 2), cell(1, 3)];
    expect(mergeSelection(cells, { fromRow: 1, toRow: 1, fromColumn: 2, toColumn: 3 }, blank)).toEqual({
      warning: GRID_MESSAGES.alreadyMerged,
    });
    expect(splitSelection(cells, { fromRow: 1, toRow: 1, fromColumn: 3, toColumn: 3 }, blank)).toEqual({
      warning: GRID_MESSAGES.notMerged,
    });
    expect(splitSelection(cells, undefined, blank)).toEqual({ warning: GRID_MESSAGES.nothingSelected });
    expect(GRID_MESSAGES).toEqual({
      alreadyMerged: 'Merge impossible. There are already merged cells.',
      notMerged: 'Split impossible. The cells were not merged.',
      nothingSelected: 'Split impossible. No cells were selected.',
    });
  });

  it('splits a merged cell touched by the selection back into single cells, the first keeping the content', () => {
    const result = splitSelection([cell(1, 1, 'a', 2, 2)], { fromRow: 2, toRow: 2, fromColumn: 2, toColumn: 2 }, blank);
    if (!('cells' in result)) throw new Error(result.warning);
    expect(sorted(result.cells).map((c) => [c.row, c.column, c.rowSpan, c.columnSpan, c.caption])).toEqual([
      [1, 1, 1, 1, 'a'],
      [1, 2, 1, 1, ''],
      [2, 1, 1, 1, ''],
      [2, 2, 1, 1, ''],
    ]);
  });

  it('finds cells that cover a common position', () => {
    expect(findOverlap([cell(1, 1, 'a', 2, 1), cell(2, 1)])?.map((c) => c.caption)).toEqual(['a', '2/1']);
    expect(findOverlap(grid(3, 3))).toBeUndefined();
  });
});
