import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { env } from '../../common/env.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { deleteItems } from '../batch.ts';
import {
  CRITERION_TYPE,
  type CriterionType,
  KEYWORD_TYPE,
  type ScoringCriterion,
  ScoringCriterionEntity,
  type ScoringKeyword,
  ScoringKeywordEntity,
  ScoringPatterns,
} from '../entities/scoring.entity.ts';
import { type Audit, fromItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import { createRepository } from '../repository.ts';

/** Scoring criteria and keywords (scoring.entity.ts): one partition, two kinds of item. */
export const criteria = createRepository(ScoringCriterionEntity, ScoringPatterns);
export const keywords = createRepository(ScoringKeywordEntity, ScoringPatterns);

export type StoredCriterion = ScoringCriterion & Audit;
export type StoredKeyword = ScoringKeyword & Audit;

/** What the scorer needs: the enabled criteria with their enabled keywords (brief A6, A8). */
export interface ScoringConfig {
  criteria: {
    id: number;
    category: string;
    type: CriterionType;
    keywords: { id: number; text: string; score: number; autoReject: boolean }[];
  }[];
}

/** Every criterion and keyword, enabled or not, by id: ONE Query of the configuration's partition. */
export async function readScoring(): Promise<{ criteria: StoredCriterion[]; keywords: StoredKeyword[] }> {
  const found = { criteria: [] as StoredCriterion[], keywords: [] as StoredKeyword[] };
  for await (const item of queryPattern(ScoringPatterns, 'all', [])) {
    if (item.type === CRITERION_TYPE) found.criteria.push(fromItem<ScoringCriterion>(item));
    else if (item.type === KEYWORD_TYPE) found.keywords.push(fromItem<ScoringKeyword>(item));
  }
  return found;
}

/** The configuration a résumé is scored with: enabled criteria, each with its enabled keywords (one Query). */
export async function readScoringConfig(): Promise<ScoringConfig> {
  const { criteria: all, keywords: words } = await readScoring();
  return {
    criteria: all
      .filter((c) => c.enabled)
      .map((c) => ({
        id: c.id,
        category: c.category,
        type: c.criterionType,
        keywords: words
          .filter((k) => k.criterionId === c.id && k.enabled)
          .map((k) => ({ id: k.id, text: k.text, score: k.score, autoReject: k.autoReject })),
      })),
  };
}

/** The keywords of a criterion, by id. */
export const keywordsOfCriterion = (criterionId: number) => keywords.queryAll('ofCriterion', criterionId);

/** A transaction holds 100 steps: the criterion's delete and up to 99 of its keywords. */
const KEYWORDS_WITH_CRITERION = 99;

/**
 * Deletes a criterion and its keywords. Up to 99 keywords go in the criterion's own transaction (all or nothing);
 * beyond that the surplus is deleted first in batches, so a failure part-way leaves the criterion with fewer
 * keywords, never keywords without their criterion, and a second delete finishes the job.
 */
export async function removeCriterionWithKeywords(criterionId: number): Promise<void> {
  const own = await keywordsOfCriterion(criterionId);
  const surplus = own.slice(KEYWORDS_WITH_CRITERION);
  if (surplus.length > 0) await deleteItems(surplus.map((k) => ScoringKeywordEntity.key(k.id)));
  await criteria.remove(
    criterionId,
    own.slice(0, KEYWORDS_WITH_CRITERION).map((k) => ({
      Delete: { TableName: env.tableName, Key: ScoringKeywordEntity.key(k.id) },
    })),
  );
}

/**
 * Adds a keyword in one transaction with a check that its criterion still exists, so a criterion deleted meanwhile
 * cannot be left with an orphan keyword (404 instead).
 */
export async function addKeyword(record: ScoringKeyword, by: string): Promise<StoredKeyword> {
  try {
    return await keywords.create(record, by, [
      {
        ConditionCheck: {
          TableName: env.tableName,
          Key: ScoringCriterionEntity.key(record.criterionId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed'
    )
      throw new NotFoundError(`Scoring criterion ${record.criterionId} was not found.`);
    throw error;
  }
}
