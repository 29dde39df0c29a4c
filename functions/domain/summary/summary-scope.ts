import type { Caller } from '../../common/caller.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { getReportLayout as getLayout } from '../../data/content/report-layouts.repository.ts';
import { getReport } from '../../data/content/summary.repository.ts';
import type { Job } from '../../data/entities/job.entity.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { ServiceReport } from '../../data/entities/service-report.entity.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { supplierUsers } from '../../data/people/people.repository.ts';

/*
 * Who reads a Summary, and what of it they may reach (brief §7c, R1). Staff reach every job. A customer is a supplier
 * user and reaches only the jobs of their supplier: another supplier's job, report range or row answers 404 (never
 * 403, which would confirm it exists), and so does an inactive range, an unsubmitted row, or an unreleased one of a
 * layout that requires release. The stripping of what a customer may see of a reachable row is summary-rows.ts.
 */

export type SummaryViewer = { customer: false } | { customer: true; supplierId: number };

/** The caller as a Summary viewer: a customer's supplier is read from their supplier user. */
export async function viewerOf(auth: Caller): Promise<SummaryViewer> {
  if (!auth.roles.includes('customer')) return { customer: false };
  const id = Number(auth.personId);
  const user = auth.personType === 'customer' && Number.isInteger(id) ? await supplierUsers.get(id) : undefined;
  // A customer token without its supplier user (should not happen) reaches nothing rather than everything.
  return { customer: true, supplierId: user?.supplierId ?? -1 };
}

const jobNotFound = (jobId: number) => new NotFoundError(`Job ${jobId} was not found.`);
const rangeNotFound = (reportId: number) => new NotFoundError(`Report range ${reportId} was not found.`);

/** The job, when the viewer may reach it (404 otherwise). */
export async function scopedJob(viewer: SummaryViewer, jobId: number): Promise<Job> {
  const job = await jobs.get(jobId);
  if (!job || (viewer.customer && job.supplierId !== viewer.supplierId)) throw jobNotFound(jobId);
  return job;
}

/**
 * The layout of a report range the viewer may reach, optionally required to belong to `jobId` (404 otherwise). The
 * layout and the job are read in parallel when both are known.
 */
export async function scopedLayout(viewer: SummaryViewer, reportId: number, jobId?: number): Promise<ReportLayout> {
  const [layout] = await Promise.all([
    getLayout(reportId),
    viewer.customer && jobId !== undefined ? scopedJob(viewer, jobId) : undefined,
  ]);
  // Customers are offered active ranges only (summary/reportRanges), so an inactive one is not theirs to open.
  if (!layout || (jobId !== undefined && layout.jobId !== jobId) || (viewer.customer && layout.inactive))
    throw rangeNotFound(reportId);
  if (viewer.customer && jobId === undefined) await scopedJob(viewer, layout.jobId);
  return layout;
}

/** Whether a customer sees a row of the layout: every submitted one, or only released ones when release is required. */
export const customerSeesRow = (
  layout: Pick<ReportLayout, 'releaseRequired'>,
  report: Pick<ServiceReport, 'released'>,
) => !layout.releaseRequired || report.released;

/** A Summary row (a submitted report) the viewer may reach, with its layout (404 otherwise). */
export async function scopedRow(
  viewer: SummaryViewer,
  serviceId: number,
): Promise<{ report: ServiceReport; layout: ReportLayout }> {
  const notFound = new NotFoundError(`Service report of service ${serviceId} was not found.`);
  const report = await getReport(serviceId);
  if (!report) throw notFound;
  const layout = await getLayout(report.reportId);
  if (!layout) throw notFound;
  if (viewer.customer) {
    if (report.status !== 'Submitted' || layout.inactive || !customerSeesRow(layout, report)) throw notFound;
    await scopedJob(viewer, layout.jobId).catch(() => {
      throw notFound;
    });
  }
  return { report, layout };
}
