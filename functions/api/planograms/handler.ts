import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { copy } from './copy.route.ts';
import { create } from './create.route.ts';
import { createData } from './create-data.route.ts';
import { get } from './get.route.ts';
import { getData } from './get-data.route.ts';
import { getLayout } from './get-layout.route.ts';
import { importData } from './import-data.route.ts';
import { list } from './list.route.ts';
import { listData } from './list-data.route.ts';
import { remove } from './remove.route.ts';
import { removeData } from './remove-data.route.ts';
import { saveLayout } from './save-layout.route.ts';
import { update } from './update.route.ts';
import { updateData } from './update-data.route.ts';

/** The `planograms` family: planograms, their data rows and layout cells (001 §2 Planogram maintenance, §7). */
export const handler = createApiHandler({
  routes: Object.values(planogramsRoutes),
  implementations: [
    list,
    create,
    get,
    update,
    remove,
    copy,
    getLayout,
    saveLayout,
    listData,
    createData,
    getData,
    updateData,
    removeData,
    importData,
  ],
});
