import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { criteria, removeCriterionWithKeywords } from '../../data/ats/scoring.repository.ts';

/** `DELETE ats/criteria/{id}`: the criterion and all its keywords (one transaction up to 99 keywords). */
export const removeCriterion = implement(atsRoutes.removeCriterion, async ({ params }) => {
  await criteria.getOrThrow(params.id, 'scoring criterion');
  await removeCriterionWithKeywords(params.id);
  return respond(204);
});
