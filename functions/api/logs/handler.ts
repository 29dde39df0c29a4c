import { logsRoutes } from '@shelfline/shared/routes/logs.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';

/** The `logs` family (001 §2, §7): log files of the local runner and of the logs bucket. */
export const handler = createApiHandler({ routes: Object.values(logsRoutes), implementations: [list, get] });
