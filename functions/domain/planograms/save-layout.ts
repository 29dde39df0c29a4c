import type { LayoutPage, LayoutSave, LayoutSaveSchema } from '@shelfline/shared/contracts/planogram.contract';
import type * as z from 'zod';
import { BadRequestError } from '../../common/http-errors.ts';
import { dataRowsOf } from '../../data/content/planogram-data.repository.ts';
import { cellsOfRows, replaceCellsOfRows } from '../../data/content/planogram-layout.repository.ts';
import { getPlanogram } from '../../data/content/planograms.repository.ts';
import { PlanogramCellEntity } from '../../data/entities/planogram-cell.entity.ts';
import { nextId } from '../../data/repository.ts';
import { layoutPageErrors, withLayoutIds } from './layout-page.ts';
import { layoutPage } from './views.ts';

type LayoutSaveValues = z.output<typeof LayoutSaveSchema>;

/**
 * Saves a layout page (brief P2): the cells sent replace those of rows fromRow..toRow (left out: the rows the cells
 * cover). Checked whole first (400 naming `cells.<i>.<field>`); a position keeps its planogramLayoutId, new ones get
 * one from the counter. Answers the saved page.
 */
export async function saveLayoutPage(planogramId: number, body: LayoutSave, by: string): Promise<LayoutPage> {
  const save = body as LayoutSaveValues;
  const planogram = await getPlanogram(planogramId);
  const fromRow = save.fromRow ?? Math.min(...save.cells.map((c) => c.row));
  const toRow = save.toRow ?? Math.max(...save.cells.map((c) => c.row + c.rowSpan - 1));
  const needsRows = save.cells.some((c) => c.planogramDataId !== 0);
  const dataIds = new Set(needsRows ? (await dataRowsOf(planogramId)).map((r) => r.id) : []);
  const errors = layoutPageErrors(planogram, { fromRow, toRow }, save.cells, dataIds);
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);

  const existing = await cellsOfRows(planogramId, fromRow, toRow);
  const known = new Set(existing.map((c) => `${c.row}#${c.column}`));
  const fresh = save.cells.filter((c) => !known.has(`${c.row}#${c.column}`)).length;
  let next = fresh > 0 ? await nextId(PlanogramCellEntity.name, fresh) : 0;
  const cells = withLayoutIds(planogramId, save.cells, existing, () => next++);
  const delta = await replaceCellsOfRows(planogramId, fromRow, toRow, cells, existing, by);
  const after = { ...planogram, layoutCellsCount: (planogram.layoutCellsCount ?? 0) + delta };
  return layoutPage(after, { pageNumber: 1, pageSize: toRow - fromRow + 1, fromRow, toRow }, cells);
}
