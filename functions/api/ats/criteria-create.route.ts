import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { criteria } from '../../data/ats/scoring.repository.ts';
import { nextId } from '../../data/repository.ts';
import { criterionRow } from './criterion-rows.ts';

/** `POST ats/criteria`: a criterion without keywords yet. */
export const createCriterion = implement(atsRoutes.createCriterion, async ({ body, auth }) => {
  const id = await nextId(criteria.entity.name);
  const { type, ...fields } = body;
  const created = await criteria.create({ id, ...fields, criterionType: type }, auth.username);
  return respond(201, criterionRow(created, 0));
});
