import type { HttpMethod, RouteDefinition } from './route.ts';

export interface RouteMatch<T extends RouteDefinition = RouteDefinition> {
  route: T;
  params: Record<string, string>;
}

interface Compiled<T> {
  route: T;
  method: string;
  segments: string[];
  literals: number;
}

/**
 * Builds a matcher over a list of routes.
 *
 * Paths match case-insensitively and literal segments win over parameters (docs/decisions.md#api:
 * `draftSchedules/details/batch` is not `details/{id}`, `jobs/lookup` is not `jobs/{id}`).
 * Compiled once per Lambda container; a match is a linear pass over the family's few routes.
 */
export function createMatcher<T extends RouteDefinition>(routes: readonly T[]) {
  const compiled: Compiled<T>[] = routes.map((route) => {
    const segments = split(route.path).map((s) => (isParam(s) ? s : s.toLowerCase()));
    return { route, method: route.method, segments, literals: segments.filter((s) => !isParam(s)).length };
  });

  /** The route for a method and a path relative to the API prefix, with decoded path parameters. */
  function match(method: string, path: string): RouteMatch<T> | undefined {
    const actual = split(path);
    let best: { found: RouteMatch<T>; literals: number } | undefined;
    for (const candidate of compiled) {
      if (candidate.method !== method.toUpperCase() || candidate.segments.length !== actual.length) continue;
      const params = matchSegments(candidate.segments, actual);
      if (params && (!best || candidate.literals > best.literals)) {
        best = { found: { route: candidate.route, params }, literals: candidate.literals };
      }
    }
    return best?.found;
  }

  /** Methods allowed on a path, for 405 answers. */
  function methodsFor(path: string): HttpMethod[] {
    const actual = split(path);
    return compiled
      .filter((c) => c.segments.length === actual.length && matchSegments(c.segments, actual))
      .map((c) => c.route.method);
  }

  return { match, methodsFor };
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    const value = actual[i] as string;
    if (isParam(part)) {
      try {
        params[part.slice(1, -1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
const split = (path: string) => (path.split('?')[0] ?? '').split('/').filter(Boolean);
