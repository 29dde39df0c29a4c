import type { Role } from '@shelfline/shared';
import type { BulkStepResult, ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import {
  mayRunFiltered,
  mayRunOnService,
  type ScheduleBulkAction,
  type ScheduleMode,
} from '@shelfline/shared/schedule-rules';
import { BadRequestError, NotFoundError } from '../../common/http-errors.ts';
import { type Service, type ServiceSummary, summaryOf } from '../../data/entities/service.entity.ts';
import { getService, type StoredService } from '../../data/schedule/schedule.repository.ts';
import { refuseDeletingCharged } from '../money/charged-service-guards.ts';
import { voidChargesForUnsubmit } from '../money/release-service-charges.ts';
import { deleteOrderLines, orderDeletion } from '../orders/order-deletion.ts';
import { deleteReportObjects, reportDeletion } from '../service-reports/report-deletion.ts';
import { reportUnsubmitItems, unsubmittedService } from '../service-reports/unsubmit.ts';
import { type BulkChange, runBulkStep } from './bulk-step.ts';
import { selectServices } from './select-services.ts';
import { recordOf } from './service-record.ts';
import { workChangeItems } from './service-work.ts';

/*
 * The Actions menu's state changes (000 §4.6, §7.5; docs/decisions.md#schedule-actions-and-e-mail): activate, deactivate, delete, highlight and
 * unsubmit, on one service (`serviceId`) or on every filtered service, in the client-driven steps of bulk-step.ts.
 *
 * - activate / deactivate set or clear isActivated; the service's scheduled work follows (isSchedule).
 * - delete removes the service, its scheduled work and its saved report with its files (items in the transaction,
 *   objects after it); a submitted service is never deleted (not `needs`: skipped). Its open order goes too (head in
 *   the transaction, lines after it); a submitted or exported order refuses the delete with 409 (orders/order-deletion.ts).
 * - highlight sets isHighlighted to the given value (false removes it); submitted services are left alone.
 * - unsubmit clears isSubmitted and dateReportSubmitted and sets isSaved: the report goes back to Saved (it was
 *   filled in, so the merchandiser can correct and submit it again), and the service is live again; the report
 *   leaves the Summary in the same transaction (service-reports/unsubmit.ts, the one unsubmit effect).
 * - money (brief §1.4, A38): unsubmit voids the service's charges first (409 when its pay is on a merchandiser
 *   invoice); delete refuses a charged service with 409 (one service) or skips it (filtered services).
 */

/** The change of `action`; `by` signs the scheduled-work items. */
export function bulkChangeOf(action: ScheduleBulkAction, by: string, isHighlighted = true): BulkChange {
  const workFollows = (before: StoredService, after: Service | 'delete') => workChangeItems(before, after, by);
  switch (action) {
    case 'activate':
      return {
        needs: (s) => !s.isActivated && !s.isSubmitted,
        apply: (s) => ({ ...recordOf(s), isActivated: true }),
        extra: workFollows,
      };
    case 'deactivate':
      return {
        needs: (s) => s.isActivated && !s.isSubmitted,
        apply: (s) => ({ ...recordOf(s), isActivated: false }),
        extra: workFollows,
      };
    case 'delete': {
      // The saved report and its files go with the service (brief R9); their objects once the transaction is in.
      const objects = new Map<number, string[]>();
      const orderLines = new Map<number, string[]>();
      return {
        needs: (s) => !s.isSubmitted && !s.isCharged,
        apply: (s) => (s.isCharged ? undefined : 'delete'),
        extra: async (before, after) => {
          const [report, order] = await Promise.all([reportDeletion(before.id), orderDeletion(before.id)]);
          objects.set(before.id, report.paths);
          orderLines.set(before.id, order.upcs);
          return [...workFollows(before, after), ...report.items, ...order.items];
        },
        committed: async (ids) => {
          await deleteReportObjects(ids.flatMap((id) => objects.get(id) ?? []));
          await Promise.all(ids.map((id) => deleteOrderLines(id, orderLines.get(id) ?? [])));
        },
      };
    }
    case 'highlight':
      return {
        needs: (s) => !s.isSubmitted && s.isHighlighted !== isHighlighted,
        apply: (s) => ({ ...recordOf(s), isHighlighted }),
      };
    case 'unsubmit':
      return {
        needs: (s) => s.isSubmitted,
        apply: unsubmittedService,
        // The report leaves the Summary in the same transaction (one effect with serviceReports/{id}/UnSubmit, R9).
        // Activation is unchanged, so is the scheduled work; kept for services whose work rows drifted.
        extra: async (before, after, now) => {
          await voidChargesForUnsubmit(before, by);
          return [...workFollows(before, after), ...(await reportUnsubmitItems(before.id, by, now))];
        },
      };
  }
}

const ACTION_NAMES: Record<ScheduleBulkAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  highlight: 'Highlight',
  unsubmit: 'Unsubmit',
};

/** Why `action` is refused over the filtered services of a mode (the 400 `errors.mode` message). */
export function modeRefusal(action: ScheduleBulkAction): string {
  switch (action) {
    case 'activate':
    case 'highlight':
      return `${ACTION_NAMES[action]} is offered only in NotActivated mode.`;
    case 'deactivate':
      return 'Deactivate is offered only in Open or ComingDue mode.';
    case 'delete':
      return 'Delete is not offered in Submitted mode: a submitted report is kept.';
    case 'unsubmit':
      return 'Unsubmit is offered only in Submitted mode.';
  }
}

/** Why `action` is refused on one service in its state (the 400 `errors.serviceId` message). */
export function serviceRefusal(
  action: ScheduleBulkAction,
  service: Pick<ServiceSummary, 'id' | 'isActivated' | 'isSubmitted'>,
): string {
  const name = `Service ${service.id}`;
  if (action === 'unsubmit') return `${name} is not submitted.`;
  if (service.isSubmitted) return `${name} is submitted: its report cannot be changed (${action}).`;
  if (action === 'activate') return `${name} is already activated.`;
  if (action === 'deactivate') return `${name} is not activated.`;
  return `${name} cannot be changed (${action}).`;
}

export type ScheduleActionBody = ScheduleFilter & { serviceId?: number; isHighlighted?: boolean };

/**
 * Runs one step of `action`: on `serviceId` alone when given (404 when missing, 400 when its state refuses the
 * action; the filter is not applied), else on the filtered services when the mode offers the action (400 otherwise).
 */
export async function runScheduleAction(
  action: ScheduleBulkAction,
  body: ScheduleActionBody,
  auth: { roles: readonly Role[]; username: string },
): Promise<BulkStepResult> {
  const change = bulkChangeOf(action, auth.username, body.isHighlighted ?? true);
  if (body.serviceId !== undefined) {
    const service = await getService(body.serviceId);
    if (!service) throw new NotFoundError(`Service ${body.serviceId} was not found.`);
    if (!mayRunOnService(auth.roles, action, service))
      throw new BadRequestError({ serviceId: [serviceRefusal(action, service)] });
    if (action === 'delete') refuseDeletingCharged(service);
    return runBulkStep([summaryOf(service)], change, auth.username);
  }
  const mode: ScheduleMode = body.mode;
  if (!mayRunFiltered(auth.roles, action, mode)) throw new BadRequestError({ mode: [modeRefusal(action)] });
  const { filtered } = await selectServices(body, {});
  return runBulkStep(filtered, change, auth.username);
}
