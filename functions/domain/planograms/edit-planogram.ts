import type { PlanogramValues } from '@shelfline/shared/contracts/planogram.contract';
import { ConflictError } from '../../common/http-errors.ts';
import { allCells } from '../../data/content/planogram-layout.repository.ts';
import {
  getPlanogram,
  renameOnTraits,
  type StoredPlanogram,
  updateHead,
} from '../../data/content/planograms.repository.ts';

/**
 * PUT planograms/{id}: the head's fields at their version. Shrinking the grid below a used cell answers 409 naming
 * the first cell outside (brief §3c); a new code is copied onto the job traits showing the planogram.
 */
export async function editPlanogram(
  id: number,
  values: PlanogramValues,
  version: number,
  by: string,
): Promise<StoredPlanogram> {
  const current = await getPlanogram(id);
  if (
    values.numberOfRows < current.numberOfRows ||
    values.numberOfColumns < current.numberOfColumns ||
    values.numberOfHeaderRows < current.numberOfHeaderRows
  ) {
    const outside = (await allCells(id))
      .sort((a, b) => a.row - b.row || a.column - b.column)
      .find(
        (c) =>
          c.row + c.rowSpan - 1 > values.numberOfRows ||
          c.column + c.columnSpan - 1 > values.numberOfColumns ||
          (c.cellType === 0 && c.row + c.rowSpan - 1 > values.numberOfHeaderRows),
      );
    if (outside)
      throw new ConflictError(
        `Cell (${outside.row}, ${outside.column}) of the layout lies outside ${values.numberOfRows} rows × ${values.numberOfColumns} columns with ${values.numberOfHeaderRows} header rows. Change the layout first.`,
      );
  }
  const updated = await updateHead(
    current,
    {
      planogramCode: values.planogramCode,
      category: values.category,
      planogramType: values.planogramType,
      comments: values.comments,
      numberOfColumns: values.numberOfColumns,
      numberOfRows: values.numberOfRows,
      numberOfHeaderRows: values.numberOfHeaderRows,
      inactive: values.inactive,
    },
    version,
    by,
  );
  if (updated.planogramCode !== current.planogramCode) await renameOnTraits(id, updated.planogramCode);
  return updated;
}
