import { API_PREFIX, type RouteDefinition } from '@shelfline/shared/routes/route';
import type * as z from 'zod';
import { createApiClient, type RequestOptions } from '../lib/api-client.ts';
import { type RouteAnswer, type RouteArgs, routePath } from '../lib/route-call.ts';
import { navigateTo } from './navigation/navigator.ts';
import { queryClient } from './providers/query-client.ts';
import { sessionStore } from './session/session.ts';

/** The API, on the same origin under /api (behind CloudFront, and proxied by Vite's dev server). */
export const api = createApiClient({
  baseUrl: API_PREFIX,
  tokens: { get: () => sessionStore.tokens(), set: (tokens) => sessionStore.update(tokens) },
  onSignOut: (reason) => {
    sessionStore.signOut();
    queryClient.clear();
    // 000 §4.7: a 401 on the refresh call goes to /login; any other failure leaves the route guard to
    // send the user to / while remembering the page they were on.
    if (reason === 'refresh-unauthorized') navigateTo('/login');
  },
});

/**
 * The one way a screen calls the API: the route comes from the shared table (`@shelfline/shared/routes/…`),
 * so its path, parameters, query, body and answer are typed by the same schemas the server validates with,
 * and the answer is parsed with the route's response schema.
 */
export function callRoute<D extends RouteDefinition>(route: D, args: RouteArgs<D>): Promise<RouteAnswer<D>> {
  const { params, query, body, signal } = args as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  // The sign-in calls (`public`) never carry a stored token.
  const options: RequestOptions<RouteAnswer<D>> = { body, auth: route.access !== 'public' };
  if (signal) options.signal = signal;
  if (route.response) options.schema = route.response as z.ZodType<RouteAnswer<D>>;
  return api.request(route.method, routePath(route, params, query), options);
}

/**
 * A call that answers a file (a download): the bytes as a Blob, or, for a file too large to answer inline, the JSON
 * link to it in S3 (`{ url, fileName }`, functions/common/answer-limit.ts) that `saveDownload` follows.
 */
export function callFileRoute<D extends RouteDefinition>(
  route: D,
  args: RouteArgs<D>,
): Promise<Blob | { url: string; fileName: string }> {
  const { params, query, signal } = args as { params?: object; query?: object; signal?: AbortSignal };
  return api.request(route.method, routePath(route, params, query), { file: true, ...(signal ? { signal } : {}) });
}
