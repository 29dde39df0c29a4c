import type {
  ApplicantCreate,
  ApplicantDetail,
  ApplicantRow,
  ApplicantUpdate,
} from '@shelfline/shared/contracts/ats-applicant.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { callRoute } from '../../../app/api.ts';
import { uploadFile } from '../../../app/upload.ts';

/** The spec's multipart field names of `POST ats/applicants` with a résumé (002 §7). */
function multipartFields(input: ApplicantCreate): Record<string, string> {
  const fields: Record<string, string> = {
    FirstName: input.firstName,
    LastName: input.lastName,
    JobPostingId: String(input.jobPostingId),
  };
  if (input.email) fields.Email = input.email;
  if (input.phone) fields.Phone = input.phone;
  if (input.assignedToId !== undefined) fields.AssignedToId = String(input.assignedToId);
  return fields;
}

/** The applicant writes of the recruiting screens (calls 8-12). */
export const applicantsApi = {
  /** JSON without a résumé; multipart with the file `resume` otherwise. */
  create: (input: ApplicantCreate, resume: File | undefined) =>
    resume
      ? uploadFile(atsRoutes.createApplicant, { file: resume, fields: multipartFields(input) })
      : callRoute(atsRoutes.createApplicant, { body: input }),
  /** PUT with the applicant as read (status, version) and the changed fields; `reason` when rejecting. */
  update: (applicant: ApplicantDetail, changes: Partial<Omit<ApplicantUpdate, 'version'>>) =>
    callRoute(atsRoutes.updateApplicant, {
      params: { id: applicant.id },
      body: {
        id: applicant.id,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        phone: applicant.phone,
        assignedToId: applicant.assignedToId,
        status: applicant.status,
        ...changes,
        version: applicant.version,
      },
    }),
  remove: (applicant: Pick<ApplicantRow, 'id'>) =>
    callRoute(atsRoutes.removeApplicant, { params: { id: applicant.id } }),
  reprocess: (applicant: Pick<ApplicantRow, 'id'>) =>
    callRoute(atsRoutes.reprocessApplicant, { params: { id: applicant.id } }),
  recordAction: (applicantId: number, action: 'Contact' | 'Comment', details: string) =>
    callRoute(atsRoutes.recordApplicantAction, { body: { applicantId, action, details } }),
};
