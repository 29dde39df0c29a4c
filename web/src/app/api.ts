import { API_PREFIX } from '@shelfline/shared/routes/route';
import { createApiClient } from '../lib/api-client.ts';
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
