import { defineRoute } from './route.ts';

/** E-mail blaster send (001 §2 E-mail composer, §6, §7). */
export const emailRoutes = {
  send: defineRoute({
    method: 'POST',
    path: 'email',
    access: 'emailBlaster',
    summary: 'Send an e-mail (To, Cc, Bcc, Subject, Body, attachments)',
  }),
} as const;
