import type { RouteImplementation } from '../../common/api-handler.ts';
import { exportExcel } from './export-excel.route.ts';
import { list } from './list.route.ts';

/** The schedule list (POST schedule) and its Excel export (POST schedule/export/excel). */
export const listRoutes: RouteImplementation[] = [list, exportExcel];
