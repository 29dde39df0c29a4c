import * as z from 'zod';
import { AvailabilitySummarySchema, isoDate } from './availability.contract.ts';
import { EmployeeOptionSchema } from './employee-list.contract.ts';
import { positiveId } from './fields.ts';
import { QueryBooleanSchema } from './list.contract.ts';

const idList = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(positiveId(name)).max(200, `At most 200 ${name}.`),
  );

/** 'Any' distance (002 §9 lists 'Any' as 10000). */
export const ANY_DISTANCE_KM = 10_000;

/**
 * `GET employees/search` (000 §7.5): every filter optional. Lists come repeated (`cityIds=1&cityIds=2`) or
 * comma-separated. `distance` (km) needs `storeId`. `isReside`/`isTravel` choose whether the province and
 * cities are where the worker lives, where they travel to, or (neither or both) either.
 * `minimumAvailability` is hours free in the window `startDate..endDate` (default: the next 7 days).
 */
export const EmployeeSearchQuerySchema = z
  .object({
    storeId: positiveId('storeId').optional(),
    distance: z.coerce.number({ error: 'distance must be a number.' }).min(0).max(ANY_DISTANCE_KM).optional(),
    provinceId: positiveId('provinceId').optional(),
    cityIds: idList('cityIds').optional(),
    isReside: QueryBooleanSchema.optional(),
    isTravel: QueryBooleanSchema.optional(),
    commodityIds: idList('commodityIds').optional(),
    retailerIds: idList('retailerIds').optional(),
    minimumAvailability: z.coerce
      .number({ error: 'minimumAvailability must be a number.' })
      .min(0)
      .max(1000)
      .optional(),
    startDate: isoDate('startDate').optional(),
    endDate: isoDate('endDate').optional(),
    supervisorIds: idList('supervisorIds').optional(),
    name: z.string().trim().max(100).optional(),
    includeInactive: QueryBooleanSchema.optional().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.distance !== undefined && q.distance < ANY_DISTANCE_KM && q.storeId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'Choose a store to search by distance.' });
    }
    if (q.startDate && q.endDate && q.endDate < q.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date.' });
    }
  });
export type EmployeeSearchQuery = z.output<typeof EmployeeSearchQuerySchema>;

export const EmployeeSearchRowSchema = EmployeeOptionSchema.extend({
  city: z.string().optional(),
  province: z.string().optional(),
  supervisorName: z.string().optional(),
  hasCar: z.boolean(),
  /** Km from the store, when `storeId` was given and both have coordinates. */
  distance: z.number().nullable(),
  /** Free hours in the window (offered − assigned, time off removed). */
  availableHours: z.number(),
  availability: AvailabilitySummarySchema,
  inactive: z.boolean(),
});
export type EmployeeSearchRow = z.infer<typeof EmployeeSearchRowSchema>;
