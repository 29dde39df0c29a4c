import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Match key (brief A9, A10): one normalised value of an applicant or a worker (e-mail, phone, name, résumé hash),
 * so finding who shares a value with a new applicant is one Query per kind (≤ 4), never a Scan. Written in the SAME
 * transaction as the applicant or worker that owns it, and removed with it.
 *
 * | access pattern                                | pattern   | index | key                                                          |
 * |-----------------------------------------------|-----------|-------|--------------------------------------------------------------|
 * | owners of one value (applicants and workers)  | `byValue` | table | pk `MATCHKEY#<kind>#<value>`                                 |
 * | one owner's key                               |           | table | pk `MATCHKEY#<kind>#<value>`, sk `APPLICANT#<id>` / `EMPLOYEE#<id>` |
 *
 * Values are normalised by functions/data/ats/match-values.ts before they reach a key.
 */
export type MatchKind = 'resume' | 'email' | 'phone' | 'name';
export type MatchOwner = 'APPLICANT' | 'EMPLOYEE';

export interface MatchKey {
  /** `<kind>#<value>#<owner>#<ownerId>`: unique per item (the kit needs an id). */
  id: string;
  kind: MatchKind;
  value: string;
  owner: MatchOwner;
  ownerId: number;
}

export const matchValueKey = (kind: MatchKind, value: string) => `MATCHKEY#${kind}#${value}`;

export const MatchKeyEntity = defineEntity<MatchKey>({
  name: 'matchKey',
  key: (_id, r) => {
    if (!r?.kind || r.value === undefined || !r.owner || r.ownerId === undefined) {
      throw new Error('A match key is addressed by its kind, value and owner.');
    }
    return { pk: matchValueKey(r.kind, r.value), sk: `${r.owner}#${r.ownerId}` };
  },
});

export const MatchKeyPatterns = definePatterns({
  /** every applicant and worker holding one value */
  byValue: { index: 'table', key: (kind: MatchKind, value: string) => ({ pk: matchValueKey(kind, value) }) },
});
