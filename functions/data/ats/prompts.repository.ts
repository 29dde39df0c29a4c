import { PromptEntity, PromptPatterns } from '../entities/prompt.entity.ts';
import { createRepository } from '../repository.ts';

/** ATS prompts (prompt.entity.ts): the seeded keys, read whole (a handful) or by key. */
export const prompts = createRepository(PromptEntity, PromptPatterns);

/** Every prompt, by key. */
export const allPrompts = () => prompts.queryAll('all');
