import type { ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import type { Caller } from '../../common/caller.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { getServiceReport, unsubmitReportItem } from '../../data/content/service-reports.repository.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import type { TransactItem } from '../../data/repository.ts';
import {
  replaceServiceItem,
  ServiceConflictError,
  type StoredService,
  writeServiceTransaction,
} from '../../data/schedule/schedule.repository.ts';
import { voidChargesForUnsubmit } from '../money/release-service-charges.ts';
import { recordOf } from '../schedule/service-record.ts';
import { layoutOfContext, loadReportContext } from './report-context.ts';
import { reportViewOf } from './report-view.ts';

/*
 * The one unsubmit effect (brief R9, G3, S6), used by `POST serviceReports/{id}/UnSubmit` and by `POST
 * schedule/unsubmit` (bulk-actions.ts): the service goes back to Saved (isSubmitted false, isSaved true,
 * dateReportSubmitted cleared; it is live again, so ComingDue/Late see it) and, in the same transaction, its report
 * leaves the Summary with its release and review flags reset (release notes kept). Its charges are voided first
 * (money/release-service-charges.ts; 409 when its pay is already on a merchandiser invoice) and `isCharged` is
 * cleared in the unsubmit transaction: submitted again, the service is charged afresh.
 */

/** The service after an unsubmit. */
export function unsubmittedService(service: StoredService): Service {
  const { dateReportSubmitted: _submitted, isCharged: _charged, ...rest } = recordOf(service);
  return { ...rest, isSubmitted: false, isSaved: true };
}

/** The report's items of an unsubmit (none when the service has no report, e.g. one submitted before reports). */
export async function reportUnsubmitItems(serviceId: number, by: string, now: string): Promise<TransactItem[]> {
  const report = await getServiceReport(serviceId);
  return report ? [unsubmitReportItem(serviceId, by, now)] : [];
}

/**
 * `POST serviceReports/{id}/UnSubmit`: 409 unless submitted; a concurrent change of the service is retried once.
 * Answers the report, or undefined (204) for a service no layout matches (submitted before reports existed).
 */
export async function unsubmitServiceReport(id: number, auth: Caller): Promise<ServiceReportView | undefined> {
  for (let attempt = 1; ; attempt++) {
    const context = await loadReportContext(id, auth, 'read');
    const { service } = context;
    if (!service.isSubmitted) throw new ConflictError(`Service report of service ${id} is not submitted.`);
    await voidChargesForUnsubmit(service, auth.username);
    const now = new Date().toISOString();
    const after = unsubmittedService(service);
    const reportItems = context.report ? [unsubmitReportItem(id, auth.username, now)] : [];
    try {
      await writeServiceTransaction(
        [replaceServiceItem(service, after, auth.username, now), ...reportItems],
        [id],
        [{ before: service, after }],
      );
    } catch (error) {
      if (!(error instanceof ServiceConflictError)) throw error;
      if (attempt >= 2)
        throw new ConflictError(`Service ${id} was changed by someone else meanwhile. Reload it and try again.`);
      continue;
    }
    const fresh = await loadReportContext(id, auth, 'read');
    const layout = await layoutOfContext(fresh);
    return layout ? reportViewOf(fresh, layout) : undefined;
  }
}
