import { PLANOGRAM_CODE_MAX } from '@shelfline/shared/contracts/planogram.contract';
import { ConflictError } from '../../common/http-errors.ts';
import { dataRowItems, dataRowsOf } from '../../data/content/planogram-data.repository.ts';
import { allCells, cellItem, deleteContent, putContent } from '../../data/content/planogram-layout.repository.ts';
import { getPlanogram, planograms, type StoredPlanogram } from '../../data/content/planograms.repository.ts';
import { PlanogramEntity } from '../../data/entities/planogram.entity.ts';
import { PlanogramCellEntity } from '../../data/entities/planogram-cell.entity.ts';
import { PlanogramDataRowEntity } from '../../data/entities/planogram-data-row.entity.ts';
import { firstAudit } from '../../data/entity.ts';
import { nextId } from '../../data/repository.ts';

/** How many `-COPY<n>` codes are tried before giving up. */
const MAX_COPY_CODES = 50;

/** `<code>-COPY`, then `-COPY2`, `-COPY3`…, cut so the code stays within its maximum length. */
export function copyCode(code: string, attempt: number): string {
  const suffix = attempt === 1 ? '-COPY' : `-COPY${attempt}`;
  return `${code.slice(0, PLANOGRAM_CODE_MAX - suffix.length)}${suffix}`;
}

/**
 * POST planograms/{id}/copy (brief §3c): a new planogram with the data rows and cells, new ids, every cell's
 * planogramDataId remapped to the copied row, the counters copied, active. Rows and cells go first (in lanes); the
 * head comes last, with the first free copy code (its marker decides), so the copy shows in the list only whole.
 */
export async function copyPlanogram(id: number, by: string): Promise<StoredPlanogram> {
  const source = await getPlanogram(id);
  const [rows, cells] = await Promise.all([dataRowsOf(id), allCells(id)]);
  const copyId = await nextId(PlanogramEntity.name);
  const firstRowId = rows.length > 0 ? await nextId(PlanogramDataRowEntity.name, rows.length) : 0;
  const firstCellId = cells.length > 0 ? await nextId(PlanogramCellEntity.name, cells.length) : 0;
  const newRowId = new Map(rows.map((row, i) => [row.id, firstRowId + i]));

  const audit = firstAudit(by);
  const items = [
    ...rows
      .map((row) => ({ ...row, id: newRowId.get(row.id) as number, planogramId: copyId }))
      .flatMap((row) =>
        dataRowItems(
          {
            id: row.id,
            planogramId: row.planogramId,
            slotCode: row.slotCode,
            itemCode: row.itemCode,
            upc: row.upc,
            itemDescription: row.itemDescription,
            cost: row.cost,
            retail: row.retail,
            quantity: row.quantity,
            sortOrder: row.sortOrder,
          },
          audit,
        ),
      ),
    ...cells.map((cell, i) =>
      cellItem(
        {
          planogramId: copyId,
          planogramLayoutId: firstCellId + i,
          planogramDataId: newRowId.get(cell.planogramDataId) ?? 0,
          row: cell.row,
          column: cell.column,
          rowSpan: cell.rowSpan,
          columnSpan: cell.columnSpan,
          cellType: cell.cellType,
          caption: cell.caption,
          quantity: cell.quantity,
        },
        audit,
      ),
    ),
  ];
  await putContent(items);

  for (let attempt = 1; attempt <= MAX_COPY_CODES; attempt++) {
    try {
      return await planograms.create(
        {
          id: copyId,
          planogramCode: copyCode(source.planogramCode, attempt),
          ...(source.category ? { category: source.category } : {}),
          ...(source.planogramType ? { planogramType: source.planogramType } : {}),
          ...(source.comments ? { comments: source.comments } : {}),
          numberOfColumns: source.numberOfColumns,
          numberOfRows: source.numberOfRows,
          numberOfHeaderRows: source.numberOfHeaderRows,
          dataRowsCount: rows.length,
          layoutCellsCount: cells.length,
          inactive: false,
        },
        by,
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) {
        await deleteContent(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
        throw error;
      }
    }
  }
  await deleteContent(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  throw new ConflictError({ planogramCode: [`Every copy code of '${source.planogramCode}' is taken.`] });
}
