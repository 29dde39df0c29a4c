import { randomUUID } from 'node:crypto';
import {
  MAX_REPORT_PICTURES,
  REPORT_MESSAGES,
  type ServiceReportView,
} from '@shelfline/shared/contracts/service-report.contract';
import { deleteObject, putObject } from '../../common/aws/s3-objects.ts';
import type { Caller } from '../../common/caller.ts';
import { env } from '../../common/env.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/http-errors.ts';
import type { UploadedFile } from '../../common/multipart.ts';
import { deleteReportFile, putReportFiles } from '../../data/content/service-reports.repository.ts';
import { type ReportFile, type ReportFileKind, reportFileId } from '../../data/entities/report-file.entity.ts';
import { layoutOfContext, loadReportContext, noLayout, type ReportContext, reportSubmitted } from './report-context.ts';
import { reportViewOf } from './report-view.ts';

/*
 * Files of a report (brief §6f): pictures (up to 30 a report), the sign-off sheet / order form and the deficiency
 * form (one each: a new upload replaces the old one and deletes its object). Keys are chosen here
 * (`service-reports/<serviceId>/<kind>/<uuid>.<ext>`), never by the client; the object is written before its item,
 * so an item always points at an object (a failed item write leaves an orphan object, never a broken link). A delete
 * takes only a path one of the service's own file items holds (R11). Types and sizes are checked from the bytes by
 * the multipart reader (413/400 before this code runs).
 */

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const FOLDERS: Record<ReportFileKind, string> = { picture: 'pictures', signoff: 'signoff', deficiency: 'deficiency' };

const bucket = () => env.bucket('filesBucket');

/** The service's report context for a file change: writable, not submitted, with a layout. */
async function writableContext(serviceId: number, auth: Caller): Promise<ReportContext> {
  const context = await loadReportContext(serviceId, auth, 'write');
  if (context.service.isSubmitted) throw reportSubmitted(serviceId);
  return context;
}

async function answer(serviceId: number, auth: Caller): Promise<ServiceReportView> {
  const context = await loadReportContext(serviceId, auth, 'read');
  const layout = await layoutOfContext(context);
  if (!layout) throw noLayout();
  return reportViewOf(context, layout);
}

/** `POST serviceReports/{id}/uploadPictures`: adds the pictures (409 past 30 on the report). */
export async function uploadPictures(
  serviceId: number,
  files: readonly UploadedFile[],
  auth: Caller,
): Promise<ServiceReportView> {
  if (files.length === 0) throw new BadRequestError({ files: ['Choose at least one picture.'] });
  const context = await writableContext(serviceId, auth);
  if (!(await layoutOfContext(context))) throw noLayout();
  const existing = context.files.filter((f) => f.kind === 'picture').length;
  if (existing + files.length > MAX_REPORT_PICTURES)
    throw new ConflictError({
      files: [`A report keeps at most ${MAX_REPORT_PICTURES} pictures; this one has ${existing}.`],
    });
  const items = await Promise.all(files.map((file) => storeFile(serviceId, 'picture', file)));
  await putReportFiles(items, auth.username);
  return answer(serviceId, auth);
}

/** `POST serviceReports/{id}/UploadSignOffForm` and `…/UploadDeficiencyForm`: sets or replaces the form. */
export async function uploadForm(
  serviceId: number,
  kind: 'signoff' | 'deficiency',
  file: UploadedFile | undefined,
  auth: Caller,
): Promise<ServiceReportView> {
  const context = await writableContext(serviceId, auth);
  if (!(await layoutOfContext(context))) throw noLayout();
  if (!file) throw new BadRequestError({ file: ['Choose a file.'] });
  const previous = context.files.find((f) => f.kind === kind);
  await putReportFiles([await storeFile(serviceId, kind, file)], auth.username);
  if (previous) await deleteObject({ bucket: bucket(), key: previous.path });
  return answer(serviceId, auth);
}

/** `DELETE serviceReports {serviceId, path}`: 404 unless `path` is one of that service's files. */
export async function removeReportFile(serviceId: number, path: string, auth: Caller): Promise<void> {
  const context = await writableContext(serviceId, auth);
  const file = context.files.find((f) => f.path === path);
  if (!file || !(await deleteReportFile(file))) throw new NotFoundError(REPORT_MESSAGES.fileNotFound);
  await deleteObject({ bucket: bucket(), key: file.path });
}

async function storeFile(serviceId: number, kind: ReportFileKind, file: UploadedFile): Promise<ReportFile> {
  const uuid = randomUUID();
  const path = `service-reports/${serviceId}/${FOLDERS[kind]}/${uuid}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
  await putObject({ bucket: bucket(), key: path, body: file.bytes, contentType: file.contentType });
  return {
    id: reportFileId(serviceId, kind, uuid),
    serviceId,
    kind,
    path,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
  };
}
