import type { CriterionType } from '@shelfline/shared/contracts/ats-scoring.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * The résumé scoring configuration (002 §3 Scoring criterion and Keyword; brief A6): criteria of a type (critical,
 * additional, negative, other: DECISIONS.md) and their keywords with signed points. Both live in ONE partition, so
 * the scorer, the criteria list and the projection read the whole configuration with one Query.
 *
 * | access pattern                          | pattern      | index | key                                              |
 * |-----------------------------------------|--------------|-------|--------------------------------------------------|
 * | criterion by id                         |              | table | pk `ATSCRITERIA`, sk `CRITERION#<id8>`           |
 * | keyword by id                           |              | table | pk `ATSCRITERIA`, sk `KEYWORD#<id8>`             |
 * | the whole configuration (both kinds)    | `all`        | table | pk `ATSCRITERIA`                                 |
 * | keywords of a criterion                 | `ofCriterion`| gsi1  | `ATSCRITERION#<criterionId>#KEYWORDS` / `<id8>`  |
 *
 * A keyword's sort key holds only its own id (not its criterion's) because `PUT ats/criteria/keywords/{id}` knows
 * only the keyword id; the item carries `criterionId`, and gsi1 groups a criterion's keywords for its delete.
 */
export type { CriterionType };

export interface ScoringCriterion {
  id: number;
  category: string;
  /** Stored under this name because `type` is the item's kind in the single table (the API calls it `type`). */
  criterionType: CriterionType;
  enabled: boolean;
}

export interface ScoringKeyword {
  id: number;
  criterionId: number;
  text: string;
  /** Signed points, −100..100, never 0. */
  score: number;
  /** A match rejects the applicant automatically (status 2), naming this keyword. */
  autoReject: boolean;
  enabled: boolean;
}

export const SCORING_PARTITION = 'ATSCRITERIA';
export const CRITERION_TYPE = 'scoringCriterion';
export const KEYWORD_TYPE = 'scoringKeyword';
const id8 = (id: number) => String(id).padStart(8, '0');
export const keywordsOfCriterionKey = (criterionId: number) => `ATSCRITERION#${criterionId}#KEYWORDS`;

export const ScoringCriterionEntity = defineEntity<ScoringCriterion>({
  name: CRITERION_TYPE,
  key: (id) => ({ pk: SCORING_PARTITION, sk: `CRITERION#${id8(id)}` }),
});

export const ScoringKeywordEntity = defineEntity<ScoringKeyword>({
  name: KEYWORD_TYPE,
  key: (id) => ({ pk: SCORING_PARTITION, sk: `KEYWORD#${id8(id)}` }),
  indexes: { gsi1: (k) => ({ pk: keywordsOfCriterionKey(k.criterionId), sk: id8(k.id) }) },
});

/** The access patterns of the table above, by name. */
export const ScoringPatterns = definePatterns({
  /** the whole configuration: criteria and keywords (told apart by `type`) */
  all: { index: 'table', key: () => ({ pk: SCORING_PARTITION }) },
  /** keywords of a criterion */
  ofCriterion: { index: 'gsi1', key: (criterionId: number) => ({ pk: keywordsOfCriterionKey(criterionId) }) },
});
