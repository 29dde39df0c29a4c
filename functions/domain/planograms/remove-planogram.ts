import { ConflictError } from '../../common/http-errors.ts';
import { dataRowMarkerKeys, dataRowsOf } from '../../data/content/planogram-data.repository.ts';
import { getPlanogram, removePlanogramWhole, traitCountOfPlanogram } from '../../data/content/planograms.repository.ts';

/**
 * DELETE planograms/{id} (brief §3c): refused (409) while a job trait shows the planogram. Orders record their
 * planogram on the order (order.entity.ts) with no index by planogram yet: the order check arrives when orders
 * record planogram usage (see the report of issue 16); an order keeps its own copy of the items (rule R6) meanwhile.
 */
export async function removePlanogram(id: number): Promise<void> {
  const planogram = await getPlanogram(id);
  const traits = await traitCountOfPlanogram(id);
  if (traits > 0)
    throw new ConflictError(
      `Planogram "${planogram.planogramCode}" is used by ${traits} trait${traits === 1 ? '' : 's'}. Make it inactive instead.`,
    );
  const rows = await dataRowsOf(id);
  await removePlanogramWhole(planogram, rows.flatMap(dataRowMarkerKeys));
}
