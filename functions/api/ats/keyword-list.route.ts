import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { criteria, keywordsOfCriterion } from '../../data/ats/scoring.repository.ts';
import { byText, keywordRow } from './criterion-rows.ts';

/** `GET ats/criteria/{id}/keywords`: the criterion's keywords, enabled or not, by text (404 for no such criterion). */
export const listKeywords = implement(atsRoutes.listKeywords, async ({ params }) => {
  const [, own] = await Promise.all([
    criteria.getOrThrow(params.id, 'scoring criterion'),
    keywordsOfCriterion(params.id),
  ]);
  return [...own].sort(byText).map(keywordRow);
});
