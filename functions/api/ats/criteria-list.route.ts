import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { readScoring } from '../../data/ats/scoring.repository.ts';
import { byTypeThenId, criterionRow } from './criterion-rows.ts';

/** `GET ats/criteria`: every criterion, enabled or not, with its keyword count (one Query of the configuration). */
export const listCriteria = implement(atsRoutes.listCriteria, async () => {
  const { criteria, keywords } = await readScoring();
  const counts = new Map<number, number>();
  for (const k of keywords) counts.set(k.criterionId, (counts.get(k.criterionId) ?? 0) + 1);
  return [...criteria].sort(byTypeThenId).map((c) => criterionRow(c, counts.get(c.id) ?? 0));
});
