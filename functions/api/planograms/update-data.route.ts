import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { getDataRow, replaceDataRow } from '../../data/content/planogram-data.repository.ts';
import { dataRecord } from '../../domain/planograms/data-record.ts';
import { dataView } from '../../domain/planograms/views.ts';

/** PUT planograms/{id}/data/{dataId} with its version; orders keep their own copies of the item (rule R6). */
export const updateData = implement(planogramsRoutes.updateData, async ({ params, body, auth }) => {
  const current = await getDataRow(params.id, params.dataId);
  const { version, ...values } = body;
  const row = dataRecord(params.id, current.id, values, current.sortOrder);
  return dataView(await replaceDataRow(row, version, auth.username));
});
