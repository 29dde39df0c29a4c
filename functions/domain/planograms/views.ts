import type {
  LayoutPage,
  Planogram,
  PlanogramCell,
  PlanogramData,
} from '@shelfline/shared/contracts/planogram.contract';
import type { StoredDataRow } from '../../data/content/planogram-data.repository.ts';
import type { StoredPlanogram } from '../../data/content/planograms.repository.ts';
import type { PlanogramCell as PlanogramCellItem } from '../../data/entities/planogram-cell.entity.ts';

/** The API's planogram: the spec's `planogramId` beside `id`, counts 0 when never written. */
export const planogramView = (p: StoredPlanogram): Planogram => ({
  ...p,
  planogramId: p.id,
  dataRowsCount: p.dataRowsCount ?? 0,
  layoutCellsCount: p.layoutCellsCount ?? 0,
  inactive: p.inactive === true,
});

export const dataView = (row: StoredDataRow): PlanogramData => ({ ...row, planogramDataId: row.id });

export const cellView = (cell: Omit<PlanogramCellItem, 'id'>): PlanogramCell => ({
  planogramLayoutId: cell.planogramLayoutId,
  planogramId: cell.planogramId,
  planogramDataId: cell.planogramDataId ?? 0,
  row: cell.row,
  column: cell.column,
  rowSpan: cell.rowSpan,
  columnSpan: cell.columnSpan,
  cellType: cell.cellType,
  caption: cell.caption ?? '',
  quantity: cell.quantity ?? 0,
});

/** A layout page's answer. */
export function layoutPage(
  planogram: StoredPlanogram,
  page: { pageNumber: number; pageSize: number; fromRow: number; toRow: number },
  cells: readonly Omit<PlanogramCellItem, 'id'>[],
): LayoutPage {
  return {
    ...page,
    cells: cells.map(cellView).sort((a, b) => a.row - b.row || a.column - b.column),
    totalRows: planogram.numberOfRows,
    numberOfColumns: planogram.numberOfColumns,
    numberOfHeaderRows: planogram.numberOfHeaderRows,
    layoutCellsCount: planogram.layoutCellsCount ?? 0,
  };
}
