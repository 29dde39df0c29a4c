import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { getPosting } from '../../data/ats/job-postings.repository.ts';
import { readDetail } from '../../domain/ats/applicants/detail.ts';
import { storeUploadedResume } from '../../domain/ats/applicants/resume-upload.ts';
import { intakeApplicant } from '../../domain/ats/intake.ts';

/**
 * POST ats/applicants (JSON, or multipart with the file `resume`): entered by HR (source `Manual`), parsed, scored
 * and matched like an e-mailed one; 201 with the applicant.
 */
export const createApplicant = implement(atsRoutes.createApplicant, async ({ body, files, auth }) => {
  const posting = await getPosting(body.jobPostingId);
  if (!posting) throw new BadRequestError({ jobPostingId: [`Job posting ${body.jobPostingId} was not found.`] });
  const file = files.find((f) => f.field === 'resume');
  const uploaded = file ? await storeUploadedResume(file) : undefined;
  const { applicantId } = await intakeApplicant({
    posting,
    person: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone },
    resume: uploaded?.resume,
    text: uploaded?.text,
    source: 'Manual',
    by: auth.username,
    assignedToId: body.assignedToId,
  });
  return respond(201, await readDetail(applicantId, posting));
});
