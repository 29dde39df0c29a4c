import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { duplicationInfo } from '../../domain/ats/applicants/duplication-info.ts';
import { applicantScopeOf, visibleApplicant } from '../../domain/ats/applicants/scope.ts';

/** GET ats/duplications/applicants/{applicantId}: the ex-employee match and the duplicates; 404 outside the scope. */
export const getDuplications = implement(atsRoutes.getDuplications, async ({ params, auth }) => {
  const scope = applicantScopeOf(auth);
  await visibleApplicant(scope, params.applicantId);
  return duplicationInfo(scope, params.applicantId);
});
