import {
  ConfirmedServicesSchema,
  NotificationsSchema,
  ReassignmentPageSchema,
  ReassignmentSchema,
  ScheduleSummarySchema,
} from '@shelfline/shared/contracts/schedule.contract';
import { api } from '../../app/api.ts';

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

const queryString = (values: Record<string, string | number | boolean | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

/** Query keys: everything of the dashboard starts with `['dashboard']`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  notifications: ['dashboard', 'notifications'] as const,
  week: (from: string, to: string) => ['dashboard', 'week', from, to] as const,
  summary: ['dashboard', 'summary'] as const,
  reassignments: (query: ReassignmentQuery) => ['dashboard', 'reassignments', query] as const,
};

/** The dashboard's calls (000 §7.2). */
export const dashboardApi = {
  notifications: (signal?: AbortSignal) => api.get('Dashboard/Notifications', { schema: NotificationsSchema, signal }),
  confirmed: (fromDate: string, toDate: string, signal?: AbortSignal) =>
    api.get(`Dashboard/ConfirmedServices?${queryString({ fromDate, toDate })}`, {
      schema: ConfirmedServicesSchema,
      signal,
    }),
  summary: (signal?: AbortSignal) => api.get('dashboard/ScheduleSummary', { schema: ScheduleSummarySchema, signal }),
  reassignments: (query: ReassignmentQuery, signal?: AbortSignal) =>
    api.get(`Schedule/reassignments?${queryString({ ...query })}`, { schema: ReassignmentPageSchema, signal }),
  act: (id: number) => api.post(`Schedule/reassignments/${id}/act`, undefined, { schema: ReassignmentSchema }),
};
