import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pagedSchema } from './list.contract.ts';

/*
 * Orders (002 §2 Orders - Select Service, Order Entry, §3, §5, §7 Orders; brief §8): a merchandiser's inventory scan
 * of one service against its planogram. Field names as the spec writes them (`serviceID` in the list row). The header
 * adds what the screen needs beyond the spec's fields (`status`, `noCountNeeded`, `poNumber`, `canUnsubmit`), so the
 * screen carries no role logic.
 */

export const ORDER_MESSAGES = {
  title: 'Inventory Scan (no Layout)',
  fetchFailed: 'Could not fetch orders.',
  noCountRequired: 'No Count Required',
  submittedBanner: 'Submitted',
  noDetails:
    "There are no order details entered. Either provide some data or check 'No Count Required' to submit the order.",
  linesWithNoCount: 'Remove the lines or uncheck No Count Required.',
  submitFailed: 'Could not submit order.',
  unsubmitFailed: 'Could not unsubmit order.',
  networkError: 'Network error',
  submitted: 'Order submitted',
  unsubmitted: 'Order unsubmitted',
  noPlanogram: 'This service has no planogram: the order can only be submitted with No Count Required.',
} as const;

export const ORDER_STATUSES = ['Unsubmitted', 'Submitted', 'Exported'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a positive number.`);
const requiredId = (name: string) =>
  z
    .number({ error: `${name} is required.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} is required.`);
/** The order's id as the screen holds it: null (or 0) before the first scan created the order. */
const optionalOrderId = z.number().int().min(0).nullable().optional();

// ------------------------------------------------------------------------------------------ Select Service

/** Body of `POST orders/jobs`; a merchandiser's own `merchandiserId` is used whatever is sent (R4). */
export const OrderJobsBodySchema = z.object({
  merchandiserId: z.number({ error: 'merchandiserId must be a number.' }).int().positive().nullable().optional(),
  pageNumber: z.number().int().min(1, 'pageNumber must be 1 or more.').optional().default(1),
  pageSize: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `pageSize must be one of ${PAGE_SIZES.join(', ')}.`)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  sortOptions: z
    .object({ sortBy: z.string().max(50).optional(), sortDesc: z.boolean().optional() })
    .nullable()
    .optional(),
});
export type OrderJobsBody = z.output<typeof OrderJobsBodySchema>;

export const OrderServiceRowSchema = z.object({
  serviceID: z.number(),
  earliestDate: z.string(),
  latestDate: z.string(),
  retailerName: z.string(),
  storeNumber: z.number(),
  jobNumber: z.string(),
  /** Ours: the order's state, or null while the service has none. */
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
});
export type OrderServiceRow = z.infer<typeof OrderServiceRowSchema>;
export const OrderServicePageSchema = pagedSchema(OrderServiceRowSchema);

/** How far back the list reaches: services whose latest date is at most this many days ago (brief §8c). */
export const ORDER_LIST_DAYS = 30;

// ------------------------------------------------------------------------------------------ Order Entry

export const OrderHeaderQuerySchema = z.object({ serviceId: positiveId('serviceId') });

export const OrderHeaderSchema = z.object({
  serviceId: z.number(),
  orderId: z.number().nullable(),
  planogramId: z.number().nullable(),
  planogramCode: z.string().nullable(),
  jobDescription: z.string(),
  storeNumber: z.number(),
  isOrderSubmitted: z.boolean(),
  status: z.enum(ORDER_STATUSES).nullable(),
  noCountNeeded: z.boolean(),
  poNumber: z.string().nullable(),
  /** Whether the caller may unsubmit it (staff, submitted, not exported). */
  canUnsubmit: z.boolean(),
});
export type OrderHeader = z.infer<typeof OrderHeaderSchema>;

export const OrderDetailQuerySchema = z.object({ orderId: positiveId('orderId') });

export const OrderLineSchema = z.object({
  orderDetailId: z.number(),
  itemCode: z.string(),
  slotNumber: z.string(),
  upc: z.string(),
  title: z.string(),
  quantity: z.number(),
  cost: z.number(),
  retail: z.number(),
});
export type OrderLineRow = z.infer<typeof OrderLineSchema>;
export const OrderLinesSchema = z.array(OrderLineSchema);

/** A scanned UPC: digits, 6 to 14 (the planogram's rule, brief P3). */
export const UpcSchema = z
  .string({ error: 'UPC is required.' })
  .trim()
  .min(1, 'UPC is required.')
  .regex(/^\d{6,14}$/, 'UPC must be 6 to 14 digits.');

/** Body of `POST orders` (002 §3 Order-entry payload): adds `quantity` of `upc`, or subtracts it with `isDelete`. */
export const OrderLineInputSchema = z.object({
  orderId: optionalOrderId,
  serviceId: requiredId('serviceId'),
  planogramId: z.number().int().nullable().optional(),
  upc: UpcSchema,
  quantity: z
    .number({ error: 'Quantity is required.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(9999, 'Quantity must be at most 9999.'),
  isDelete: z.boolean().optional().default(false),
  /** Ours: the client's id of this scan; sent again with a retry, it is counted once (order-lines.ts). */
  scanId: z.string().trim().min(8).max(64).optional(),
});
export type OrderLineInput = z.output<typeof OrderLineInputSchema>;

/** Query of `PATCH orders/detail/quantity`: the exact quantity, 0 removes the line (brief O3). */
export const OrderQuantityQuerySchema = z.object({
  serviceId: positiveId('serviceId'),
  orderDetailId: positiveId('orderDetailId'),
  quantity: z.coerce
    .number({ error: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(0, 'Quantity must be 0 or more.')
    .max(9999, 'Quantity must be at most 9999.'),
});

/** Body of `POST orders/submit` (002 §3 Order submit payload). */
export const OrderSubmitSchema = z.object({
  serviceId: requiredId('serviceId'),
  orderId: optionalOrderId,
  planogramId: z.number().int().nullable().optional(),
  noCountNeeded: z.boolean().optional().default(false),
});

export const OrderIdParamsSchema = z.object({ orderId: positiveId('orderId') });
