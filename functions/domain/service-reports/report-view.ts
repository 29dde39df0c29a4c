import type { ReportFileInfo, ServiceReportView } from '@shelfline/shared/contracts/service-report.contract';
import type { ScheduleMode } from '@shelfline/shared/schedule-rules';
import { downloadLink } from '../../common/aws/s3-objects.ts';
import { todayIso } from '../../common/dates.ts';
import { env } from '../../common/env.ts';
import type { StoredReportFile } from '../../data/content/service-reports.repository.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { ReportContext } from './report-context.ts';

/*
 * What `GET serviceReports/{id}` (and every write) answers: the layout's questions in order, the service's facts,
 * the report (or an empty one before the first save), its files with presigned links (15 minutes, only after the
 * access check, R11) and what the caller may do now.
 */

/** The service's mode as the schedule names it (shared/src/schedule-rules.ts). */
function modeOf(service: ReportContext['service'], today: string): ScheduleMode {
  if (service.isSubmitted) return 'Submitted';
  if (!service.isActivated) return 'NotActivated';
  if (service.isSaved) return 'Saved';
  return service.latestDate < today ? 'Late' : 'Open';
}

async function fileInfo(file: StoredReportFile): Promise<ReportFileInfo> {
  const { url } = await downloadLink({
    bucket: env.bucket('filesBucket'),
    key: file.path,
    fileName: file.fileName,
    contentType: file.contentType,
  });
  return {
    path: file.path,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.createdAt,
    uploadedBy: file.createdBy,
    url,
  };
}

export async function reportViewOf(context: ReportContext, layout: ReportLayout): Promise<ServiceReportView> {
  const { service, report } = context;
  // Pictures of one upload call share their time: then by name, as the phone names them in order.
  const byTime = (a: StoredReportFile, b: StoredReportFile) =>
    a.createdAt.localeCompare(b.createdAt) || a.fileName.localeCompare(b.fileName);
  const pictures = context.files.filter((f) => f.kind === 'picture').sort(byTime);
  const signOff = context.files.find((f) => f.kind === 'signoff');
  const deficiency = context.files.find((f) => f.kind === 'deficiency');
  const [pictureInfos, signOffForm, deficiencyForm] = await Promise.all([
    Promise.all(pictures.map(fileInfo)),
    signOff ? fileInfo(signOff) : null,
    deficiency ? fileInfo(deficiency) : null,
  ]);
  const isSubmitted = service.isSubmitted;
  return {
    serviceId: service.id,
    version: report?.version ?? 0,
    reportId: layout.id,
    layout: {
      description: layout.description,
      clientCommentsLabel: layout.clientCommentsLabel || 'Client Comments',
      photosRequired: layout.photosRequired,
      signoffRequired: layout.signoffRequired,
      deficiencyFormRequired: layout.deficiencyFormRequired,
      items: [...layout.details]
        .sort((a, b) => a.displaySequence - b.displaySequence)
        .map(({ detailId, questionId, questionText, isHeader, displaySequence, allowComments, answers }) => ({
          detailId,
          questionId,
          questionText,
          isHeader,
          displaySequence,
          allowComments,
          answers,
        })),
    },
    service: {
      serviceId: service.id,
      jobNumber: service.jobNumber,
      productName: service.productName,
      retailerName: service.retailerName,
      storeNumber: service.storeNumber,
      storeName: service.storeName,
      earliestDate: service.earliestDate,
      latestDate: service.latestDate,
      timeLimit: service.timeLimit,
      merchandiser: service.merchandiser,
      mode: modeOf(service, todayIso()),
    },
    completedDate: report?.completedDate ?? service.completedDate,
    timeIn: report?.timeIn,
    timeOut: report?.timeOut,
    reportedHours: report?.reportedHours,
    comments: report?.comments,
    clientComments: report?.clientComments,
    answers: report?.answers ?? [],
    pictures: pictureInfos,
    signOffForm,
    deficiencyForm,
    isSaved: Boolean(service.isSaved || report),
    isSubmitted,
    dateReportSubmitted: report?.dateReportSubmitted ?? service.dateReportSubmitted,
    submittedBy: report?.submittedBy,
    canEdit: context.access === 'write' && !isSubmitted,
    canUnsubmit: context.mayUnsubmit && isSubmitted,
  };
}
