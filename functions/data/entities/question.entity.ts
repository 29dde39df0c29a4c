import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Question of the question library (001 §2, §4): the text a report asks, with its answers. A question without
 * answers is a free-text question (the report stores `textValue`). Answer ids are stable: an edit keeps them and a
 * new answer takes `nextAnswerId`, so layouts' flagged answers and saved reports keep pointing at the same answer.
 *
 * | access pattern                          | pattern | index | key                                   |
 * |-----------------------------------------|---------|-------|---------------------------------------|
 * | question by id (builder, report, edit)  |         | table | pk `QUESTION#<id>`, sk `QUESTION`     |
 * | the whole library (one Query)           | `all`   | gsi1  | `QUESTIONS` / `<id, 8 digits>`        |
 *
 * The library is a few thousand questions at most, so the list is one partition read whole and filtered on
 * `isInactive` in memory.
 */
export interface QuestionAnswer {
  answerId: number;
  answerText: string;
}

export interface Question {
  id: number;
  text: string;
  comments?: string;
  isInactive: boolean;
  answers: QuestionAnswer[];
  /** The id the next new answer takes (ids are never reused, even after a removal). */
  nextAnswerId: number;
}

export const QUESTIONS_KEY = 'QUESTIONS';

export const QuestionEntity = defineEntity<Question>({
  name: 'question',
  key: (id) => ({ pk: `QUESTION#${id}`, sk: 'QUESTION' }),
  indexes: {
    gsi1: (q) => ({ pk: QUESTIONS_KEY, sk: String(q.id).padStart(8, '0') }),
  },
});

export const QuestionPatterns = definePatterns({
  /** the whole library */
  all: { index: 'gsi1', key: () => ({ pk: QUESTIONS_KEY }) },
});
