import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { editableFields, editModeOf } from '@shelfline/shared/schedule-rules';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../common/http-errors.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import { consumerGroups, serviceTypes } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import {
  getService,
  replaceServiceItem,
  ServiceConflictError,
  type StoredService,
  writeServiceTransaction,
} from '../../data/schedule/schedule.repository.ts';
import {
  applyUpdate,
  editFieldOf,
  refusedEditMessage,
  type UpdateFields,
  type UpdateNames,
} from '../../domain/schedule/apply-update.ts';
import {
  addServedRetailers,
  editItemsBesidesService,
  isReassigned,
  reassignmentIds,
} from '../../domain/schedule/reassign.ts';
import { readRowLookups, toScheduleRow } from '../../domain/schedule/schedule-row.ts';

/**
 * PATCH schedule (000 §6, §7.5): one field group of one service. 404 when the service is missing; 409 when
 * `version` is sent and the service changed since; 403 naming the field when the caller's roles may not change it
 * in the service's own mode (editableFields(roles, editModeOf(service)): nothing on a submitted service, only admin
 * on a service not activated); 400 naming the field for a date that would end the service before it starts, a
 * worker who is not an active merchandiser, an account manager who is neither an account manager nor an
 * administrator, an unknown consumer group or service type. ONE transaction writes the service (conditioned on the
 * version read), its scheduled work (dates, hours, merchandiser) and, for a merchandiser change, the reassignment;
 * then the service's retailer joins the new merchandiser's served retailers. Answers the updated row. An update
 * that changes nothing writes nothing and answers the row as it is.
 */
export const update = implement(scheduleRoutes.update, async ({ body, auth }) => {
  const { serviceId, version, ...fields } = body;
  const field = editFieldOf(fields);
  const before = await getService(serviceId);
  if (!before) throw new NotFoundError(`Service ${serviceId} was not found.`);
  if (version !== undefined && version !== before.version) throw staleService(serviceId);
  const mode = editModeOf(before);
  if (!editableFields(auth.roles, mode).has(field))
    throw new ForbiddenError({ [field]: [refusedEditMessage(field, mode)] });

  const cards = await readWorkerDirectory();
  const directory = new Map(cards.map((card) => [card.id, card]));
  const names = await resolveUpdateNames(fields, directory);
  const result = applyUpdate(recordOf(before), fields, names);
  if (!result.ok) throw new BadRequestError(result.errors);
  let stored: StoredService = before;
  if (result.changed) {
    const now = new Date().toISOString();
    const after = result.service;
    const items = [
      replaceServiceItem(before, after, auth.username, now),
      ...(await editItemsBesidesService(before, after, reassignmentIds(1), auth, now)),
    ];
    try {
      await writeServiceTransaction(items, [serviceId], [{ before, after }]);
    } catch (error) {
      if (error instanceof ServiceConflictError) throw staleService(serviceId, error);
      throw error;
    }
    stored = {
      ...after,
      version: before.version + 1,
      createdAt: before.createdAt,
      createdBy: before.createdBy,
      modifiedAt: now,
      modifiedBy: auth.username,
    };
    if (isReassigned(before, after) && after.merchandiserId !== undefined)
      await addServedRetailers(after.merchandiserId, [after.retailerId], auth.username);
  }
  return toScheduleRow(stored, await readRowLookups([stored], directory));
});

const staleService = (id: number, cause?: unknown) =>
  new ConflictError(`Service ${id} was changed by someone else. Reload it and try again.`, { cause });

/** Only the record's own fields (replaceServiceItem sets the audit fields itself). */
export function recordOf(service: StoredService): Service {
  const { version: _v, createdAt: _ca, createdBy: _cb, modifiedAt: _ma, modifiedBy: _mb, ...record } = service;
  return record;
}

const nameOf = (card: WorkerCard) => `${card.firstName} ${card.lastName}`.trim();

/**
 * Checks the ids an update sets and answers their names (400 naming the field otherwise): the merchandiser must be
 * an active merchandiser, the account manager an active account manager or administrator (worker directory
 * flags); the consumer group and service type must exist.
 */
export async function resolveUpdateNames(
  update: UpdateFields,
  directory: Map<number, WorkerCard>,
): Promise<UpdateNames> {
  if (update.merchandiserId !== undefined) {
    const card = directory.get(update.merchandiserId);
    if (!card?.isMerchandiser || card.inactive)
      throw new BadRequestError({
        merchandiserId: [`Worker ${update.merchandiserId} is not an active merchandiser.`],
      });
    return { merchandiser: nameOf(card) };
  }
  if (update.acctManagerId !== undefined && update.acctManagerId !== null) {
    const card = directory.get(update.acctManagerId);
    if (!card || !(card.isAccountManager || card.isAdministrator) || card.inactive)
      throw new BadRequestError({
        acctManagerId: [`Worker ${update.acctManagerId} is not an active account manager or administrator.`],
      });
    return { accountManager: nameOf(card) };
  }
  if (update.consumerGroupId !== undefined && update.consumerGroupId !== null) {
    const group = await consumerGroups.get(update.consumerGroupId);
    if (!group)
      throw new BadRequestError({ consumerGroupId: [`Consumer group ${update.consumerGroupId} does not exist.`] });
    return { consumerGroup: group.description };
  }
  if (update.serviceTypeId !== undefined) {
    const type = await serviceTypes.get(update.serviceTypeId);
    if (!type) throw new BadRequestError({ serviceTypeId: [`Service type ${update.serviceTypeId} does not exist.`] });
    return { serviceType: type.name };
  }
  return {};
}
