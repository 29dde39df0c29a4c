import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { readScoringConfig } from '../../data/ats/scoring.repository.ts';
import { scoringProjection } from '../../domain/ats/scoring-projection.ts';

/**
 * `GET ats/criteria/projection` (brief A8): what the scorer uses (enabled criteria, enabled keywords) with the weights
 * and score ranges; supervisors read it too (the applicants list's score filter).
 */
export const getCriteriaProjection = implement(atsRoutes.getCriteriaProjection, async () =>
  scoringProjection(await readScoringConfig()),
);
