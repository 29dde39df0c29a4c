import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { actionsOf } from '../../data/ats/applicants.repository.ts';
import { applicantScopeOf, visibleApplicant } from '../../domain/ats/applicants/scope.ts';

/** GET ats/applicant-actions/by-applicant/{id}: newest first; 404 outside the caller's scope. */
export const listApplicantActions = implement(atsRoutes.listApplicantActions, async ({ params, auth }) => {
  await visibleApplicant(applicantScopeOf(auth), params.id);
  return (await actionsOf(params.id)).reverse();
});
