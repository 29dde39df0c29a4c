import type { ScoringConfig } from '../../data/ats/scoring.repository.ts';
import type { CriterionType } from '../../data/entities/scoring.entity.ts';

export type { ScoringConfig } from '../../data/ats/scoring.repository.ts';

/** One criterion's line of the Scoring Info tab (`parsedJson.scoring.criteria`, 002 §3). */
export interface CriterionResult {
  category: string;
  name: string;
  score: number;
  weight: number;
  notes: string;
}

export interface ScoringResult {
  overallScore: number;
  criteria: CriterionResult[];
  /** The text of the first `autoReject` keyword found: the applicant goes to Rejected Automatically (2). */
  autoRejectedBy?: string;
}

/**
 * How much a criterion's points count in the overall score, by type (brief A6; the spec shows no weights): the
 * README documents them, and this is the one place they live.
 */
export const CRITERION_WEIGHTS: Readonly<Record<CriterionType, number>> = {
  critical: 2,
  additional: 1,
  negative: 1,
  other: 0.5,
};

export const MIN_OVERALL_SCORE = 0;
export const MAX_OVERALL_SCORE = 100;

/**
 * Scores a résumé's text (brief A6, A21): per criterion, each keyword found adds its signed points once; the
 * criterion's score times its weight adds to the overall score, rounded and clamped to 0–100. Matching is case- and
 * accent-insensitive, on whole words or phrases ('java' is not found in 'javascript'), by plain substring search
 * between word boundaries of the normalised text: no regular expression is ever built from a keyword, so a
 * keyword cannot make scoring slow (ReDoS).
 */
export function scoreResume(text: string, config: ScoringConfig): ScoringResult {
  const haystack = ` ${normaliseForMatching(text)} `;
  let total = 0;
  let autoRejectedBy: string | undefined;
  const criteria = config.criteria.map((criterion): CriterionResult => {
    const weight = CRITERION_WEIGHTS[criterion.type];
    const seen = new Set<string>();
    const matched: { text: string; score: number; autoReject: boolean }[] = [];
    for (const keyword of criterion.keywords) {
      const needle = normaliseForMatching(keyword.text);
      // A keyword written twice (or 'Café' and 'cafe') counts once; one of only punctuation can match nothing.
      if (needle === '' || seen.has(needle)) continue;
      seen.add(needle);
      if (haystack.includes(` ${needle} `)) matched.push(keyword);
    }
    const score = matched.reduce((sum, k) => sum + k.score, 0);
    total += weight * score;
    const rejecting = matched.find((k) => k.autoReject);
    if (rejecting && autoRejectedBy === undefined) autoRejectedBy = rejecting.text;
    return {
      category: criterion.category,
      name: criterion.type,
      score,
      weight,
      notes: notesOf(criterion.type, matched),
    };
  });
  const overallScore = Math.min(MAX_OVERALL_SCORE, Math.max(MIN_OVERALL_SCORE, Math.round(total)));
  return { overallScore, criteria, ...(autoRejectedBy === undefined ? {} : { autoRejectedBy }) };
}

function notesOf(type: CriterionType, matched: readonly { text: string; score: number; autoReject: boolean }[]) {
  if (matched.length === 0) {
    // A critical criterion without a match is worth knowing, but never rejects by itself (brief §6c).
    return type === 'critical' ? 'No keyword of this critical criterion was found.' : 'No keyword found.';
  }
  const found = `Found: ${matched.map((k) => `${k.text} (${k.score > 0 ? '+' : ''}${k.score})`).join(', ')}.`;
  const rejecting = matched.find((k) => k.autoReject);
  return rejecting ? `${found} Rejected automatically: keyword "${rejecting.text}" was found.` : found;
}

/**
 * Text reduced to lower-case letters, digits, '+' and '#' (so 'C++' and 'C#' stay words of their own) without accents,
 * words separated by one space: what keyword matching compares ('Gestión  de-Inventario' → 'gestion de inventario').
 * The patterns here are fixed and linear.
 */
export function normaliseForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}
