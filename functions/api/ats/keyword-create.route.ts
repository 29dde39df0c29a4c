import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { addKeyword, criteria, keywords } from '../../data/ats/scoring.repository.ts';
import { nextId } from '../../data/repository.ts';
import { keywordRow } from './criterion-rows.ts';

/** `POST ats/criteria/{id}/keywords`: a keyword of an existing criterion (404 otherwise, also if deleted meanwhile). */
export const createKeyword = implement(atsRoutes.createKeyword, async ({ params, body, auth }) => {
  await criteria.getOrThrow(params.id, 'scoring criterion');
  const id = await nextId(keywords.entity.name);
  return respond(201, keywordRow(await addKeyword({ id, criterionId: params.id, ...body }, auth.username)));
});
