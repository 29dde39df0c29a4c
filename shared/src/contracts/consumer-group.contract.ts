import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';
import { CODE_MAX, isInactiveField, NAME_MAX, requiredText } from './master-fields.ts';

/** Consumer group (001 §3: id, code, description, isInactive). */
export const ConsumerGroupInputSchema = z.object({
  code: requiredText('Code', CODE_MAX),
  description: requiredText('Description', NAME_MAX),
  isInactive: isInactiveField,
});
export type ConsumerGroupInput = z.input<typeof ConsumerGroupInputSchema>;

export const ConsumerGroupUpdateSchema = ConsumerGroupInputSchema.extend(VersionSchema.shape);
export type ConsumerGroupUpdate = z.input<typeof ConsumerGroupUpdateSchema>;

export const ConsumerGroupSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type ConsumerGroup = z.infer<typeof ConsumerGroupSchema>;
