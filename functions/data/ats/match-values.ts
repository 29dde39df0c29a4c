import type { MatchKind } from '../entities/match-key.entity.ts';

/**
 * The normalised values an applicant or a worker is matched by (brief A9): e-mail lower-case and trimmed; phone as
 * digits, the last 10 of a North American number (a leading 1 dropped); name as first + last, lower-case, accents and
 * punctuation removed; résumé as the file's SHA-256. Values too weak to mean anything (a phone of fewer than 7 digits,
 * an empty name) give no key.
 */
export interface MatchSource {
  firstName?: string;
  lastName?: string;
  email?: string;
  phones?: readonly (string | undefined)[];
  resumeSha256?: string;
}

export interface MatchValue {
  kind: MatchKind;
  value: string;
}

/** Strongest first: the order a match's kinds are listed in, and which ex-employee match is kept (brief A10). */
export const MATCH_STRENGTH: readonly MatchKind[] = ['resume', 'email', 'phone', 'name'];

export function normaliseEmail(email: string | undefined): string | undefined {
  const value = email?.trim().toLowerCase();
  return value?.includes('@') ? value : undefined;
}

export function normalisePhone(phone: string | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length >= 7 ? national.slice(-10) : undefined;
}

export function normaliseName(firstName: string | undefined, lastName: string | undefined): string | undefined {
  const clean = (s: string | undefined) =>
    (s ?? '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  const first = clean(firstName);
  const last = clean(lastName);
  return first && last ? `${first} ${last}` : undefined;
}

/** Every key of `source`, without repeats. */
export function matchValuesOf(source: MatchSource): MatchValue[] {
  const values: MatchValue[] = [];
  const add = (kind: MatchKind, value: string | undefined) => {
    if (value && !values.some((v) => v.kind === kind && v.value === value)) values.push({ kind, value });
  };
  add('resume', source.resumeSha256?.toLowerCase());
  add('email', normaliseEmail(source.email));
  for (const phone of source.phones ?? []) add('phone', normalisePhone(phone));
  add('name', normaliseName(source.firstName, source.lastName));
  return values;
}

/** 'email,phone': the kinds of a match, strongest first. */
export function matchTypeOf(kinds: Iterable<MatchKind>): string {
  const set = new Set(kinds);
  return MATCH_STRENGTH.filter((k) => set.has(k)).join(',') || 'none';
}
