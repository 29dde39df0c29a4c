import { infoRoutes } from './info.routes.ts';
import type { RouteDefinition } from './route.ts';
import { userRoutes } from './user.routes.ts';

/**
 * The route table: every call of the spec, grouped by family (one file per family).
 * CDK, the local runner, the OpenAPI document, the web client and the role checks all read this.
 */
export const ROUTE_FAMILIES = {
  user: userRoutes,
  info: infoRoutes,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

export const ROUTES: readonly RouteDefinition[] = Object.values(ROUTE_FAMILIES).flatMap((family) =>
  Object.values(family as Record<string, RouteDefinition>),
);

/** Family names (lower-cased first path segment), in table order. */
export const FAMILIES: readonly string[] = [...new Set(ROUTES.map((route) => route.family))];

export function routesOf(family: string): RouteDefinition[] {
  return ROUTES.filter((route) => route.family === family);
}
