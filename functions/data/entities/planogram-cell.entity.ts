import { defineEntity, definePatterns } from '../entity.ts';
import { planogramPartition } from './planogram.entity.ts';

/**
 * Layout cell of a planogram (001 §3 Layout cell): a cell of the shelf grid, possibly merged over several rows and
 * columns, showing a data row (DataCell), a read-only caption or a header.
 *
 * | access pattern                               | pattern   | index | key                                                           |
 * |----------------------------------------------|-----------|-------|---------------------------------------------------------------|
 * | cell at (row, column)                        |           | table | pk `PLANOGRAM#<planogramId>`, sk `CELL#<row, 5>#<column, 5>`  |
 * | cells of rows from..to (a layout page)       | `ofRows`  | table | pk `PLANOGRAM#<planogramId>`, sk between `CELL#<from>#` and `CELL#<to>#~` |
 *
 * A cell's id is its position (`<planogramId>#<row>#<column>`): a page save replaces the cells of the rows it covers.
 */
export const CELL_TYPES = { header: 0, readOnly: 1, dataCell: 2 } as const;
export type CellType = (typeof CELL_TYPES)[keyof typeof CELL_TYPES];

export interface PlanogramCell {
  /** `<planogramId>#<row>#<column>`. */
  id: string;
  planogramId: number;
  /** The spec's planogramLayoutId: a number of its own, kept through page saves of the same position. */
  planogramLayoutId: number;
  /** 0 or a data row of the planogram. */
  planogramDataId: number;
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
  cellType: CellType;
  caption: string;
  quantity: number;
}

const CELL_PREFIX = 'CELL#';
const pad5 = (n: number) => String(n).padStart(5, '0');
export const planogramCellId = (planogramId: number, row: number, column: number) => `${planogramId}#${row}#${column}`;

export const PlanogramCellEntity = defineEntity<PlanogramCell>({
  name: 'planogramCell',
  key: (id) => {
    const [planogramId, row, column] = String(id).split('#').map(Number) as [number, number, number];
    return { pk: planogramPartition(planogramId), sk: `${CELL_PREFIX}${pad5(row)}#${pad5(column)}` };
  },
});

export const PlanogramCellPatterns = definePatterns({
  /** cells of rows from..to, inclusive */
  ofRows: {
    index: 'table',
    key: (planogramId: number, fromRow: number, toRow: number) => ({
      pk: planogramPartition(planogramId),
      sk: { between: [`${CELL_PREFIX}${pad5(fromRow)}#`, `${CELL_PREFIX}${pad5(toRow)}#~`] },
    }),
  },
  /** every cell */
  all: {
    index: 'table',
    key: (planogramId: number) => ({ pk: planogramPartition(planogramId), sk: { beginsWith: CELL_PREFIX } }),
  },
});
