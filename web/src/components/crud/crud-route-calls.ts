import type { RouteDefinition } from '@shelfline/shared/routes/route';
import type * as z from 'zod';
import { callRoute } from '../../app/api.ts';
import type { RouteAnswer } from '../../lib/route-call.ts';

/** The body a route accepts, as its own schema reads it. */
type BodyOf<R> = R extends RouteDefinition<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;

/** The create, update (`{id}`, version-checked) and delete calls of a master file, from the shared route table. */
export interface MasterFileRoutes {
  create: RouteDefinition;
  update: RouteDefinition;
  remove: RouteDefinition;
}

/**
 * A master file's writes for `useCrudController`, typed by its routes (`retailersRoutes`, `storesRoutes`, …): the
 * input is the create route's body, the answer its response; an update sends the record's `version` read with it.
 */
export function crudRouteCalls<R extends MasterFileRoutes>(routes: R) {
  // The three routes share the `{id}` + version shape; the casts only bridge `callRoute`'s per-route generics.
  return {
    create: (input: BodyOf<R['create']>): Promise<RouteAnswer<R['create']>> =>
      callRoute(routes.create, { body: input } as never) as Promise<RouteAnswer<R['create']>>,
    update: (
      item: { id: number; version: number },
      input: Omit<BodyOf<R['update']>, 'version'>,
    ): Promise<RouteAnswer<R['update']>> =>
      callRoute(routes.update, {
        params: { id: item.id },
        body: { ...input, version: item.version },
      } as never) as Promise<RouteAnswer<R['update']>>,
    remove: (item: { id: number }): Promise<unknown> => callRoute(routes.remove, { params: { id: item.id } } as never),
  };
}

/** What `useCrudController` calls to write: `crudRouteCalls(routes)` fits, or a screen's own functions. */
export interface CrudCalls<T, I> {
  create: (input: I) => Promise<T>;
  update: (item: T, input: I) => Promise<T>;
  remove: (item: T) => Promise<unknown>;
}
