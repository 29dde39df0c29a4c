import * as z from 'zod';

/**
 * The error body every failed API call returns (spec 000 §8.1, docs/decisions.md#api).
 *
 * `errors` is a string, a list of strings, or an object of field → messages; the SPA's common error
 * handler reads all three. Validation failures use the object form so forms can show each field's message.
 */
export const ErrorBodySchema = z.object({
  errors: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Flattens any `errors` shape (and the fallbacks of 000 §8.1) into the messages to show. */
export function errorMessages(body: unknown, fallback = 'Something went wrong. Please try again.'): string[] {
  if (typeof body === 'string' && body.trim()) return [body];
  if (!body || typeof body !== 'object') return [fallback];
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.map(String);
  if (errors && typeof errors === 'object') {
    return Object.entries(errors as Record<string, unknown>).flatMap(([field, value]) => {
      const list = Array.isArray(value) ? value.map(String) : [String(value)];
      return field === '_' || field === ''
        ? list
        : list.map((m) => (m.toLowerCase().includes(field.toLowerCase()) ? m : `${field}: ${m}`));
    });
  }
  if (typeof record.errorMessage === 'string') return [record.errorMessage];
  if (typeof record.message === 'string') return [record.message];
  return [fallback];
}
