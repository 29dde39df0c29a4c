import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { getPosting } from '../../data/ats/job-postings.repository.ts';
import { deleteFileObject } from '../../data/files/file-objects.ts';
import { readDetail } from '../../domain/ats/applicants/detail.ts';
import { assigneeOf } from '../../domain/ats/applicants/people.ts';
import { storeUploadedResume } from '../../domain/ats/applicants/resume-upload.ts';
import { intakeApplicant } from '../../domain/ats/intake.ts';

/**
 * POST ats/applicants (JSON, or multipart with the file `resume`): entered by HR (source `Manual`), parsed, scored
 * and matched like an e-mailed one; 201 with the applicant.
 */
export const createApplicant = implement(atsRoutes.createApplicant, async ({ body, files, auth }) => {
  const posting = await getPosting(body.jobPostingId);
  if (!posting) throw new BadRequestError({ jobPostingId: [`Job posting ${body.jobPostingId} was not found.`] });
  // An unknown assignee is refused before the résumé is stored, so a refused create leaves no object behind.
  await assigneeOf(body.assignedToId);
  const file = files.find((f) => f.field === 'resume');
  const uploaded = file ? await storeUploadedResume(file) : undefined;
  let applicantId: number;
  try {
    ({ applicantId } = await intakeApplicant({
      posting,
      person: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone },
      resume: uploaded?.resume,
      text: uploaded?.text,
      source: 'Manual',
      by: auth.username,
      assignedToId: body.assignedToId,
    }));
  } catch (error) {
    if (uploaded) await deleteFileObject(uploaded.resume.key);
    throw error;
  }
  return respond(201, await readDetail(applicantId, posting));
});
