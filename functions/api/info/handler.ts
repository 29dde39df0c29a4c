import { infoRoutes } from '@shelfline/shared/routes/info.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';

/** `GET info`: the server version shown in the SPA's version tooltip. */
export const handler = createApiHandler({ routes: Object.values(infoRoutes), implementations: [get] });
