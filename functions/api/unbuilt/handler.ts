import { ROUTES } from '@shelfline/shared';
import { createApiHandler } from '../../common/api-handler.ts';
import { API_FUNCTIONS } from '../../registry.ts';

/**
 * Answers every route whose family has no function yet: after the usual token and role checks it
 * returns 501 with an `errors` message naming the call (never 404 or a fake success). Each later issue
 * moves its family out of here by adding a handler and a line in `registry.ts`.
 */
export const handler = createApiHandler({
  routes: ROUTES.filter((route) => !(route.family in API_FUNCTIONS)),
  implementations: [],
});
