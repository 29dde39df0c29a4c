/**
 * The planogram layout grid's rules, shared by the server's page check and the SPA's editor (001 §2, §5; brief §3c):
 * cells are rectangles (row, column, rowSpan, columnSpan; 1-based) that never overlap; Merge joins a selected
 * rectangle of single cells into one; Split turns a merged cell back into single cells.
 */

export interface GridCell {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
}

export interface Selection {
  fromRow: number;
  toRow: number;
  fromColumn: number;
  toColumn: number;
}

/** The spec's warnings, corrected per DECISIONS.md (brief M1). */
export const GRID_MESSAGES = {
  alreadyMerged: 'Merge impossible. There are already merged cells.',
  notMerged: 'Split impossible. The cells were not merged.',
  nothingSelected: 'Split impossible. No cells were selected.',
} as const;

export const isMerged = (cell: GridCell) => cell.rowSpan > 1 || cell.columnSpan > 1;

const lastRow = (c: GridCell) => c.row + c.rowSpan - 1;
const lastColumn = (c: GridCell) => c.column + c.columnSpan - 1;

const intersects = (c: GridCell, s: Selection) =>
  c.row <= s.toRow && lastRow(c) >= s.fromRow && c.column <= s.toColumn && lastColumn(c) >= s.fromColumn;

/** The first pair of cells that cover a common position, or undefined. */
export function findOverlap<C extends GridCell>(cells: readonly C[]): [C, C] | undefined {
  const owner = new Map<string, C>();
  for (const cell of cells)
    for (let r = cell.row; r <= lastRow(cell); r++)
      for (let c = cell.column; c <= lastColumn(cell); c++) {
        const key = `${r}#${c}`;
        const other = owner.get(key);
        if (other) return [other, cell];
        owner.set(key, cell);
      }
  return undefined;
}

export type GridResult<C> = { cells: C[] } | { warning: string };

/**
 * Merges the selection into one cell (the top-left cell, or a new one, keeping its content), refused when a merged
 * cell touches the selection. A selection of one position has nothing to merge and changes nothing.
 */
export function mergeSelection<C extends GridCell>(
  cells: readonly C[],
  selection: Selection,
  blank: (row: number, column: number) => C,
): GridResult<C> {
  const touched = cells.filter((c) => intersects(c, selection));
  if (touched.some(isMerged)) return { warning: GRID_MESSAGES.alreadyMerged };
  const topLeft = touched.find((c) => c.row === selection.fromRow && c.column === selection.fromColumn);
  const merged = {
    ...(topLeft ?? blank(selection.fromRow, selection.fromColumn)),
    rowSpan: selection.toRow - selection.fromRow + 1,
    columnSpan: selection.toColumn - selection.fromColumn + 1,
  };
  return { cells: [...cells.filter((c) => !touched.includes(c)), merged] };
}

/** Splits the merged cells of the selection into single cells (the first keeps the content). */
export function splitSelection<C extends GridCell>(
  cells: readonly C[],
  selection: Selection | undefined,
  blank: (row: number, column: number) => C,
): GridResult<C> {
  if (!selection) return { warning: GRID_MESSAGES.nothingSelected };
  const merged = cells.filter((c) => intersects(c, selection) && isMerged(c));
  if (merged.length === 0) return { warning: GRID_MESSAGES.notMerged };
  const singles: C[] = [];
  for (const cell of merged)
    for (let r = cell.row; r <= lastRow(cell); r++)
      for (let c = cell.column; c <= lastColumn(cell); c++)
        singles.push(r === cell.row && c === cell.column ? { ...cell, rowSpan: 1, columnSpan: 1 } : blank(r, c));
  return { cells: [...cells.filter((c) => !merged.includes(c)), ...singles] };
}
