import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { editableFields, type ScheduleEditField } from '@shelfline/shared/schedule-rules';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError, ForbiddenError } from '../../common/http-errors.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import {
  applyUpdate,
  dateRuleErrors,
  editFieldOf,
  refusedEditMessage,
  type UpdateFields,
} from '../../domain/schedule/apply-update.ts';
import { runBulkStep } from '../../domain/schedule/bulk-step.ts';
import {
  addServedRetailers,
  editItemsBesidesService,
  isReassigned,
  reassignmentIds,
} from '../../domain/schedule/reassign.ts';
import { selectServices } from '../../domain/schedule/select-services.ts';
import { workChangeItems } from '../../domain/schedule/service-work.ts';
import { recordOf, resolveUpdateNames } from './update.route.ts';

/**
 * PATCH schedule/batch ({filter, one field group}, 000 §7.5): the field on every filtered service, in the steps of
 * bulk-step.ts (the client repeats until `finished`). Allowed only when the caller's roles may edit the field in
 * the filter's mode (403 naming the field otherwise). Services that already hold the value are `skipped`.
 * A date that would put some filtered service's earliest date after its latest date refuses the WHOLE batch
 * before anything is written (400 naming the field and how many services), as the draft details batch does.
 * Each service is written with its scheduled work and, for a merchandiser change, its reassignment in one
 * transaction; then the services' retailers join the new merchandiser's served retailers.
 */
export const batchUpdate = implement(scheduleRoutes.batchUpdate, async ({ body, auth }) => {
  const { filter, ...fields } = body;
  const field = editFieldOf(fields);
  if (!editableFields(auth.roles, filter.mode).has(field))
    throw new ForbiddenError({ [field]: [refusedEditMessage(field, filter.mode)] });
  const { filtered, directory } = await selectServices(filter, {});
  const names = await resolveUpdateNames(fields, directory);
  const needs = needsOf(field, fields);
  checkDates(filtered.filter(needs), field, fields);

  const ids = reassignmentIds();
  const servedRetailers = new Set<number>();
  const result = await runBulkStep(
    filtered,
    {
      needs,
      apply: (service) => {
        const applied = applyUpdate(recordOf(service), fields, names);
        // A full record that breaks the date rule (changed since the check) is left as it is.
        return applied.ok && applied.changed ? applied.service : undefined;
      },
      extra: async (before, after, now) => {
        if (after === 'delete') return workChangeItems(before, after, auth.username);
        if (isReassigned(before, after)) servedRetailers.add(after.retailerId);
        return editItemsBesidesService(before, after, ids, auth, now);
      },
    },
    auth.username,
  );
  if (fields.merchandiserId !== undefined && servedRetailers.size > 0)
    await addServedRetailers(fields.merchandiserId, [...servedRetailers], auth.username);
  return result;
});

/**
 * Whether a service (its compact summary) still needs the value. The summary carries no consumer group, pay rate,
 * send backup or send supply: a consumer group or pay rate change reads every filtered service (the full record
 * decides), and a merchandiser change is needed when the merchandiser or the temporary flag differs.
 */
function needsOf(field: ScheduleEditField, update: UpdateFields): (s: ServiceSummary) => boolean {
  switch (field) {
    case 'merchandiserId':
      return (s) =>
        s.merchandiserId !== update.merchandiserId || s.isTemporary !== (update.markMerchandiserAsTemporary ?? false);
    case 'earliestDate':
      return (s) => s.earliestDate !== update.earliestDate;
    case 'latestDate':
      return (s) => s.latestDate !== update.latestDate;
    case 'acctManagerId':
      return (s) => s.acctManagerId !== (update.acctManagerId ?? undefined);
    case 'consumerGroupId':
    case 'payrateFlat':
    case 'payratePerHour':
      return () => true;
    case 'timeLimit':
      return (s) => s.timeLimit !== update.timeLimit;
    case 'trait':
      return (s) => (s.trait ?? '') !== (update.trait ?? '').trim();
    case 'serviceTypeId':
      return (s) => s.serviceTypeId !== update.serviceTypeId;
  }
}

/** Refuses the whole batch when the new date would end any of the services before it starts. */
function checkDates(pending: readonly ServiceSummary[], field: ScheduleEditField, update: UpdateFields) {
  if (field !== 'earliestDate' && field !== 'latestDate') return;
  const broken = pending.filter((s) => dateRuleErrors(s, update) !== undefined);
  if (broken.length === 0) return;
  const n = broken.length;
  const services = `${n.toLocaleString('en-CA')} of the filtered services`;
  throw new BadRequestError({
    [field]: [
      field === 'earliestDate'
        ? `Earliest date cannot be after latest date: ${services} would end before they start.`
        : `Latest date cannot be before earliest date: ${services} would end before they start.`,
    ],
  });
}
