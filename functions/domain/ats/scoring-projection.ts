import type { CriteriaProjection } from '@shelfline/shared/contracts/ats-scoring.contract';
import { CRITERION_TYPES } from '@shelfline/shared/contracts/ats-scoring.contract';
import { CRITERION_WEIGHTS, MAX_OVERALL_SCORE, MIN_OVERALL_SCORE, type ScoringConfig } from './scoring.ts';

/**
 * The scoring configuration as `GET ats/criteria/projection` shows it (brief A8): per criterion its weight and the
 * weighted points it can add at least (all its negative keywords found) and at most (all its positive ones), and the
 * overall range those allow within 0-100. Criteria by type priority then id, keywords by text.
 */
export function scoringProjection(config: ScoringConfig): CriteriaProjection {
  let low = 0;
  let high = 0;
  const criteria = [...config.criteria]
    .sort((a, b) => CRITERION_TYPES.indexOf(a.type) - CRITERION_TYPES.indexOf(b.type) || a.id - b.id)
    .map((c) => {
      const weight = CRITERION_WEIGHTS[c.type];
      const minScore = weight * c.keywords.reduce((sum, k) => sum + Math.min(0, k.score), 0);
      const maxScore = weight * c.keywords.reduce((sum, k) => sum + Math.max(0, k.score), 0);
      low += minScore;
      high += maxScore;
      return {
        criterionID: c.id,
        category: c.category,
        type: c.type,
        weight,
        minScore,
        maxScore,
        keywords: [...c.keywords]
          .sort((a, b) => a.text.localeCompare(b.text, 'en', { sensitivity: 'base' }))
          .map((k) => ({ keywordID: k.id, text: k.text, score: k.score, autoReject: k.autoReject })),
      };
    });
  const clamp = (n: number) => Math.min(MAX_OVERALL_SCORE, Math.max(MIN_OVERALL_SCORE, Math.round(n)));
  return { criteria, minOverallScore: clamp(low), maxOverallScore: clamp(high) };
}
