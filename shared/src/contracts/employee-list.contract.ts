import * as z from 'zod';
import { isoDate } from './availability.contract.ts';
import { positiveId } from './fields.ts';
import { ActiveQuerySchema, OptionalPageQuerySchema, pagedSchema } from './list.contract.ts';

/* The Workers list and the worker pickers (001 §3, §7 Employees; 000 §7.5). */

/** `GET Employees`: the Workers list, paged and filtered on the server. */
export const EmployeeListQuerySchema = OptionalPageQuerySchema.extend(ActiveQuerySchema.shape).extend({
  role: z.enum(['admin', 'accountManager', 'supervisor', 'merchandiser', 'crmUser', 'hr']).optional(),
});
export type EmployeeListQuery = z.output<typeof EmployeeListQuerySchema>;

/** A Workers list row (001 §3). `role` names the roles, comma-separated ("Merchandiser, Supervisor"). */
export const WorkerListRowSchema = z.object({
  id: z.number(),
  employeeCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  supervisorName: z.string().optional(),
  startedDate: z.string().optional(),
  inactive: z.boolean(),
});
export type WorkerListRow = z.infer<typeof WorkerListRowSchema>;
export const WorkerListSchema = pagedSchema(WorkerListRowSchema);

/** A row of the picker lists (`employees/administrators`, `/supervisors`, …): active workers, by name. */
export const EmployeeOptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'First Last'. */
  name: z.string(),
  email: z.string().optional(),
  isHelper: z.boolean(),
  isSpecialProjects: z.boolean(),
  supervisorId: z.number().optional(),
});
export type EmployeeOption = z.infer<typeof EmployeeOptionSchema>;

/** `GET employees/byJob?jobId&fromDate&toDate`: workers with work of that job in the window (e-mail composer). */
export const EmployeesByJobQuerySchema = z
  .object({ jobId: positiveId('jobId'), fromDate: isoDate('fromDate'), toDate: isoDate('toDate') })
  .superRefine((q, ctx) => {
    if (q.toDate < q.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'To date must not be before from date.' });
  });
