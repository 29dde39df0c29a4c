import { emailRoutes } from '@shelfline/shared/routes/email.routes';
import { implement } from '../../common/api-handler.ts';
import { sendHistoryPage } from '../../domain/mail/history.ts';

/**
 * GET email/messages (ours, docs/decisions.md#additions-beyond-the-spec; brief E5): the send history, newest first,
 * one page. Admins see every sender's messages, account managers their own.
 */
export const listMessages = implement(emailRoutes.listMessages, async ({ query, auth }) =>
  sendHistoryPage(auth.roles.includes('admin') ? undefined : auth.username, query),
);
