import type { Planogram } from '../../data/entities/planogram.entity.ts';
import type { PlanogramCell } from '../../data/entities/planogram-cell.entity.ts';
import type { PlanogramDataRow } from '../../data/entities/planogram-data-row.entity.ts';

/**
 * AutoPopulate (brief P1): the header rows first — each one header cell across every column, the first captioned
 * with the planogram's code — then one DataCell per data row in sort order, left to right and top to bottom,
 * numberOfColumns per row, captioned with its slot code and carrying its quantity. numberOfRows grows to fit.
 */
export function autoPopulate(
  planogram: Pick<Planogram, 'id' | 'planogramCode' | 'numberOfColumns' | 'numberOfRows' | 'numberOfHeaderRows'>,
  rows: readonly PlanogramDataRow[],
  firstLayoutId: number,
): { cells: Omit<PlanogramCell, 'id'>[]; numberOfRows: number } {
  const columns = planogram.numberOfColumns;
  const headers = planogram.numberOfHeaderRows;
  let layoutId = firstLayoutId;
  const cells: Omit<PlanogramCell, 'id'>[] = [];
  for (let row = 1; row <= headers; row++)
    cells.push({
      planogramId: planogram.id,
      planogramLayoutId: layoutId++,
      planogramDataId: 0,
      row,
      column: 1,
      rowSpan: 1,
      columnSpan: columns,
      cellType: 0,
      caption: row === 1 ? planogram.planogramCode : '',
      quantity: 0,
    });
  [...rows]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .forEach((data, i) => {
      cells.push({
        planogramId: planogram.id,
        planogramLayoutId: layoutId++,
        planogramDataId: data.id,
        row: headers + Math.floor(i / columns) + 1,
        column: (i % columns) + 1,
        rowSpan: 1,
        columnSpan: 1,
        cellType: 2,
        caption: data.slotCode,
        quantity: data.quantity,
      });
    });
  const needed = headers + Math.ceil(rows.length / columns);
  return { cells, numberOfRows: Math.max(planogram.numberOfRows, needed) };
}
