import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { readApplicantPartition } from '../../data/ats/applicants.repository.ts';
import { removeApplicant as remove } from '../../domain/ats/applicants/remove.ts';
import { applicantNotFound } from '../../domain/ats/applicants/scope.ts';

/** DELETE ats/applicants/{id}: the applicant and everything of it (remove.ts); 204. */
export const removeApplicant = implement(atsRoutes.removeApplicant, async ({ params, auth }) => {
  const partition = await readApplicantPartition(params.id);
  const applicant = partition.applicant;
  if (!applicant) throw applicantNotFound(params.id);
  await remove({ ...partition, applicant }, auth.username);
  return respond(204);
});
