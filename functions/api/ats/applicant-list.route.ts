import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { listApplicants as listOf } from '../../domain/ats/applicants/list.ts';
import { applicantScopeOf } from '../../domain/ats/applicants/scope.ts';

/** GET ats/applicants: the window's applicants the caller may read, filtered (≤ 12 months, ≤ 5,000 rows). */
export const listApplicants = implement(atsRoutes.listApplicants, async ({ query, auth }) =>
  listOf(applicantScopeOf(auth), query),
);
