import type * as z from 'zod';
import type { AccessArea } from '../access.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** File types an upload may carry; the server checks the bytes, not the name or the declared type. */
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * A route that takes `multipart/form-data`: its files under one field, within limits the server enforces while it
 * reads (413 past them). The other form fields are validated by `body`. A Lambda event is capped at 6 MB and a
 * binary body travels base64-encoded (4/3), so `maxTotalBytes` stays at 4 MB or less (docs/decisions.md#uploads).
 */
export interface UploadRule {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  types: readonly UploadType[];
}

/** Every API path is served under this prefix, locally and behind CloudFront. */
export const API_PREFIX = '/api';

/**
 * One call of the API, as the spec writes it (`inventory/endpoints.tsv`).
 *
 * `path` keeps the spec's spelling and case (`Schedule/reassignments/{id}/act`); the server also matches
 * it case-insensitively. `access` names the area of `ACCESS` whose roles may call it, or `public` for
 * the sign-in calls. Schemas are added by the issue that builds the family; a route without a handler
 * answers 501.
 */
export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  family: string;
  access: AccessArea | 'public';
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  upload?: UploadRule;
}

/** Declares a route; the family is the first path segment, lower-cased (summary.md §1.1). */
export function defineRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(definition: Omit<RouteDefinition<P, Q, B, R>, 'family'> & { family?: string }): RouteDefinition<P, Q, B, R> {
  const family = definition.family ?? familyOf(definition.path);
  return { ...definition, family };
}

export function familyOf(path: string): string {
  return (path.split('/')[0] ?? '').toLowerCase();
}

/** `GET draftSchedules/{id}`: the key used by handlers and tests to name a route. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
