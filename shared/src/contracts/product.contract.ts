import * as z from 'zod';
import { ActiveQuerySchema, OptionalPageQuerySchema, VersionSchema } from './list.contract.ts';
import { CODE_MAX, isInactiveField, requiredText } from './master-fields.ts';

export const DESCRIPTION1_MAX = 200;

/** Product (001 §3: id, code, description1, consumerGroupId, consumerGroup, isInactive). */
export const ProductInputSchema = z.object({
  code: requiredText('Product Code', CODE_MAX),
  description1: requiredText('Description 1', DESCRIPTION1_MAX),
  consumerGroupId: z
    .number({ error: 'Consumer Group is required.' })
    .int('Consumer Group must be a whole number.')
    .positive('Consumer Group is required.'),
  isInactive: isInactiveField,
});
export type ProductInput = z.input<typeof ProductInputSchema>;

export const ProductUpdateSchema = ProductInputSchema.extend(VersionSchema.shape);
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

export const ProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  description1: z.string(),
  consumerGroupId: z.number(),
  consumerGroup: z.string(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type Product = z.infer<typeof ProductSchema>;

/** `GET products`: paged (PageQuerySchema), `includeInactive`, and the Consumer Group filter of the screen. */
export const ProductListQuerySchema = OptionalPageQuerySchema.extend(ActiveQuerySchema.shape).extend({
  consumerGroupId: z.coerce
    .number({ error: 'consumerGroupId must be a number.' })
    .int()
    .positive('consumerGroupId must be a positive number.')
    .optional(),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** Sortable columns of the product list (the default first). */
export const PRODUCT_SORTS = ['code', 'description1', 'consumerGroup', 'isInactive'] as const;
