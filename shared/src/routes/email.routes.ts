import { defineRoute } from './route.ts';

/** E-mail blaster send (001 §2 E-mail composer, §6, §7). */
export const emailRoutes = {
  send: defineRoute({
    method: 'POST',
    path: 'email',
    access: 'emailBlaster',
    summary: 'Send an e-mail (To, Cc, Bcc, Subject, Body, attachments)',
  }),
  /** Ours, not the spec's (docs/decisions.md#additions-beyond-the-spec): sending is asynchronous, so its outcome needs a place. */
  listMessages: defineRoute({
    method: 'GET',
    path: 'email/messages',
    access: 'emailBlaster',
    summary: 'Send history: one row per message with its recipient, batch, delivery and bounce counts',
  }),
} as const;
