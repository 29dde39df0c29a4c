import type { PlanogramCellValues } from '@shelfline/shared/contracts/planogram.contract';
import { findOverlap } from '@shelfline/shared/planogram-grid';
import type { Planogram } from '../../data/entities/planogram.entity.ts';
import type { PlanogramCell } from '../../data/entities/planogram-cell.entity.ts';

/**
 * The checks of a layout page save (brief §3c), as field messages (`cells.<i>.<field>`): every cell inside the grid
 * and inside the page's rows (a merged cell belongs to the page of its top-left row and does not reach past the
 * page: the editor pages by 100 rows), no two cells on one position, a DataCell's data row one of this planogram,
 * header cells only in the header rows. Empty = the page may be saved.
 */
export function layoutPageErrors(
  planogram: Pick<Planogram, 'numberOfRows' | 'numberOfColumns' | 'numberOfHeaderRows'>,
  range: { fromRow: number; toRow: number },
  cells: readonly PlanogramCellValues[],
  dataIds: ReadonlySet<number>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (i: number, field: string, message: string) => {
    const key = `cells.${i}.${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  cells.forEach((cell, i) => {
    const at = `Cell (${cell.row}, ${cell.column})`;
    const lastRow = cell.row + cell.rowSpan - 1;
    const lastColumn = cell.column + cell.columnSpan - 1;
    if (lastRow > planogram.numberOfRows)
      add(i, 'row', `${at} lies outside the layout's ${planogram.numberOfRows} rows.`);
    if (lastColumn > planogram.numberOfColumns)
      add(i, 'column', `${at} lies outside the layout's ${planogram.numberOfColumns} columns.`);
    if (cell.row < range.fromRow || lastRow > range.toRow)
      add(i, 'row', `${at} lies outside the rows saved (${range.fromRow}-${range.toRow}).`);
    if (cell.planogramDataId !== 0 && !dataIds.has(cell.planogramDataId))
      add(i, 'planogramDataId', `${at} shows data row ${cell.planogramDataId}, which is not in this planogram.`);
    if (cell.cellType === 0 && lastRow > planogram.numberOfHeaderRows)
      add(i, 'cellType', `${at}: header cells belong to the ${planogram.numberOfHeaderRows} header rows.`);
  });
  const overlap = findOverlap(cells);
  if (overlap) {
    const [a, b] = overlap;
    add(cells.indexOf(b), 'row', `Cell (${b.row}, ${b.column}) overlaps cell (${a.row}, ${a.column}).`);
  }
  return errors;
}

/** The stored cell of a position keeps its planogramLayoutId; a new position gets one of `newIds`. */
export function withLayoutIds(
  planogramId: number,
  cells: readonly PlanogramCellValues[],
  existing: readonly PlanogramCell[],
  newIds: () => number,
): Omit<PlanogramCell, 'id'>[] {
  const byPosition = new Map(existing.map((c) => [`${c.row}#${c.column}`, c.planogramLayoutId]));
  return cells.map((cell) => ({
    planogramId,
    planogramLayoutId: byPosition.get(`${cell.row}#${cell.column}`) ?? newIds(),
    planogramDataId: cell.planogramDataId,
    row: cell.row,
    column: cell.column,
    rowSpan: cell.rowSpan,
    columnSpan: cell.columnSpan,
    cellType: cell.cellType,
    caption: cell.caption,
    quantity: cell.quantity,
  }));
}
