import {
  ConfirmedServicesQuerySchema,
  ConfirmedServicesSchema,
  NotificationsSchema,
  ScheduleSummarySchema,
} from '../contracts/schedule.contract.ts';
import { defineRoute } from './route.ts';

/** Dashboard cards (000 §2.4, §7.2): the Services card for staff, the notification cards and weekly grid for merchandisers. */
export const dashboardRoutes = {
  scheduleSummary: defineRoute({
    method: 'GET',
    path: 'dashboard/ScheduleSummary',
    access: 'dashboardServices',
    summary: 'Services card: schedule categories with their service counts',
    response: ScheduleSummarySchema,
  }),
  notifications: defineRoute({
    method: 'GET',
    path: 'Dashboard/Notifications',
    access: 'dashboardMerchandiser',
    summary: 'Merchandiser notification cards (coming due, unconfirmed, confirmed without date, saved)',
    response: NotificationsSchema,
  }),
  confirmedServices: defineRoute({
    method: 'GET',
    path: 'Dashboard/ConfirmedServices',
    access: 'dashboardMerchandiser',
    summary: "Merchandiser's confirmed services for the weekly grid",
    query: ConfirmedServicesQuerySchema,
    response: ConfirmedServicesSchema,
  }),
} as const;
