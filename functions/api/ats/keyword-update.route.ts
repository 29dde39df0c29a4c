import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { keywords } from '../../data/ats/scoring.repository.ts';
import { keywordRow } from './criterion-rows.ts';

/** `PUT ats/criteria/keywords/{id}` with the version read (stale: 409); a keyword stays with its criterion. */
export const updateKeyword = implement(atsRoutes.updateKeyword, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  const current = await keywords.getOrThrow(params.id, 'keyword');
  return keywordRow(
    await keywords.replace({ id: current.id, criterionId: current.criterionId, ...fields }, version, auth.username),
  );
});
