import { type ParsedResume, ParsedResumeSchema } from '@shelfline/shared/contracts/ats-parsed-resume.contract';

/*
 * What an LLM answered, read as a parsed résumé (brief §6f, A7). The model read text a stranger wrote, so its answer is
 * as untrusted as the résumé: it must be JSON of the contract's shape, fields outside it are dropped (a `status` or a
 * `score` never reaches the applicant), texts and lists are cut to the contract's sizes, and the website stays only
 * when it is an http(s) link.
 */

/** Longer answers are refused whole: a well-behaved parse of a 10-page résumé is far smaller. */
export const MODEL_OUTPUT_MAX_CHARS = 200_000;

const TEXT_MAX = 2_000;
/** The contract's list sizes by field name (every other list: 100). */
const LIST_MAX: Readonly<Record<string, number>> = { skills: 200, languages: 50, highlights: 50, keywords: 50 };

export type ModelReading = { ok: true; parsed: ParsedResume } | { ok: false; reason: string };

/** The model's answer as a ParsedResume, or why it cannot be one. */
export function readModelOutput(output: string): ModelReading {
  if (output.length > MODEL_OUTPUT_MAX_CHARS) return { ok: false, reason: 'The answer is too long.' };
  // Models like to wrap JSON in prose or a ``` fence: the object is what lies between the first { and the last }.
  const start = output.indexOf('{');
  const end = output.lastIndexOf('}');
  if (start < 0 || end < start) return { ok: false, reason: 'The answer holds no JSON object.' };
  let json: unknown;
  try {
    json = JSON.parse(output.slice(start, end + 1));
  } catch {
    return { ok: false, reason: 'The answer is not valid JSON.' };
  }
  const result = ParsedResumeSchema.safeParse(withDefaults(capped(json)));
  if (!result.success) return { ok: false, reason: 'The answer does not have the parsed resume shape.' };
  const parsed = result.data;
  if (parsed.basics.url !== undefined && !/^https?:\/\/[^\s]+$/i.test(parsed.basics.url)) delete parsed.basics.url;
  return { ok: true, parsed };
}

/**
 * Texts cut to 2,000 characters and lists to the contract's sizes, at any depth; a null (models write `"email": null`
 * for what the résumé does not say) is left out, as the contract's optional fields are absent, not null.
 */
function capped(value: unknown, field = ''): unknown {
  if (typeof value === 'string') return value.slice(0, TEXT_MAX);
  if (Array.isArray(value))
    return value
      .filter((item) => item !== null)
      .slice(0, LIST_MAX[field] ?? 100)
      .map((item) => capped(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== null)
        .map(([key, inner]) => [key, capped(inner, key)]),
    );
  return value;
}

/** A section the model left out is an empty list (the deterministic analyzer answers every section too). */
function withDefaults(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const sections = ['work', 'education', 'skills', 'languages', 'certifications', 'projects', 'volunteer'];
  return {
    basics: {},
    ...Object.fromEntries(sections.map((section) => [section, []])),
    ...value,
  };
}
