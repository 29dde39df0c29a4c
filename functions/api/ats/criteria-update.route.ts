import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { criteria, keywordsOfCriterion } from '../../data/ats/scoring.repository.ts';
import { criterionRow } from './criterion-rows.ts';

/** `PUT ats/criteria`: the id travels in the body (`criterionID`), with the version read (stale: 409). */
export const updateCriterion = implement(atsRoutes.updateCriterion, async ({ body, auth }) => {
  const { criterionID, version, type, ...fields } = body;
  await criteria.getOrThrow(criterionID, 'scoring criterion');
  const [saved, own] = await Promise.all([
    criteria.replace({ id: criterionID, ...fields, criterionType: type }, version, auth.username),
    keywordsOfCriterion(criterionID),
  ]);
  return criterionRow(saved, own.length);
});
