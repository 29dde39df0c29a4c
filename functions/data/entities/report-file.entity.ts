import { defineEntity } from '../entity.ts';

/**
 * A file of a service report (002 §7 uploadPictures, UploadSignOffForm, UploadDeficiencyForm): a picture, the
 * sign-off sheet / order form, or the deficiency form. Each is its own item in the service's partition, so an upload
 * never conflicts with a save of the answers; the report's `ofService` Query reads them with it.
 *
 * | access pattern                 | index | key                                                                   |
 * |--------------------------------|-------|-----------------------------------------------------------------------|
 * | a picture                      | table | pk `SERVICE#<serviceId>`, sk `REPORTFILE#PIC#<uuid>`                   |
 * | the sign-off / deficiency form | table | pk `SERVICE#<serviceId>`, sk `REPORTFILE#SIGNOFF` / `REPORTFILE#DEFICIENCY` (one each: an upload replaces it) |
 * | files of a service             | table | pk `SERVICE#<serviceId>`, sk begins with `REPORTFILE#`                 |
 *
 * `path` is the object's key in the files bucket, chosen by the server
 * (`service-reports/<serviceId>/<kind>/<uuid>.<ext>`); `DELETE serviceReports { serviceId, path }` deletes only a
 * path that one of the service's own file items holds.
 */
export type ReportFileKind = 'picture' | 'signoff' | 'deficiency';

export interface ReportFile {
  /** `<serviceId>#PIC#<uuid>`, `<serviceId>#SIGNOFF` or `<serviceId>#DEFICIENCY`. */
  id: string;
  serviceId: number;
  kind: ReportFileKind;
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

export const REPORT_FILE_PREFIX = 'REPORTFILE#';

/** The id of a report file: pictures by their uuid, the forms one per service. */
export function reportFileId(serviceId: number, kind: ReportFileKind, uuid?: string): string {
  if (kind === 'picture') return `${serviceId}#PIC#${uuid}`;
  return `${serviceId}#${kind === 'signoff' ? 'SIGNOFF' : 'DEFICIENCY'}`;
}

export const ReportFileEntity = defineEntity<ReportFile>({
  name: 'reportFile',
  key: (id) => {
    const [serviceId, ...rest] = String(id).split('#');
    return { pk: `SERVICE#${serviceId}`, sk: `${REPORT_FILE_PREFIX}${rest.join('#')}` };
  },
});
