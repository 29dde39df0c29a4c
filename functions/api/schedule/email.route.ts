import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { recipientsOf, sendScheduleEmail } from '../../domain/schedule/schedule-email.ts';
import { scheduleScopeOf, selectServices } from '../../domain/schedule/select-services.ts';

/** Ids shown in a refusal before it says "and n more". */
const SHOWN_IDS = 20;

/**
 * POST schedule/email (admin, accountManager; docs/decisions.md#schedule-actions-and-e-mail): e-mails `subject` and `message` to the merchandisers
 * of `serviceIds` — which must all be among the filter's services (400 naming the others) — or of every filtered
 * service. Answers how many addresses were written to and how many services they cover; merchandisers without an
 * e-mail address are skipped (logged), and 400 when nobody is left to write to.
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
  const recipients = recipientsOf(services, directory);
  if (recipients.addresses.length === 0)
    throw new BadRequestError({
      [body.serviceIds === undefined ? 'filter' : 'serviceIds']: [
        services.length === 0
          ? 'No service matches the filter.'
          : 'None of these services has a merchandiser with an e-mail address.',
      ],
    });
  await sendScheduleEmail(recipients.addresses, body.subject, body.message);
  log.info('schedule e-mail sent', {
    recipients: recipients.addresses.length,
    services: recipients.services,
    merchandisersWithoutEmail: recipients.withoutEmail,
    servicesWithoutMerchandiser: recipients.unassigned,
  });
  return { recipients: recipients.addresses.length, services: recipients.services };
});
