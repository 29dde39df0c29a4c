import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { actionPut, applicants, contactCountItem, transactApplicant } from '../../data/ats/applicants.repository.ts';
import { applicantNotFound } from '../../domain/ats/applicants/scope.ts';
import { comment } from '../../domain/ats/applicants/update.ts';

/**
 * POST ats/applicant-actions: a Contact or a Comment (any other value is stored as a Comment, 002 §3) recorded as
 * the caller (`userId` in the body is ignored); a Contact raises the applicant's `contactCount` in the same
 * transaction.
 */
export const recordApplicantAction = implement(atsRoutes.recordApplicantAction, async ({ body, auth }) => {
  const applicant = await applicants.get(body.applicantId);
  if (!applicant) throw applicantNotFound(body.applicantId);
  const isContact = body.action.trim().toLowerCase() === 'contact';
  const action = {
    ...(await comment(applicant.id, body.details, auth)),
    action: isContact ? 'Contact' : 'Comment',
  } as const;
  await transactApplicant(
    [actionPut(action, auth.username), ...(isContact ? [contactCountItem(applicant)] : [])],
    `Applicant ${applicant.id} was changed by someone else. Try again.`,
  );
  return respond(201, action);
});
