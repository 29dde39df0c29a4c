import type { ImportResult } from '@shelfline/shared/contracts/planogram.contract';
import { dataRowItems } from '../../data/content/planogram-data.repository.ts';
import { cellItem, deleteContent, putContent } from '../../data/content/planogram-layout.repository.ts';
import {
  claimEmptyForImport,
  getPlanogram,
  importRefused,
  releaseImportClaim,
} from '../../data/content/planograms.repository.ts';
import { PlanogramCellEntity } from '../../data/entities/planogram-cell.entity.ts';
import { type PlanogramDataRow, PlanogramDataRowEntity } from '../../data/entities/planogram-data-row.entity.ts';
import { firstAudit } from '../../data/entity.ts';
import { nextId } from '../../data/repository.ts';
import { autoPopulate } from './auto-populate.ts';
import { readImportFile } from './import-file.ts';
import { planogramView } from './views.ts';

/**
 * POST planograms/{id}/data/import (001 §4, §5; brief P1): the file's rows (and with AutoPopulate the layout) into an
 * empty planogram, all or nothing. The file is checked whole before anything is written; the planogram is claimed
 * (its counts set while still 0) so a second import at the same time answers 409; the items are then written in
 * batches of 25, 4 in flight, and taken back out if a write fails.
 */
export async function importPlanogramData(
  planogramId: number,
  bytes: Buffer,
  withLayout: boolean,
  by: string,
): Promise<ImportResult> {
  const planogram = await getPlanogram(planogramId);
  if ((planogram.dataRowsCount ?? 0) > 0 || (planogram.layoutCellsCount ?? 0) > 0) throw importRefused();
  const values = await readImportFile(bytes);

  const firstId = await nextId(PlanogramDataRowEntity.name, values.length);
  const rows: PlanogramDataRow[] = values.map((v, i) => ({
    id: firstId + i,
    planogramId,
    slotCode: v.slotCode,
    itemCode: v.itemCode,
    upc: v.upc,
    itemDescription: v.itemDescription,
    cost: v.cost,
    retail: v.retail,
    quantity: v.quantity,
    sortOrder: i + 1,
  }));
  const cellCount = withLayout ? rows.length + planogram.numberOfHeaderRows : 0;
  const layout = withLayout
    ? autoPopulate(planogram, rows, await nextId(PlanogramCellEntity.name, cellCount))
    : { cells: [], numberOfRows: planogram.numberOfRows };

  await claimEmptyForImport(planogramId, {
    dataRowsCount: rows.length,
    layoutCellsCount: layout.cells.length,
    numberOfRows: layout.numberOfRows,
  });
  const audit = firstAudit(by);
  const items = [...rows.flatMap((row) => dataRowItems(row, audit)), ...layout.cells.map((c) => cellItem(c, audit))];
  try {
    await putContent(items);
  } catch (error) {
    await deleteContent(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
    await releaseImportClaim(planogramId, planogram.numberOfRows);
    throw error;
  }
  return {
    planogram: planogramView(await getPlanogram(planogramId)),
    dataRows: rows.length,
    layoutCells: layout.cells.length,
  };
}
