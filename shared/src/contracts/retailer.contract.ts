import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';
import { CODE_MAX, isInactiveField, NAME_MAX, requiredText } from './master-fields.ts';

/** Retailer (001 §3: id, code, name, isInactive). The form and the API validate with the same schema. */
export const RetailerInputSchema = z.object({
  code: requiredText('Code', CODE_MAX),
  name: requiredText('Name', NAME_MAX),
  isInactive: isInactiveField,
});
export type RetailerInput = z.input<typeof RetailerInputSchema>;

export const RetailerUpdateSchema = RetailerInputSchema.extend(VersionSchema.shape);
export type RetailerUpdate = z.input<typeof RetailerUpdateSchema>;

export const RetailerSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type Retailer = z.infer<typeof RetailerSchema>;
