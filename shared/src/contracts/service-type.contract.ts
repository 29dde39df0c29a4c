import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';
import { CODE_MAX, isInactiveField, NAME_MAX, requiredText } from './master-fields.ts';

/** Service type (001 §3: id, code, name, isInactive); the screen labels them Service Code and Description. */
export const ServiceTypeInputSchema = z.object({
  code: requiredText('Service Code', CODE_MAX),
  name: requiredText('Description', NAME_MAX),
  isInactive: isInactiveField,
});
export type ServiceTypeInput = z.input<typeof ServiceTypeInputSchema>;

export const ServiceTypeUpdateSchema = ServiceTypeInputSchema.extend(VersionSchema.shape);
export type ServiceTypeUpdate = z.input<typeof ServiceTypeUpdateSchema>;

export const ServiceTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type ServiceType = z.infer<typeof ServiceTypeSchema>;
