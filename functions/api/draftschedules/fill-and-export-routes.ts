import type { RouteImplementation } from '../../common/api-handler.ts';
import { batchExport } from './batch-export.route.ts';
import { findMissingWorkers } from './find-missing-workers.route.ts';

/** Fill missing workers and export into the live schedule. */
export const fillAndExportRoutes: RouteImplementation[] = [findMissingWorkers, batchExport];
