import { defineRoute } from './route.ts';

/**
 * Scheduled exports (docs/decisions.md#additions-beyond-the-spec): exports that run by themselves on a recurrence and
 * go to recipients by e-mail, admin only. Built by the reports issue; until then they answer 501.
 */
export const exportSchedulesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'exportSchedules',
    access: 'reportingAdmin',
    summary: 'Scheduled exports with their next and last run',
  }),
  get: defineRoute({
    method: 'GET',
    path: 'exportSchedules/{id}',
    access: 'reportingAdmin',
    summary: 'A scheduled export',
  }),
  create: defineRoute({
    method: 'POST',
    path: 'exportSchedules',
    access: 'reportingAdmin',
    summary: 'Schedule an export: kind, parameters (relative dates), recurrence, time, time zone, recipients',
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'exportSchedules/{id}',
    access: 'reportingAdmin',
    summary: 'Change a scheduled export (with its version)',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'exportSchedules/{id}',
    access: 'reportingAdmin',
    summary: 'Delete a scheduled export',
  }),
  run: defineRoute({
    method: 'POST',
    path: 'exportSchedules/{id}/run',
    access: 'reportingAdmin',
    summary: 'Run a scheduled export now',
  }),
  pause: defineRoute({
    method: 'POST',
    path: 'exportSchedules/{id}/pause',
    access: 'reportingAdmin',
    summary: 'Pause a scheduled export',
  }),
  resume: defineRoute({
    method: 'POST',
    path: 'exportSchedules/{id}/resume',
    access: 'reportingAdmin',
    summary: 'Resume a paused scheduled export',
  }),
  runs: defineRoute({
    method: 'GET',
    path: 'exportSchedules/{id}/runs',
    access: 'reportingAdmin',
    summary: "A scheduled export's run history (paged)",
  }),
} as const;
