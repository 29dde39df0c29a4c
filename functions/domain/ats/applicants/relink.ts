import {
  applicants,
  exEmployeeDelete,
  exEmployeePut,
  hasDuplicatesUpdate,
  linkDelete,
  linkPut,
  linksOf,
} from '../../../data/ats/applicants.repository.ts';
import { matchKeyDelete, matchKeyPut } from '../../../data/ats/match-keys.repository.ts';
import { type MatchValue, matchValuesOf } from '../../../data/ats/match-values.ts';
import type { Applicant, ApplicantExEmployee, ApplicantLink } from '../../../data/entities/applicant.entity.ts';
import type { TransactItem } from '../../../data/repository.ts';
import type { Matches } from './matches.ts';

/** The match values of an applicant record (brief A9). */
export const applicantMatchValues = (a: Applicant) => matchValuesOf({ ...a, phones: [a.phone] });

/** Steps that move an applicant's match keys from `before` to `after` (only the keys that changed). */
export function matchKeySteps(id: number, before: readonly MatchValue[], after: readonly MatchValue[], by: string) {
  const same = (a: MatchValue) => (b: MatchValue) => a.kind === b.kind && a.value === b.value;
  return [
    ...before.filter((v) => !after.some(same(v))).map((v) => matchKeyDelete({ ...v, owner: 'APPLICANT', ownerId: id })),
    ...after
      .filter((v) => !before.some(same(v)))
      .map((v) => matchKeyPut({ ...v, owner: 'APPLICANT', ownerId: id }, by)),
  ];
}

/**
 * Steps that bring an existing applicant's links and ex-employee match from what is stored to `matches` (on edit,
 * reprocess, delete: brief A9): links on both sides added, rewritten or removed, and the other side's
 * `hasDuplicates` set, or cleared when this was its last link. Returns the applicant's own flags to store.
 */
export async function relinkSteps(
  id: number,
  stored: { links: readonly ApplicantLink[]; exEmployee?: ApplicantExEmployee },
  matches: Matches,
  by: string,
): Promise<{ items: TransactItem[]; hasDuplicates: boolean; isExEmployee: boolean }> {
  const now = new Date().toISOString();
  const items: TransactItem[] = [];
  const storedTypes = new Map(stored.links.map((l) => [l.otherId, l.matchType]));
  const touched = new Set([...storedTypes.keys(), ...matches.applicants.keys()]);
  let hasDuplicates = false;
  for (const otherId of touched) {
    const before = storedTypes.get(otherId);
    const after = matches.applicants.get(otherId);
    if (before === after) {
      hasDuplicates = true;
      continue;
    }
    const other = await applicants.get(otherId);
    if (!other) {
      if (before) items.push(linkDelete(id, otherId));
      continue;
    }
    if (after) {
      hasDuplicates = true;
      items.push(
        linkPut({ id, otherId, matchType: after, detectedUtc: now }, by),
        linkPut({ id: otherId, otherId: id, matchType: after, detectedUtc: now }, by),
      );
      if (!other.hasDuplicates) items.push(hasDuplicatesUpdate(other, true));
    } else {
      items.push(linkDelete(id, otherId), linkDelete(otherId, id));
      const othersLeft = (await linksOf(otherId)).filter((l) => l.otherId !== id);
      if (othersLeft.length === 0 && other.hasDuplicates) items.push(hasDuplicatesUpdate(other, false));
    }
  }
  const ex = matches.exEmployee;
  const exChanged = ex?.employeeId !== stored.exEmployee?.employeeId || ex?.matchType !== stored.exEmployee?.matchType;
  if (exChanged) items.push(ex ? exEmployeePut({ id, ...ex, detectedUtc: now }, by) : exEmployeeDelete(id));
  return { items, hasDuplicates, isExEmployee: ex !== undefined };
}
