import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { importPlanogramData } from '../../domain/planograms/import-data.ts';

/** POST planograms/{id}/data/import?autoPopulate=: one .xlsx into an empty planogram, all or nothing (brief P1). */
export const importData = implement(planogramsRoutes.importData, async ({ params, query, files, auth }) => {
  const file = files[0];
  if (!file) throw new BadRequestError({ file: ['Choose an .xlsx file.'] });
  return importPlanogramData(params.id, file.bytes, query.autoPopulate, auth.username);
});
