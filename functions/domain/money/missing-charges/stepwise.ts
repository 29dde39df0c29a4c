import type { CreateMissingChargesResult } from '@shelfline/shared/contracts/missing-charges.contract';
import { env } from '../../../common/env.ts';
import { HttpError } from '../../../common/http-errors.ts';
import { inLanes } from '../../../data/batch.ts';

/*
 * One step of a Missing Charges creation (README "long work": idempotent steps with progress): ids are handled a few
 * at a time until the step's time budget is spent; those not started are answered as `remaining` for the next call.
 * Each id's work is idempotent (uniqueness markers), so a repeated or interrupted step creates nothing twice. A
 * refusal of one id (409/404 with its sentence) is reported beside the others, it does not stop the step.
 */

const LANES = 4;

export type IdOutcome = { created: number; existing: number };

export async function runCreationStep(
  ids: readonly number[],
  work: (id: number) => Promise<IdOutcome>,
  budgetMs: number = env.exportStepBudgetMs,
): Promise<CreateMissingChargesResult> {
  const started = Date.now();
  const result: CreateMissingChargesResult = { created: 0, existing: 0, refused: [], remaining: [] };
  await inLanes([...new Set(ids)], LANES, async (id) => {
    if (Date.now() - started > budgetMs) {
      result.remaining.push(id);
      return;
    }
    try {
      const outcome = await work(id);
      result.created += outcome.created;
      result.existing += outcome.existing;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      result.refused.push({ id, message: messageOf(error) });
    }
  });
  result.remaining.sort((a, b) => a - b);
  return result;
}

function messageOf(error: HttpError): string {
  if (typeof error.errors === 'string') return error.errors;
  if (Array.isArray(error.errors)) return error.errors.join(' ');
  return Object.values(error.errors).flat().join(' ');
}
