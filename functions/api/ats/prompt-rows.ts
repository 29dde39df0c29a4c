import type { Prompt, PromptSummary } from '@shelfline/shared/contracts/ats-prompt.contract';
import type { Prompt as StoredPromptFields } from '../../data/entities/prompt.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { analyzerLabel } from '../../domain/ats/analyzer/analyze-resume.ts';

type StoredPrompt = StoredPromptFields & Audit;

/** A prompt as `GET ats/prompts` lists it: key, times, length (002 §3 names: `createdUtc`, `updatedUtc`). */
export const promptSummary = (p: StoredPrompt): PromptSummary => ({
  key: p.id,
  createdUtc: p.createdAt,
  updatedUtc: p.modifiedAt,
  length: p.prompt.length,
  version: p.version,
});

/** A prompt with its text, and the analyzer in use (the screen says whether the prompt is used at all). */
export const promptRecord = (p: StoredPrompt): Prompt => ({
  key: p.id,
  prompt: p.prompt,
  analyzer: analyzerLabel(),
  createdUtc: p.createdAt,
  updatedUtc: p.modifiedAt,
  version: p.version,
});
