import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement, respond } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/http-errors.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import {
  getService,
  replaceServiceItem,
  ServiceConflictError,
  writeServiceTransaction,
} from '../../data/schedule/schedule.repository.ts';
import { callerName } from '../../domain/schedule/reassign.ts';
import { scheduleScopeOf } from '../../domain/schedule/select-services.ts';
import { recordOf } from './update.route.ts';

/**
 * POST schedule/confirmations/{id} ({id} = the service id; 000 §4.5, §5, §7.5): confirms a service on an estimated
 * date within its earliest..latest dates, or without a date (`estimatedDate` null, 'No Date'). 409 when it is
 * confirmed already (PUT changes it). Answers 201 with {estimatedDate}. Rules shared with PUT and DELETE:
 * {@link changeConfirmation}.
 */
export const createConfirmation = implement(scheduleRoutes.createConfirmation, async ({ params, body, auth }) =>
  respond(201, await changeConfirmation(params.id, auth, { kind: 'create', estimatedDate: body.estimatedDate })),
);

export type ConfirmationChange = { kind: 'create' | 'update'; estimatedDate: string | null } | { kind: 'remove' };

const notFound = (id: number) => new NotFoundError(`Service ${id} was not found.`);

/**
 * Creates, changes or removes the confirmation stored on a service (`confirmation: {estimatedDate, confirmedAt,
 * confirmedBy}`).
 * - A merchandiser (without a staff role, scheduleScopeOf) may touch only the services they lead: another's answers
 *   404 as if it did not exist. Staff may touch any.
 * - Only live services: not activated or submitted answers 400 (errors.id).
 * - create: 409 when already confirmed; update and remove: 404 when not confirmed.
 * - A date must lie within earliest..latest inclusive (400 errors.estimatedDate).
 * The write is conditioned on the version read; the caller sends no version, so a conflict with a concurrent change
 * of the service is retried once on a fresh read (every rule checked again), then answers 409.
 */
export async function changeConfirmation(
  id: number,
  auth: Caller,
  change: ConfirmationChange,
): Promise<{ estimatedDate: string | null } | undefined> {
  const scope = scheduleScopeOf(auth);
  for (let attempt = 1; ; attempt++) {
    const service = await getService(id);
    if (!service) throw notFound(id);
    if (scope.merchandiserId !== undefined && service.merchandiserId !== scope.merchandiserId) throw notFound(id);
    if (service.isSubmitted)
      throw new BadRequestError({ id: [`Service ${id} is submitted: its confirmation cannot be changed.`] });
    if (!service.isActivated)
      throw new BadRequestError({ id: [`Service ${id} is not activated: it cannot be confirmed yet.`] });
    if (change.kind === 'create' && service.confirmation)
      throw new ConflictError(`Service ${id} is already confirmed. Change its confirmation instead.`);
    if (change.kind !== 'create' && !service.confirmation)
      throw new NotFoundError(`Service ${id} has no confirmation.`);
    const now = new Date().toISOString();
    let after: Service;
    if (change.kind === 'remove') {
      const { confirmation: _removed, ...rest } = recordOf(service);
      after = rest;
    } else {
      const date = change.estimatedDate;
      if (date !== null && (date < service.earliestDate || date > service.latestDate))
        throw new BadRequestError({
          estimatedDate: [`Date must be between ${service.earliestDate} and ${service.latestDate}.`],
        });
      after = {
        ...recordOf(service),
        confirmation: { estimatedDate: date, confirmedAt: now, confirmedBy: callerName(auth) },
      };
    }
    try {
      await writeServiceTransaction(
        [replaceServiceItem(service, after, auth.username, now)],
        [id],
        [{ before: service, after }],
      );
    } catch (error) {
      if (!(error instanceof ServiceConflictError)) throw error;
      if (attempt >= 2)
        throw new ConflictError(`Service ${id} was changed by someone else meanwhile. Reload it and try again.`);
      continue;
    }
    return change.kind === 'remove' ? undefined : { estimatedDate: change.estimatedDate };
  }
}
