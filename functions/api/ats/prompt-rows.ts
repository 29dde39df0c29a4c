import type { Prompt, PromptSummary } from '@shelfline/shared/contracts/ats-prompt.contract';
import type { Prompt as StoredPromptFields } from '../../data/entities/prompt.entity.ts';
import type { Audit } from '../../data/entity.ts';

type StoredPrompt = StoredPromptFields & Audit;

/** A prompt as `GET ats/prompts` lists it: key, times, length (002 §3 names: `createdUtc`, `updatedUtc`). */
export const promptSummary = (p: StoredPrompt): PromptSummary => ({
  key: p.id,
  createdUtc: p.createdAt,
  updatedUtc: p.modifiedAt,
  length: p.prompt.length,
  version: p.version,
});

/** A prompt with its text. */
export const promptRecord = (p: StoredPrompt): Prompt => ({
  key: p.id,
  prompt: p.prompt,
  createdUtc: p.createdAt,
  updatedUtc: p.modifiedAt,
  version: p.version,
});
