import { ApiError, messagesOf } from '../../lib/api-client.ts';

/** Messages per form field, and the messages that belong to no field (shown in an Alert). */
export interface FormErrors {
  fields: Record<string, string>;
  general: string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, general: [] };

/** zod issues of the shared input schema, first message per top-level field. */
export function errorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldNames: readonly string[],
): FormErrors {
  const result: FormErrors = { fields: {}, general: [] };
  for (const issue of issues) {
    const name = fieldNames.find((field) => field === issue.path[0]);
    if (name) result.fields[name] ??= issue.message;
    else result.general.push(issue.message);
  }
  return result;
}

/**
 * A failed save: a body whose `errors` is an object of field → messages (400 validation, 409 duplicate
 * code) puts each message under its field; everything else (a version conflict, a network failure) goes
 * to the Alert.
 */
export function errorsFromFailure(error: unknown, fieldNames: readonly string[]): FormErrors {
  const result: FormErrors = { fields: {}, general: [] };
  const errors =
    error instanceof ApiError && error.body && typeof error.body === 'object'
      ? (error.body as { errors?: unknown }).errors
      : undefined;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) {
    result.general = messagesOf(error);
    return result;
  }
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).map(String);
    const name = fieldNames.find((field) => field.toLowerCase() === key.toLowerCase());
    if (name && messages[0]) result.fields[name] = messages[0];
    else result.general.push(...messages);
  }
  if (!Object.keys(result.fields).length && !result.general.length) result.general = messagesOf(error);
  return result;
}

/** A field error of react-hook-form (its resolver nests them by path; a whole-object issue sits under ''). */
interface NestedError {
  message?: unknown;
  [key: string]: unknown;
}

/** The messages the zod resolver left in react-hook-form's errors, as the screens show them. */
export function errorsFromFieldErrors(errors: object, fieldNames: readonly string[]): FormErrors {
  const result: FormErrors = { fields: {}, general: [] };
  for (const [key, value] of Object.entries(errors)) {
    const messages = messagesIn(value);
    const name = fieldNames.find((field) => field === key);
    if (name && messages[0]) result.fields[name] = messages[0];
    else result.general.push(...messages);
  }
  return result;
}

function messagesIn(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { message, ...nested } = error as NestedError;
  if (typeof message === 'string') return [message];
  return Object.entries(nested)
    .filter(([key]) => key !== 'ref' && key !== 'type')
    .flatMap(([, value]) => messagesIn(value));
}
