import { type ParsedResume, ParsedResumeSchema } from '@shelfline/shared/contracts/ats-parsed-resume.contract';
import * as z from 'zod';

/** `parsedJson.scoring` (brief 6c): the overall score and each criterion's part. */
const ScoringSchema = z.object({
  overallScore: z.number(),
  criteria: z.array(
    z.object({ category: z.string(), name: z.string(), score: z.number(), weight: z.number(), notes: z.string() }),
  ),
});
export type ScoringInfo = z.infer<typeof ScoringSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false } | undefined;

/**
 * The applicant's `parsedJson` (`{ resume, scoring }`) read apart: each part undefined when absent, `ok: false` when
 * present but unreadable (the screen then says 'Error parsing resume data' / 'Error parsing scoring data').
 */
export function readParsedJson(parsedJson: string | undefined): {
  resume: Parsed<ParsedResume>;
  scoring: Parsed<ScoringInfo>;
} {
  if (!parsedJson) return { resume: undefined, scoring: undefined };
  let data: { resume?: unknown; scoring?: unknown };
  try {
    data = JSON.parse(parsedJson) as { resume?: unknown; scoring?: unknown };
  } catch {
    return { resume: { ok: false }, scoring: { ok: false } };
  }
  const part = <T>(schema: z.ZodType<T>, value: unknown): Parsed<T> => {
    if (value === undefined || value === null) return undefined;
    const read = schema.safeParse(value);
    return read.success ? { ok: true, value: read.data } : { ok: false };
  };
  return { resume: part(ParsedResumeSchema, data.resume), scoring: part(ScoringSchema, data.scoring) };
}
