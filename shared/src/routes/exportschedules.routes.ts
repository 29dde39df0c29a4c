import * as z from 'zod';
import {
  ExportScheduleInputSchema,
  ExportScheduleRunPageSchema,
  ExportScheduleRunSchema,
  ExportScheduleUpdateSchema,
  ExportScheduleViewSchema,
  RunNowInputSchema,
  RunsQuerySchema,
} from '../contracts/export-schedule.contract.ts';
import { IdParamsSchema } from '../contracts/list.contract.ts';
import { defineRoute } from './route.ts';

/**
 * Scheduled exports (docs/decisions.md#additions-beyond-the-spec): exports that run by themselves on a recurrence and
 * go to recipients by e-mail, admin only (brief files-mail-recruiting §7.2). Every schedule answer carries its
 * `recurrenceText`; Run now answers 202 with the run it queued.
 */
export const exportSchedulesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'exportSchedules',
    access: 'reportingAdmin',
    summary: 'Scheduled exports with their next and last run',
    response: z.array(ExportScheduleViewSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'exportSchedules/{id}',
    access: 'reportingAdmin',
    summary: 'A scheduled export',
    params: IdParamsSchema,
    response: ExportScheduleViewSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'exportSchedules',
    access: 'reportingAdmin',
    summary: 'Schedule an export: kind, parameters (relative dates), recurrence, time, time zone, recipients',
    body: ExportScheduleInputSchema,
    response: ExportScheduleViewSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'exportSchedules/{id}',
    access: 'reportingAdmin',
    summary: 'Change a scheduled export (with its version)',
    params: IdParamsSchema,
    body: ExportScheduleUpdateSchema,
    response: ExportScheduleViewSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'exportSchedules/{id}',
    access: 'reportingAdmin',
    summary: 'Delete a scheduled export',
    params: IdParamsSchema,
  }),
  run: defineRoute({
    method: 'POST',
    path: 'exportSchedules/{id}/run',
    access: 'reportingAdmin',
    summary: 'Run a scheduled export now',
    params: IdParamsSchema,
    body: RunNowInputSchema,
    response: ExportScheduleRunSchema,
  }),
  pause: defineRoute({
    method: 'POST',
    path: 'exportSchedules/{id}/pause',
    access: 'reportingAdmin',
    summary: 'Pause a scheduled export',
    params: IdParamsSchema,
    response: ExportScheduleViewSchema,
  }),
  resume: defineRoute({
    method: 'POST',
    path: 'exportSchedules/{id}/resume',
    access: 'reportingAdmin',
    summary: 'Resume a paused scheduled export',
    params: IdParamsSchema,
    response: ExportScheduleViewSchema,
  }),
  runs: defineRoute({
    method: 'GET',
    path: 'exportSchedules/{id}/runs',
    access: 'reportingAdmin',
    summary: "A scheduled export's run history (paged)",
    params: IdParamsSchema,
    query: RunsQuerySchema,
    response: ExportScheduleRunPageSchema,
  }),
} as const;
