import * as z from 'zod';
import { positiveId, requiredText } from './fields.ts';
import { VersionSchema } from './list.contract.ts';

/*
 * Suppliers with their contacts and users (001 §3 Master data, §7 Suppliers). The SPA's forms validate with
 * these schemas, so the server refuses exactly what the forms refuse.
 */

/** Contact text keeps '' as sent (the shared `optionalText` turns it into "not given"). */
function optionalContactText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional();
}

const optionalEmail = z
  .string({ error: 'Email must be text.' })
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Email is not a valid e-mail address.')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const isInactive = z.boolean({ error: 'isInactive must be true or false.' }).optional().default(false);

/** Ids in `suppliers/{id}/…/{contactId}` and `…/users/{userId}` paths. */
export const SupplierParamsSchema = z.object({ id: positiveId('id') });
export const SupplierContactParamsSchema = z.object({ id: positiveId('id'), contactId: positiveId('contactId') });
export const SupplierUserParamsSchema = z.object({ id: positiveId('id'), userId: positiveId('userId') });
export const SupplierUserIdParamsSchema = z.object({ userId: positiveId('userId') });

// ---------------------------------------------------------------------------------------------- supplier

export const SupplierInputSchema = z.object({
  code: requiredText('Code', 20),
  name: requiredText('Name', 100),
  isInactive,
});
export type SupplierInput = z.input<typeof SupplierInputSchema>;

export const SupplierUpdateSchema = SupplierInputSchema.extend(VersionSchema.shape);
export type SupplierUpdate = z.input<typeof SupplierUpdateSchema>;

export const SupplierSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

// ---------------------------------------------------------------------------------------------- contacts

export const SupplierContactInputSchema = z.object({
  name: requiredText('Name', 100),
  title: optionalContactText('Title', 100),
  email: optionalEmail,
  phone: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(30, 'Phone must be at most 30 characters.')
    .regex(/^[0-9+().\-\s]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i, 'Phone may contain only digits, spaces and + ( ) - .')
    .optional(),
  isPrimary: z.boolean({ error: 'isPrimary must be true or false.' }).optional().default(false),
});
export type SupplierContactInput = z.input<typeof SupplierContactInputSchema>;

export const SupplierContactUpdateSchema = SupplierContactInputSchema.extend(VersionSchema.shape);
export type SupplierContactUpdate = z.input<typeof SupplierContactUpdateSchema>;

export const SupplierContactSchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  name: z.string(),
  title: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  isPrimary: z.boolean(),
  version: z.number(),
});
export type SupplierContact = z.infer<typeof SupplierContactSchema>;

// ---------------------------------------------------------------------------------------------- users

/**
 * The user pool's password policy (infra/stacks/auth-stack.ts): checked here too, so a weak password is a
 * 400 naming the field before anything is written, and the form can show the rules.
 */
export const PASSWORD_POLICY_TEXT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a symbol.';

export const PasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(256, 'Password must be at most 256 characters.')
  .refine(
    (p) => p.length >= 8 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9\s]/.test(p),
    `Password does not meet the policy: ${PASSWORD_POLICY_TEXT}`,
  )
  .refine((p) => p === p.trim(), 'Password must not start or end with a space.');

const userFields = {
  /** The login code typed at /loginCustomer; unique across supplier users. */
  userName: requiredText('Login code', 50).regex(
    /^[A-Za-z0-9._@+-]+$/,
    'Login code may contain only letters, digits and . _ @ + -',
  ),
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  email: optionalEmail,
  isInactive,
};

export const SupplierUserCreateSchema = z.object({ ...userFields, password: PasswordSchema });
export type SupplierUserCreate = z.input<typeof SupplierUserCreateSchema>;

/** An update changes names, e-mail and the active flag; a password, when given, replaces the current one. */
export const SupplierUserUpdateSchema = z.object({
  ...userFields,
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), PasswordSchema.optional()),
  ...VersionSchema.shape,
});
export type SupplierUserUpdate = z.input<typeof SupplierUserUpdateSchema>;

export const SupplierUserSchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  isInactive: z.boolean(),
  version: z.number(),
});
export type SupplierUser = z.infer<typeof SupplierUserSchema>;
