import { defineEntity, definePatterns } from '../entity.ts';

/**
 * ATS prompt (002 §3 Prompt; brief A7): the text an optional LLM analyzer would use for a seeded key. Keys are seeded
 * (`PROMPT_KEYS`); `PUT ats/prompts/{key}` only edits one, never creates it.
 *
 * | access pattern        | pattern | index | key                              |
 * |-----------------------|---------|-------|----------------------------------|
 * | prompt by key         |         | table | pk `ATSPROMPT`, sk `<key>`       |
 * | every prompt, by key  | `all`   | table | pk `ATSPROMPT`                   |
 */
export interface Prompt {
  /** The key ('resume.parse'). */
  id: string;
  prompt: string;
}

/** The keys the product knows (brief A7): the analyzer reads these and no others. */
export const PROMPT_KEYS = ['resume.parse', 'resume.score', 'subject.parse'] as const;

export const PROMPTS_PARTITION = 'ATSPROMPT';

export const PromptEntity = defineEntity<Prompt>({
  name: 'prompt',
  key: (id) => ({ pk: PROMPTS_PARTITION, sk: id }),
});

/** The access patterns of the table above, by name. */
export const PromptPatterns = definePatterns({
  /** every prompt, by key */
  all: { index: 'table', key: () => ({ pk: PROMPTS_PARTITION }) },
});
