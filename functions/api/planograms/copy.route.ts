import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { copyPlanogram } from '../../domain/planograms/copy-planogram.ts';
import { planogramView } from '../../domain/planograms/views.ts';

/** POST planograms/{id}/copy: answers 201 with the copy (code `<code>-COPY`, rows and cells with new ids). */
export const copy = implement(planogramsRoutes.copy, async ({ params, auth }) =>
  respond(201, planogramView(await copyPlanogram(params.id, auth.username))),
);
