import { ConflictError } from '../../common/http-errors.ts';
import { PROMPT_KEYS, PromptEntity, PromptPatterns, type Prompt as StoredPrompt } from '../entities/prompt.entity.ts';
import type { Audit } from '../entity.ts';
import { createRepository } from '../repository.ts';

/** ATS prompts (prompt.entity.ts): the built-in keys, read whole (a handful) or by key. */
export const prompts = createRepository(PromptEntity, PromptPatterns);

export type PromptKey = (typeof PROMPT_KEYS)[number];

/**
 * The text each built-in key has until an admin saves their own (brief A7): every deployment knows the three keys,
 * seeded or not. `resume.parse` is what the optional LLM analyzer is told; the résumé itself follows as data.
 */
export const DEFAULT_PROMPTS: Readonly<Record<PromptKey, string>> = {
  'resume.parse':
    'Read the resume and answer one JSON object in the JSON Resume shape: basics (name, label, email, phone, url, location { address, city, region, postalCode, countryCode }, summary), work, education, skills, languages, certifications, projects, volunteer. Copy text as the resume writes it; leave out what it does not say. Answer the JSON object only.',
  'resume.score':
    'Given the scoring criteria and keywords below, list which keywords the resume mentions, as JSON { "found": [keyword] }. Do not decide on rejection.',
  'subject.parse':
    'The e-mail subject below names a job posting as "<title> - <city>, <province>". Answer JSON { "title", "city", "province" }, with empty strings for parts that are missing.',
};

export const isPromptKey = (key: string): key is PromptKey => (PROMPT_KEYS as readonly string[]).includes(key);

/**
 * A prompt as the API reads it: stored, or a built-in key never saved, which reads as version 1 of its default text
 * with no times (the version schema starts at 1; the first save creates the item, see savePrompt).
 */
export type PromptOrDefault = StoredPrompt & Audit;

/** Every built-in key by key: the stored prompt, else its default (stored keys outside the built-ins are left out). */
export async function allPrompts(): Promise<PromptOrDefault[]> {
  const stored = new Map((await prompts.queryAll('all')).map((p) => [p.id, p]));
  return PROMPT_KEYS.map((key) => stored.get(key) ?? defaultPrompt(key));
}

/** One built-in key's prompt (stored or default); undefined for any other key. */
export async function promptOf(key: string): Promise<PromptOrDefault | undefined> {
  if (!isPromptKey(key)) return undefined;
  return (await prompts.get(key)) ?? defaultPrompt(key);
}

function defaultPrompt(key: PromptKey): PromptOrDefault {
  return {
    id: key,
    prompt: DEFAULT_PROMPTS[key],
    version: 1,
    createdAt: '',
    createdBy: '',
    modifiedAt: '',
    modifiedBy: '',
  };
}

/**
 * Saves a built-in key's text at the version read (stale: 409). A key never saved is created at its first save (its
 * default read as version 1), conditionally, so of two first saves one wins and the other gets 409.
 */
export async function savePrompt(key: PromptKey, text: string, version: number, by: string): Promise<PromptOrDefault> {
  const stored = await prompts.get(key);
  if (stored) return prompts.replace({ id: key, prompt: text }, version, by);
  if (version !== 1) throw new ConflictError(`Prompt ${key} was changed by someone else. Reload it and try again.`);
  // Created, then saved once more: the stored text is version 2, so a client still holding the default's version 1
  // gets 409 instead of overwriting it. Of two first saves, one create wins and the other gets 409.
  await prompts.create({ id: key, prompt: text }, by);
  return prompts.replace({ id: key, prompt: text }, 1, by);
}
