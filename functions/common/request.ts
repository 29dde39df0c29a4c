import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { BadRequestError, PayloadTooLargeError } from './http-errors.ts';
import { knownToNeither, unknownFields } from './unknown-fields.ts';

/** Bodies above this are refused before parsing; no call of the spec sends more (files go to S3). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads the JSON body; an empty body is `undefined`, malformed JSON a 400 naming the body. */
export function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLargeError(MAX_BODY_BYTES);
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError({ body: ['The request body is not valid JSON.'] });
  }
}

/**
 * Reads the query string keeping repeated keys as lists (`retailerId=1&retailerId=2` → `['1','2']`):
 * API Gateway's `queryStringParameters` joins them with commas, which breaks values containing commas.
 */
export function readQuery(event: APIGatewayProxyEventV2): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(event.rawQueryString ?? '')) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

/** Validates one part of the request; failures become a 400 whose `errors` names each field. */
export function validate<S extends z.ZodType>(schema: S | undefined, value: unknown, part: string): z.output<S> {
  if (!schema) return value as z.output<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new BadRequestError(fieldErrors(result.error, part));
}

export const UNKNOWN_FIELD = 'Unknown field: the call does not take it.';

/**
 * Validates a body strictly: besides zod's own checks, every key the contract does not read is refused (400 naming
 * it), so a misspelt or foreign field never reads as "not given". `readable` is the GET answer of the same
 * resource: an edit form may send back what it read, and those fields are accepted and ignored.
 */
export function validateBody<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  readable?: z.ZodType,
): z.output<S> {
  if (!schema) {
    // A call without a body contract reads nothing from the body: anything beyond `{}` was meant for another call.
    const empty = value === undefined || (isObject(value) && Object.keys(value).length === 0);
    if (empty) return undefined as z.output<S>;
    throw new BadRequestError({ body: ['This call takes no request body.'] });
  }
  const unknownToBody = unknownFields(schema, value);
  const unknown = readable ? knownToNeither(unknownToBody, unknownFields(readable, value)) : unknownToBody;
  const result = schema.safeParse(value);
  if (result.success && unknown.length === 0) return result.data;
  const errors = result.success ? {} : fieldErrors(result.error, 'body');
  for (const field of unknown) errors[field] = [...(errors[field] ?? []), UNKNOWN_FIELD];
  throw new BadRequestError(errors);
}

/** `{ 'employeeCode': ['Please input login code.'] }`; errors on the whole part are keyed by the part. */
export function fieldErrors(error: z.ZodError, part: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    const message =
      issue.code === 'invalid_type' && issue.path.length === 0
        ? `The ${part} is missing or not an object.`
        : issue.message;
    errors[key] = [...(errors[key] ?? []), message];
  }
  return errors;
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
