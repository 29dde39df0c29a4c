import type { RouteDefinition } from '@shelfline/shared/routes/route';
import type * as z from 'zod';

/** A part the route declares no schema for (the default `z.ZodType`) cannot be sent. */
type Part<S, Key extends string, Value> = z.ZodType extends S ? { [K in Key]?: never } : { [K in Key]: Value };
/**
 * The query as the server reads it after parsing, every field optional: the types cannot tell a field the
 * schema defaults from a required one when both are coerced from text (their input is `unknown`), and the
 * server answers a missing required field with a 400 naming it. Names and value types are still checked.
 */
type QueryPart<S> = z.ZodType extends S ? { query?: never } : { query?: Partial<z.output<S>> };

/**
 * What a call of `route` sends, typed by the route's own schemas: path parameters and query as the
 * server reads them after parsing, the body as the server accepts it. A part the route does not declare
 * is refused by the type check, so a renamed path or a changed contract fails `npm run typecheck`.
 */
export type RouteArgs<D> =
  D extends RouteDefinition<infer P, infer Q, infer B>
    ? Part<P, 'params', z.output<P>> & QueryPart<Q> & Part<B, 'body', z.input<B>> & { signal?: AbortSignal }
    : never;

/** What the call answers: the route's response schema's output, or `unknown` when it declares none. */
export type RouteAnswer<D> =
  D extends RouteDefinition<z.ZodType, z.ZodType, z.ZodType, infer R>
    ? z.ZodType extends R
      ? unknown
      : z.output<R>
    : never;

/**
 * The relative path of one call: `{name}` segments filled from `params` (encoded), then the query with
 * lists as repeated keys (`retailerId=1&retailerId=2`, as the server's `readQuery` reads them) and
 * undefined values left out.
 */
export function routePath(route: Pick<RouteDefinition, 'path'>, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
