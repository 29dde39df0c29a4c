import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement, respond } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { composerPrefillOf, queueScheduleEmail, recipientsOf } from '../../domain/schedule/schedule-email.ts';
import { scheduleScopeOf, selectServices } from '../../domain/schedule/select-services.ts';

/** Ids shown in a refusal before it says "and n more". */
const SHOWN_IDS = 20;

/** The caller's worker id (staff sign in as workers), to find their own address in the directory. */
const callerWorkerId = (auth: Caller) => {
  const id = auth.personType === 'employee' ? Number(auth.personId) : Number.NaN;
  return Number.isInteger(id) ? id : undefined;
};

/**
 * POST schedule/email (admin, accountManager; docs/decisions.md#schedule-actions-and-e-mail, brief E1): e-mails
 * `subject` and `message` to the merchandisers of `serviceIds` — which must all be among the filter's services (400
 * naming the others) — or of every filtered service, through the outbox (202 with what was queued, as POST email
 * answers; the mail worker sends it). Merchandisers without an e-mail address are skipped (logged), and 400 when
 * nobody is left to write to. With `preview: true` it sends nothing and answers the composer modal's recipients.
 */
export const email = implement(scheduleRoutes.email, async ({ body, auth, log }) => {
  const { filtered, directory } = await selectServices(body.filter, scheduleScopeOf(auth));
  let services = filtered;
  if (body.serviceIds !== undefined) {
    const byId = new Map(filtered.map((s) => [s.id, s]));
    const wanted = [...new Set(body.serviceIds)];
    const outside = wanted.filter((id) => !byId.has(id));
    if (outside.length > 0) {
      const more = outside.length > SHOWN_IDS ? ` and ${outside.length - SHOWN_IDS} more` : '';
      throw new BadRequestError({
        serviceIds: [`Services ${outside.slice(0, SHOWN_IDS).join(', ')}${more} are not among the filtered services.`],
      });
    }
    services = wanted.map((id) => byId.get(id)).filter((s) => s !== undefined);
  }
  const workerId = callerWorkerId(auth);
  if (body.preview) return composerPrefillOf(services, directory, workerId);

  const recipients = recipientsOf(services, directory);
  if (recipients.addresses.length === 0)
    throw new BadRequestError({
      [body.serviceIds === undefined ? 'filter' : 'serviceIds']: [
        services.length === 0
          ? 'No service matches the filter.'
          : 'None of these services has a merchandiser with an e-mail address.',
      ],
    });
  const own = workerId === undefined ? undefined : directory.get(workerId);
  const queued = await queueScheduleEmail(
    recipients.addresses,
    { subject: body.subject ?? '', message: body.message ?? '' },
    {
      username: auth.username,
      name: [auth.givenName, auth.familyName].filter(Boolean).join(' ') || auth.username,
      replyTo: own?.email?.trim().toLowerCase() || undefined,
    },
  );
  // Counts only: addresses are personal data (brief §5f).
  log.info('schedule e-mail queued', {
    messageId: queued.messageId,
    recipients: queued.recipients,
    batches: queued.batches,
    skipped: queued.skipped.length,
    services: recipients.services,
    merchandisersWithoutEmail: recipients.withoutEmail.length,
    servicesWithoutMerchandiser: recipients.unassigned,
  });
  return respond(202, { ...queued, services: recipients.services });
});
