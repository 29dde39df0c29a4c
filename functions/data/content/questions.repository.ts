import { batchGet } from '../batch.ts';
import { type Question, QuestionEntity, QuestionPatterns } from '../entities/question.entity.ts';
import {
  type QuestionHeader,
  QuestionHeaderEntity,
  QuestionHeaderPatterns,
} from '../entities/question-header.entity.ts';
import { fromItem } from '../entity.ts';
import { createRepository } from '../repository.ts';

/*
 * The question library (001 §2 Question library): questions and the headers of each job. Access patterns are
 * documented in question.entity.ts and question-header.entity.ts. Which layouts use a question or a header is
 * answered by report-layouts.repository.ts (`layoutsUsing`), from the layouts themselves.
 */
export const questions = createRepository(QuestionEntity, QuestionPatterns);
export const questionHeaders = createRepository(QuestionHeaderEntity, QuestionHeaderPatterns);

/** The whole library, in id order: one partition of a few thousand questions at most. */
export const listQuestions = () => questions.queryAll('all');

/** The headers of a job, in id order. */
export const listHeadersOfJob = (jobId: number) => questionHeaders.queryAll('ofJob', jobId);

/** Does the job have headers (one Query of Limit 1; a job with headers is not deleted)? */
export async function jobHasHeaders(jobId: number): Promise<boolean> {
  const page = await questionHeaders.query('ofJob', [jobId], { limit: 1 });
  return page.items.length > 0;
}

/** The questions of these ids (a layout's items), by id; ids not found are missing from the map. */
export async function questionsByIds(ids: readonly number[]): Promise<Map<number, Question>> {
  const found = new Map<number, Question>();
  const keys = [...new Set(ids)].map((id) => QuestionEntity.key(id));
  await batchGet(keys, (item) => {
    const question = fromItem<Question>(item);
    found.set(question.id, question);
  });
  return found;
}

/** The headers of these ids, by id (a layout's header items; one of another job is found, and refused by the caller). */
export async function headersByIds(ids: readonly number[]): Promise<Map<number, QuestionHeader>> {
  const found = new Map<number, QuestionHeader>();
  const keys = [...new Set(ids)].map((id) => QuestionHeaderEntity.key(id));
  await batchGet(keys, (item) => {
    const header = fromItem<QuestionHeader>(item);
    found.set(header.id, header);
  });
  return found;
}
