import * as z from 'zod';

/*
 * `GET completedServices/recent` (002 §3 Completed service option, brief §10): a merchandiser's submitted services
 * of the last 90 days, newest first, for the misc charge form's multi-select.
 */
export const CompletedServicesQuerySchema = z.object({
  merchandiserId: z.coerce
    .number({ error: 'merchandiserId must be a number.' })
    .int()
    .positive('merchandiserId must be a positive number.')
    .optional(),
  /** The charge being edited: its services are listed even when older (misc charges are built by invoicing). */
  chargeId: z.coerce
    .number({ error: 'chargeId must be a number.' })
    .int()
    .positive('chargeId must be a positive number.')
    .optional(),
});

export const CompletedServiceSchema = z.object({
  serviceID: z.number(),
  jobNumber: z.string(),
  storeNumber: z.number(),
  completedDate: z.string(),
});
export type CompletedService = z.infer<typeof CompletedServiceSchema>;

/** How far back the picker reaches: the invoicing from-date limit (002 §5). */
export const COMPLETED_SERVICES_DAYS = 90;
