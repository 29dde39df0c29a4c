import * as z from 'zod';

/** Scheduled work row (001 §3): services assigned to the worker (written by the draft export and schedule edits). */
export const ScheduledWorkRowSchema = z.object({
  serviceId: z.number(),
  retailerId: z.number().optional(),
  retailer: z.string(),
  storeId: z.number().optional(),
  storeNumber: z.string(),
  jobId: z.number().optional(),
  jobNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number(),
  isSchedule: z.boolean(),
});
export type ScheduledWorkRow = z.infer<typeof ScheduledWorkRowSchema>;
