import { dashboardRoutes } from '@shelfline/shared/routes/dashboard.routes';
import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { callRoute } from '../../app/api.ts';

/** The reassignment table's query (000 §2.4): Yes/No filters, the window, server paging (1-based). */
export interface ReassignmentQuery {
  fromDate?: string;
  toDate?: string;
  isTemporary?: boolean;
  sendBackup?: boolean;
  sendSupply?: boolean;
  isActed?: boolean;
  pageNumber: number;
  pageSize: number;
}

/** The dashboard's calls (000 §7.2); the reads are asked through `queries/dashboard.ts`. */
export const dashboardApi = {
  notifications: (signal?: AbortSignal) => callRoute(dashboardRoutes.notifications, { signal }),
  confirmed: (fromDate: string, toDate: string, signal?: AbortSignal) =>
    callRoute(dashboardRoutes.confirmedServices, { query: { fromDate, toDate }, signal }),
  summary: (signal?: AbortSignal) => callRoute(dashboardRoutes.scheduleSummary, { signal }),
  reassignments: (query: ReassignmentQuery, signal?: AbortSignal) =>
    callRoute(scheduleRoutes.listReassignments, { query, signal }),
  act: (id: number) => callRoute(scheduleRoutes.actReassignment, { params: { id } }),
};
