import type { ServiceReportInputSchema, ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import { reportedHoursOf } from '@shelfline/shared/service-report-rules';
import type * as z from 'zod';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import { logger } from '../../common/logger.ts';
import { writeReport } from '../../data/content/service-reports.repository.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import type { ServiceReport } from '../../data/entities/service-report.entity.ts';
import { ServiceConflictError, type StoredService } from '../../data/schedule/schedule.repository.ts';
import { chargeService } from '../money/charge-service.ts';
import { callerName } from '../schedule/reassign.ts';
import { recordOf } from '../schedule/service-record.ts';
import { layoutOfContext, loadReportContext, noLayout, reportSubmitted } from './report-context.ts';
import { answersOf, submitProblems } from './report-validation.ts';
import { reportViewOf } from './report-view.ts';
import { reportedServiceOf } from './reported-service.ts';

/*
 * Save and submit (`PUT serviceReports`, brief §6c state machine):
 *   none/Saved --save--> Saved: the service is written only when its mode changes (isSaved), in the report's
 *     transaction (R2); a second save writes the report alone, so the service's version does not move needlessly.
 *   none/Saved --submit--> Submitted: isSubmitted, isSaved, completedDate, dateReportSubmitted and reportedHours on
 *     the service (it leaves gsi5: ComingDue, Late) and the report enters the Summary index, in one transaction.
 * The body's `version` is the report's (0 before the first save): stale answers 409. The layout is frozen on the
 * report at its first save. A concurrent change of the service (not of the report) is retried once on a fresh read.
 * After a submit the service is charged (chargeService: its pay charges and customer lines, brief A1) — Online
 * services get their charges here. A failure to charge does not fail the submit: the report is already stored, the
 * failure is logged and the service stays without charges, so Missing Charges lists it for an admin to create.
 */

type Input = z.output<typeof ServiceReportInputSchema>;

export async function saveServiceReport(input: Input, auth: Caller): Promise<ServiceReportView> {
  const id = input.serviceId;
  for (let attempt = 1; ; attempt++) {
    const context = await loadReportContext(id, auth, 'write');
    const { service, report } = context;
    if (service.isSubmitted) throw reportSubmitted(id);
    if ((report?.version ?? 0) !== input.version)
      throw new ConflictError(`Service report of service ${id} was changed by someone else. Reload it and try again.`);
    const layout = await layoutOfContext(context);
    if (!layout) throw noLayout();

    const { answers, problems } = answersOf(layout, input.answers);
    if (Object.keys(problems).length > 0) throw new BadRequestError(problems);
    const today = todayIso();
    const pictures = context.files.filter((f) => f.kind === 'picture').length;
    if (input.submit) {
      const missing = submitProblems({
        layout,
        answers,
        completedDate: input.completedDate,
        timeIn: input.timeIn,
        timeOut: input.timeOut,
        earliestDate: service.earliestDate,
        today,
        pictures,
        hasSignOff: context.files.some((f) => f.kind === 'signoff'),
        hasDeficiency: context.files.some((f) => f.kind === 'deficiency'),
      });
      if (Object.keys(missing).length > 0) throw new BadRequestError(missing);
    }

    const now = new Date().toISOString();
    const reportedHours = reportedHoursOf(input.timeIn, input.timeOut);
    const next: ServiceReport = {
      id,
      reportId: layout.id,
      status: input.submit ? 'Submitted' : 'Saved',
      service: reportedServiceOf(service),
      ...definedOnly({
        completedDate: input.completedDate,
        timeIn: input.timeIn,
        timeOut: input.timeOut,
        reportedHours,
        comments: input.comments,
        clientComments: input.clientComments,
        releaseNotes: report?.releaseNotes,
      }),
      answers,
      // Kept for the Summary; files change only while the report is not submitted, so each save recounts them.
      pictureCount: pictures,
      ...(input.submit ? { dateReportSubmitted: now, submittedBy: callerName(auth) } : {}),
      released: report?.released ?? false,
      reviewedInternal: report?.reviewedInternal ?? false,
      reviewedClient: report?.reviewedClient ?? false,
      reviewedClient2: report?.reviewedClient2 ?? false,
    };
    const serviceAfter = serviceAfterSave(service, input.submit, next, now);
    try {
      await writeReport(
        {
          report: next,
          reportBefore: report,
          ...(serviceAfter ? { service: { before: service, after: serviceAfter } } : {}),
        },
        auth.username,
        now,
      );
    } catch (error) {
      if (!(error instanceof ServiceConflictError)) throw error;
      if (attempt >= 2)
        throw new ConflictError(`Service ${id} was changed by someone else meanwhile. Reload it and try again.`);
      continue;
    }
    if (input.submit) await chargeAfterSubmit(id, auth.username);
    const saved = await loadReportContext(id, auth, 'read');
    return reportViewOf(saved, layout);
  }
}

/** Charges a just-submitted service; never throws (see the comment at the top). */
async function chargeAfterSubmit(serviceId: number, by: string): Promise<void> {
  try {
    await chargeService(serviceId, by);
  } catch (error) {
    logger.error('charging a submitted service failed; Missing Charges lists it', {
      serviceId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The service after a save, or undefined when its mode does not change (it is not written then). */
function serviceAfterSave(
  service: StoredService,
  submit: boolean,
  report: ServiceReport,
  now: string,
): Service | undefined {
  const hours = report.reportedHours === undefined ? {} : { reportedHours: report.reportedHours };
  if (submit)
    return {
      ...recordOf(service),
      ...hours,
      isSaved: true,
      isSubmitted: true,
      completedDate: report.completedDate,
      dateReportSubmitted: now,
    };
  if (service.isSaved) return undefined;
  return { ...recordOf(service), ...hours, isSaved: true };
}

/** The fields whose value is given (DynamoDB stores no undefined, and an absent field reads back absent). */
function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
