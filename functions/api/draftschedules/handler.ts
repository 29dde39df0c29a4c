import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { detailRoutes } from './detail-routes.ts';
import { draftRoutes } from './draft-routes.ts';
import { fillAndExportRoutes } from './fill-and-export-routes.ts';

/**
 * The `draftschedules` family (000 §2.5-§2.7, §4.1-§4.2, §7.3): drafts with their stores and jobs
 * (`draft-routes.ts`), the service rows and their workers (`detail-routes.ts`), and the two long bulk calls, fill
 * missing workers and export into the live schedule (`fill-and-export-routes.ts`). Data layout:
 * `data/entities/draft.entity.ts`.
 */
export const handler = createApiHandler({
  routes: Object.values(draftSchedulesRoutes),
  implementations: [...draftRoutes, ...detailRoutes, ...fillAndExportRoutes],
});
