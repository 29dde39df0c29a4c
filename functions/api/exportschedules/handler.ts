import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { pause } from './pause.route.ts';
import { remove } from './remove.route.ts';
import { resume } from './resume.route.ts';
import { run } from './run.route.ts';
import { runs } from './runs.route.ts';
import { update } from './update.route.ts';

/** The `exportschedules` family: scheduled exports, their Run now, pause and resume, and their run history (admin only). */
export const handler = createApiHandler({
  routes: Object.values(exportSchedulesRoutes),
  implementations: [list, get, create, update, remove, run, pause, resume, runs],
});
