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
  // The file manager's further types (brief §3.1); OLE documents (.doc/.xls/.ppt) share one signature.
  'image/gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/csv',
  'text/plain',
  'application/zip',
  'video/mp4',
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
  /**
   * Files of any type (`types` is then empty): the route judges them itself. E-mail attachments take every type but
   * SES's blocked ones (functions/domain/mail/attachments.ts).
   */
  anyType?: true;
  /** Room for one text field when a field carries content (an e-mail's HTML body); 16 kB otherwise. */
  maxFieldBytes?: number;
  /**
   * The route also takes a JSON body (validated by `body`) when the request is not multipart: the file manager stages
   * and completes large uploads on the same call that takes small files.
   */
  json?: true;
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
