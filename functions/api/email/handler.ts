import { emailRoutes } from '@shelfline/shared/routes/email.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { listMessages } from './list-messages.route.ts';
import { send } from './send.route.ts';

/** The `email` family: the composer's send (001 §7 E-mail) and the send history (our addition, brief E5). */
export const handler = createApiHandler({
  routes: Object.values(emailRoutes),
  implementations: [send, listMessages],
});
