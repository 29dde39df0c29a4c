import { SCHEDULE_EDIT_FIELDS, type ScheduleEditField, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import type { Service } from '../../data/entities/service.entity.ts';
import { refuseReassigningCharged } from '../money/charged-service-guards.ts';

/*
 * One inline edit of a live service (000 §6, §7.5 single-update fields), pure: PATCH schedule applies it to one
 * service, PATCH schedule/batch to every filtered one. The caller checks the role and mode rules
 * (editableFields) and resolves the names of the ids (merchandiser, account manager, consumer group, service type);
 * this decides the new record, the per-field updated flags and the date rule.
 *
 * Decisions (README "Live schedule"):
 * - A merchandiser change of a charged service is refused with 409 (its charges pay the named worker; brief A38).
 * - earliestDate ≤ latestDate always: an edit that would break it is refused naming the edited field.
 * - A confirmation whose estimated date falls outside the new earliest..latest range is removed (the service goes
 *   back to 'To be Confirmed'): the merchandiser confirmed a day the service no longer allows. A confirmation
 *   without a date ('No Date') stays.
 * - merchandiserId sets the team lead, its name, isTemporary (markMerchandiserAsTemporary, false when absent),
 *   sendBackup and sendSupply (false when absent) and employeeAssignedIdIsUpdated. The same merchandiser again only
 *   updates those flags (no reassignment, the updated flag is left as it was). A helper who becomes the
 *   merchandiser leaves the helpers (a worker is on a service once).
 * - acctManagerId / consumerGroupId null clears them; trait '' clears it. They have no updated flag (000 §3.6
 *   names five flags only).
 * - A service is paid flat OR per hour (000 §6 'flat or per hour'): setting one pay rate removes the other; null
 *   removes the one named. No updated flag either.
 */

/** The single-update fields of a request (ScheduleUpdate / ScheduleBatchUpdate after validation). */
export interface UpdateFields {
  merchandiserId?: number;
  sendBackup?: boolean;
  sendSupply?: boolean;
  markMerchandiserAsTemporary?: boolean;
  earliestDate?: string;
  latestDate?: string;
  acctManagerId?: number | null;
  consumerGroupId?: number | null;
  timeLimit?: number;
  trait?: string;
  serviceTypeId?: number;
  payrateFlat?: number | null;
  payratePerHour?: number | null;
}

/** Names of the ids the update sets, resolved (and checked) by the caller. */
export interface UpdateNames {
  merchandiser?: string;
  accountManager?: string;
  consumerGroup?: string;
  serviceType?: string;
}

export const EDIT_FIELD_LABELS: Record<ScheduleEditField, string> = {
  merchandiserId: 'Merchandiser',
  earliestDate: 'Earliest Date',
  latestDate: 'Latest Date',
  acctManagerId: 'Account manager',
  consumerGroupId: 'Consumer Group',
  timeLimit: 'Time limit',
  trait: 'Trait',
  serviceTypeId: 'Service type',
  payrateFlat: 'Pay rate',
  payratePerHour: 'Pay rate',
};

/** The field group an update carries (the schema guarantees exactly one). */
export function editFieldOf(update: UpdateFields): ScheduleEditField {
  const field = SCHEDULE_EDIT_FIELDS.find((f) => update[f] !== undefined);
  if (!field) throw new Error('An update carries one field group.');
  return field;
}

/** The 403 message of a field the caller may not change on a service of `mode`. */
export function refusedEditMessage(field: ScheduleEditField, mode: ScheduleMode): string {
  const state =
    mode === 'Submitted'
      ? 'on a submitted service'
      : mode === 'NotActivated'
        ? 'on a service that is not activated'
        : `in ${mode} mode`;
  return `${EDIT_FIELD_LABELS[field]} cannot be changed ${state} with your role.`;
}

export type ApplyResult =
  | { ok: true; service: Service; changed: boolean; merchandiserChanged: boolean }
  | { ok: false; errors: Record<string, string[]> };

const withoutKeys = (service: Service, ...keys: (keyof Service)[]): Service => {
  const copy: Record<string, unknown> = { ...service };
  for (const key of keys) delete copy[key];
  return copy as unknown as Service;
};

/** Drops a dated confirmation that lies outside the service's (new) dates. */
function keepConfirmationInRange(service: Service): Service {
  const date = service.confirmation?.estimatedDate;
  if (date && (date < service.earliestDate || date > service.latestDate)) return withoutKeys(service, 'confirmation');
  return service;
}

/** Whether two services differ in what they store (order-insensitive; an absent flag equals false). */
function differs(a: Service, b: Service): boolean {
  const canonical = (s: Service) =>
    JSON.stringify(
      Object.keys(s)
        .filter((k) => s[k as keyof Service] !== undefined && s[k as keyof Service] !== false)
        .sort()
        .map((k) => [k, s[k as keyof Service]]),
    );
  return canonical(a) !== canonical(b);
}

/** The 400 errors of a date update that would put the earliest date after the latest one (undefined when fine). */
export function dateRuleErrors(
  service: Pick<Service, 'earliestDate' | 'latestDate'>,
  update: Pick<UpdateFields, 'earliestDate' | 'latestDate'>,
): Record<string, string[]> | undefined {
  if (update.earliestDate !== undefined && update.earliestDate > service.latestDate)
    return { earliestDate: [`Earliest date cannot be after latest date (${service.latestDate}).`] };
  if (update.latestDate !== undefined && update.latestDate < service.earliestDate)
    return { latestDate: [`Latest date cannot be before earliest date (${service.earliestDate}).`] };
  return undefined;
}

/** Applies the one field group of `update` to `service`. */
export function applyUpdate(service: Service, update: UpdateFields, names: UpdateNames = {}): ApplyResult {
  const field = editFieldOf(update);
  let next: Service = { ...service };
  let merchandiserChanged = false;
  switch (field) {
    case 'merchandiserId': {
      const id = update.merchandiserId as number;
      merchandiserChanged = service.merchandiserId !== id;
      if (merchandiserChanged) refuseReassigningCharged(service);
      next = {
        ...next,
        merchandiserId: id,
        merchandiser: names.merchandiser ?? (merchandiserChanged ? `Worker ${id}` : service.merchandiser),
        isTemporary: update.markMerchandiserAsTemporary ?? false,
        sendBackup: update.sendBackup ?? false,
        sendSupply: update.sendSupply ?? false,
        helpers: service.helpers.filter((h) => h.id !== id),
      };
      if (merchandiserChanged) next.employeeAssignedIdIsUpdated = true;
      break;
    }
    case 'earliestDate': {
      const date = update.earliestDate as string;
      const errors = dateRuleErrors(service, update);
      if (errors) return { ok: false, errors };
      if (date !== service.earliestDate)
        next = keepConfirmationInRange({ ...next, earliestDate: date, earliestDateIsUpdated: true });
      break;
    }
    case 'latestDate': {
      const date = update.latestDate as string;
      const errors = dateRuleErrors(service, update);
      if (errors) return { ok: false, errors };
      if (date !== service.latestDate)
        next = keepConfirmationInRange({ ...next, latestDate: date, latestDateIsUpdated: true });
      break;
    }
    case 'acctManagerId': {
      const id = update.acctManagerId;
      next =
        id === null || id === undefined
          ? withoutKeys(next, 'acctManagerId', 'accountManager')
          : { ...next, acctManagerId: id, ...(names.accountManager ? { accountManager: names.accountManager } : {}) };
      break;
    }
    case 'consumerGroupId': {
      const id = update.consumerGroupId;
      next =
        id === null || id === undefined
          ? withoutKeys(next, 'consumerGroupId', 'consumerGroup')
          : { ...next, consumerGroupId: id, ...(names.consumerGroup ? { consumerGroup: names.consumerGroup } : {}) };
      break;
    }
    case 'timeLimit': {
      const hours = update.timeLimit as number;
      if (hours !== service.timeLimit) next = { ...next, timeLimit: hours, timeLimitIsUpdated: true };
      break;
    }
    case 'trait': {
      const trait = (update.trait as string).trim();
      next = trait === '' ? withoutKeys(next, 'trait') : { ...next, trait };
      break;
    }
    case 'serviceTypeId': {
      const id = update.serviceTypeId as number;
      if (id !== service.serviceTypeId)
        next = {
          ...withoutKeys(next, 'serviceType'),
          serviceTypeId: id,
          ...(names.serviceType ? { serviceType: names.serviceType } : {}),
          serviceTypeIdIsUpdated: true,
        };
      break;
    }
    case 'payrateFlat':
    case 'payratePerHour': {
      const rate = update[field];
      next = withoutKeys(next, 'payrateFlat', 'payratePerHour');
      if (rate !== null && rate !== undefined) next = { ...next, [field]: rate };
      else if (field === 'payrateFlat' && service.payratePerHour !== undefined)
        next = { ...next, payratePerHour: service.payratePerHour };
      else if (field === 'payratePerHour' && service.payrateFlat !== undefined)
        next = { ...next, payrateFlat: service.payrateFlat };
      break;
    }
  }
  return { ok: true, service: next, changed: differs(service, next), merchandiserChanged };
}
