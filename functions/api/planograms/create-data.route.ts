import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { createDataRow } from '../../data/content/planogram-data.repository.ts';
import { getPlanogram } from '../../data/content/planograms.repository.ts';
import { PlanogramDataRowEntity } from '../../data/entities/planogram-data-row.entity.ts';
import { nextId } from '../../data/repository.ts';
import { dataRecord } from '../../domain/planograms/data-record.ts';
import { dataView } from '../../domain/planograms/views.ts';

/** POST planograms/{id}/data: one row; UPC and slot code unique in the planogram (409 naming the field). */
export const createData = implement(planogramsRoutes.createData, async ({ params, body, auth }) => {
  const planogram = await getPlanogram(params.id);
  const id = await nextId(PlanogramDataRowEntity.name);
  const row = dataRecord(planogram.id, id, body, (planogram.dataRowsCount ?? 0) + 1);
  return respond(201, dataView(await createDataRow(row, auth.username)));
});
