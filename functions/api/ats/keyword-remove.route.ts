import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { keywords } from '../../data/ats/scoring.repository.ts';

/** `DELETE ats/criteria/keywords/{id}`. */
export const removeKeyword = implement(atsRoutes.removeKeyword, async ({ params }) => {
  await keywords.getOrThrow(params.id, 'keyword');
  await keywords.remove(params.id);
  return respond(204);
});
