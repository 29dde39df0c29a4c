import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { saveLayoutPage } from '../../domain/planograms/save-layout.ts';

/** POST planograms/{id}/layout: the cells sent replace the cells of the rows they cover (a page; brief P2). */
export const saveLayout = implement(planogramsRoutes.saveLayout, async ({ params, body, auth }) =>
  saveLayoutPage(params.id, body, auth.username),
);
