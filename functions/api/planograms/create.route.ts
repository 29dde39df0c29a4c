import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { codeTaken, planograms } from '../../data/content/planograms.repository.ts';
import { nextId } from '../../data/repository.ts';
import { planogramView } from '../../domain/planograms/views.ts';

/** POST planograms: a new, empty planogram (counts 0); the code is unique (409 naming planogramCode). */
export const create = implement(planogramsRoutes.create, async ({ body, auth }) => {
  const { planogramId: _ignored, ...fields } = body;
  const created = await planograms
    .create(
      { id: await nextId(planograms.entity.name), ...fields, dataRowsCount: 0, layoutCellsCount: 0 },
      auth.username,
    )
    .catch((error: unknown) => {
      throw error instanceof ConflictError ? codeTaken(fields.planogramCode) : error;
    });
  return respond(201, planogramView(created));
});
