import { ConflictError } from '../../common/http-errors.ts';
import { dataRowMarkerKeys, dataRowsOf } from '../../data/content/planogram-data.repository.ts';
import {
  getPlanogram,
  hasOrders,
  removePlanogramWhole,
  traitCountOfPlanogram,
} from '../../data/content/planograms.repository.ts';

/**
 * DELETE planograms/{id} (brief §3c): refused (409) while a job trait shows the planogram or an order was taken on
 * it (orders keep their own copy of the items, rule R6, but History and the order tables still name it).
 */
export async function removePlanogram(id: number): Promise<void> {
  const planogram = await getPlanogram(id);
  const [traits, ordered] = await Promise.all([traitCountOfPlanogram(id), hasOrders(id)]);
  if (traits > 0)
    throw new ConflictError(
      `Planogram "${planogram.planogramCode}" is used by ${traits} trait${traits === 1 ? '' : 's'}. Make it inactive instead.`,
    );
  if (ordered) throw new ConflictError(`Planogram "${planogram.planogramCode}" has orders. Make it inactive instead.`);
  const rows = await dataRowsOf(id);
  await removePlanogramWhole(planogram, rows.flatMap(dataRowMarkerKeys));
}
