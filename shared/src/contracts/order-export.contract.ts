import * as z from 'zod';
import { AuditFieldsSchema, positiveId, requiredText } from './fields.ts';
import { VersionSchema } from './list.contract.ts';

/*
 * Order export (002 §2 Order Maintenance, Order export layouts, §3, §7; brief §9): orders submitted and not yet
 * exported, listed per supplier and job; an export writes the chosen orders into a workbook with the columns of an
 * export layout and marks them Exported (terminal); History lists the exported orders and downloads their file again.
 */

/**
 * The fields a layout may use (brief §9c), with the caption a new column starts with. The NotExported table and the
 * Standard layout use a subset; every field is one value of an order line (or of its order, for every line of it).
 */
export const ORDER_EXPORT_FIELDS = [
  { field: 'orderId', caption: 'Order #' },
  { field: 'poNumber', caption: 'PO #' },
  { field: 'serviceId', caption: 'Service #' },
  { field: 'submittedDate', caption: 'Submitted' },
  { field: 'merchandiser', caption: 'Merchandiser' },
  { field: 'supplier', caption: 'Supplier' },
  { field: 'retailer', caption: 'Retailer' },
  { field: 'jobNumber', caption: 'Job #' },
  { field: 'jobDescription', caption: 'Job' },
  { field: 'storeNumber', caption: 'Store #' },
  { field: 'storeName', caption: 'Store' },
  { field: 'address1', caption: 'Address' },
  { field: 'city', caption: 'City' },
  { field: 'province', caption: 'Province' },
  { field: 'postalCode', caption: 'Postal Code' },
  { field: 'planogramCode', caption: 'Planogram' },
  { field: 'category', caption: 'Category' },
  { field: 'slotNumber', caption: 'Slot' },
  { field: 'itemCode', caption: 'Item Code' },
  { field: 'upc', caption: 'UPC' },
  { field: 'title', caption: 'Title' },
  { field: 'quantity', caption: 'Quantity' },
  { field: 'cost', caption: 'Cost' },
  { field: 'retail', caption: 'Retail' },
  { field: 'extendedCost', caption: 'Extended Cost' },
  { field: 'extendedRetail', caption: 'Extended Retail' },
  { field: 'noOrderNeeded', caption: 'No Order Needed' },
] as const;

export type OrderExportField = (typeof ORDER_EXPORT_FIELDS)[number]['field'];
export const ORDER_EXPORT_FIELD_NAMES = ORDER_EXPORT_FIELDS.map((f) => f.field) as [
  OrderExportField,
  ...OrderExportField[],
];

/** The Standard layout (id 1): the NotExported table's columns, which every deployment has (brief §9c). */
export const STANDARD_LAYOUT_NAME = 'Standard';
export const STANDARD_LAYOUT_COLUMNS: { field: OrderExportField; caption: string }[] = [
  { field: 'orderId', caption: 'Order #' },
  { field: 'merchandiser', caption: 'Merchandiser' },
  { field: 'retailer', caption: 'Retailer' },
  { field: 'jobNumber', caption: 'Job #' },
  { field: 'storeNumber', caption: 'Store #' },
  { field: 'category', caption: 'Category' },
  { field: 'title', caption: 'Title' },
  { field: 'upc', caption: 'UPC' },
  { field: 'poNumber', caption: 'PO #' },
  { field: 'quantity', caption: 'Quantity' },
  { field: 'cost', caption: 'Cost' },
  { field: 'retail', caption: 'Retail' },
];

export const LAYOUT_NAME_MAX = 100;
export const COLUMN_CAPTION_MAX = 60;
export const LAYOUT_COLUMNS_MAX = ORDER_EXPORT_FIELDS.length;

export const OrderExportFieldSchema = z.object({ field: z.string(), caption: z.string() });
export type OrderExportFieldOption = z.infer<typeof OrderExportFieldSchema>;

export const OrderExportColumnSchema = z.object({
  field: z.enum(ORDER_EXPORT_FIELD_NAMES, { error: 'Field must be one of the export fields.' }),
  caption: requiredText('Caption', COLUMN_CAPTION_MAX),
});
export type OrderExportColumn = z.infer<typeof OrderExportColumnSchema>;

/** POST orderExport/layouts: a name and the columns in order (each field at most once). */
export const OrderExportLayoutInputSchema = z.object({
  /** Ignored: the path (or a new id) names the layout. */
  orderExportLayoutId: z.number().optional(),
  name: requiredText('Name', LAYOUT_NAME_MAX),
  columns: z
    .array(OrderExportColumnSchema, { error: 'Columns are required.' })
    .min(1, 'Choose at least one column.')
    .max(LAYOUT_COLUMNS_MAX, `At most ${LAYOUT_COLUMNS_MAX} columns.`)
    .refine((columns) => new Set(columns.map((c) => c.field)).size === columns.length, 'Each field at most once.'),
});
export type OrderExportLayoutInput = z.input<typeof OrderExportLayoutInputSchema>;
export type OrderExportLayoutValues = z.output<typeof OrderExportLayoutInputSchema>;

/** PUT orderExport/layouts/{id}: the layout with the version it was read at. */
export const OrderExportLayoutUpdateSchema = OrderExportLayoutInputSchema.extend(VersionSchema.shape);

export const OrderExportLayoutSchema = z
  .object({
    id: z.number(),
    orderExportLayoutId: z.number(),
    name: z.string(),
    columns: z.array(z.object({ field: z.string(), caption: z.string() })),
  })
  .extend(AuditFieldsSchema.shape);
export type OrderExportLayout = z.infer<typeof OrderExportLayoutSchema>;

/** A row of the layouts list (002 §3: orderExportLayoutId, name). */
export const OrderExportLayoutRowSchema = z.object({
  id: z.number(),
  orderExportLayoutId: z.number(),
  name: z.string(),
});
export type OrderExportLayoutRow = z.infer<typeof OrderExportLayoutRowSchema>;

const IsoDay = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .optional();

/** GET orderExport?supplierId&jobId: both chosen (the screen's Load is disabled until then). */
export const NotExportedQuerySchema = z.object({ supplierId: positiveId('supplierId'), jobId: positiveId('jobId') });

/** GET orderExport/history: a job of the supplier (or every job of it), export dates from..to (default: this month). */
export const OrderHistoryQuerySchema = z
  .object({
    supplierId: positiveId('supplierId'),
    jobId: positiveId('jobId').optional(),
    fromDate: IsoDay('fromDate'),
    toDate: IsoDay('toDate'),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    path: ['toDate'],
    message: 'toDate must not be before fromDate.',
  });

/** POST orderExport/excel?orderLayoutId&supplierId. */
export const OrderExportExcelQuerySchema = z.object({
  orderLayoutId: positiveId('orderLayoutId'),
  supplierId: positiveId('supplierId'),
});

export const ORDERS_PER_EXPORT_MAX = 1000;

const OrderIdsSchema = z
  .array(z.number({ error: 'Order ids must be numbers.' }).int().positive('Order ids must be positive.'))
  .min(1, 'Select at least one order.')
  .max(ORDERS_PER_EXPORT_MAX, `At most ${ORDERS_PER_EXPORT_MAX} orders in one export.`);

/**
 * The body of POST orderExport/excel: the selected order ids (002 §7), as the spec's bare list, read as
 * `{ orderIds }` (which is accepted too): an object, so a misspelt key is named like in every other body.
 */
export const OrderExportIdsSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { orderIds: body } : body),
  z.object({ orderIds: OrderIdsSchema }),
);

/** A line of a not-exported order (002 §3), or the one row of a No Count Required order ('No order needed'). */
export const NotExportedRowSchema = z.object({
  orderId: z.number(),
  serviceId: z.number(),
  merchandiser: z.string(),
  retailer: z.string(),
  jobNumber: z.string(),
  storeNumber: z.number(),
  category: z.string(),
  title: z.string(),
  upc: z.string(),
  poNumber: z.string(),
  quantity: z.number().nullable(),
  cost: z.number().nullable(),
  retail: z.number().nullable(),
  noOrderNeeded: z.boolean(),
});
export type NotExportedRow = z.infer<typeof NotExportedRowSchema>;

/**
 * An exported order (002 §3). `fileUrl` downloads its export's file again until `fileUrlExpiresAt` (a short-lived
 * link issued after the role check; brief O11); absent when the file is not kept.
 */
export const OrderHistoryRowSchema = z.object({
  orderId: z.number(),
  merchandiser: z.string(),
  supplier: z.string(),
  retailer: z.string(),
  jobNumber: z.string(),
  storeNumber: z.number(),
  planogramCode: z.string(),
  noOrderNeeded: z.boolean(),
  submittedDate: z.string(),
  exportDate: z.string(),
  exportFileName: z.string(),
  exportedBy: z.string(),
  fileUrl: z.string().optional(),
  fileUrlExpiresAt: z.string().optional(),
});
export type OrderHistoryRow = z.infer<typeof OrderHistoryRowSchema>;
