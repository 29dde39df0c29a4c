import type { Criterion, Keyword } from '@shelfline/shared/contracts/ats-scoring.contract';
import { CRITERION_TYPES } from '@shelfline/shared/contracts/ats-scoring.contract';
import type { StoredCriterion, StoredKeyword } from '../../data/ats/scoring.repository.ts';

/** A stored criterion as the API names it (002 §3: `criterionID`). */
export const criterionRow = (c: StoredCriterion, keywordCount: number): Criterion => ({
  criterionID: c.id,
  category: c.category,
  type: c.criterionType,
  enabled: c.enabled,
  keywordCount,
  version: c.version,
});

/** A stored keyword as the API names it (002 §3: `keywordID`). */
export const keywordRow = (k: StoredKeyword): Keyword => ({
  keywordID: k.id,
  criterionID: k.criterionId,
  text: k.text,
  score: k.score,
  autoReject: k.autoReject,
  enabled: k.enabled,
  version: k.version,
});

/** The screen's order (002 §2): type priority critical, additional, negative, other, then id. */
export const byTypeThenId = (a: StoredCriterion, b: StoredCriterion) =>
  CRITERION_TYPES.indexOf(a.criterionType) - CRITERION_TYPES.indexOf(b.criterionType) || a.id - b.id;

/** The screen's keyword order (002 §2): by text, case-insensitively. */
export const byText = (a: { text: string }, b: { text: string }) =>
  a.text.localeCompare(b.text, 'en', { sensitivity: 'base' });
