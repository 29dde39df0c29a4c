import { ownersOf } from '../../../data/ats/match-keys.repository.ts';
import { MATCH_STRENGTH, type MatchValue, matchTypeOf } from '../../../data/ats/match-values.ts';
import type { MatchKind } from '../../../data/entities/match-key.entity.ts';
import { employees } from '../../../data/people/people.repository.ts';

/** Who shares keys with an applicant: other applicants with every kind matched, and the ex-employee match if any. */
export interface Matches {
  /** Other applicants by id, with their `matchType` ('email,phone'). */
  applicants: Map<number, string>;
  exEmployee?: { employeeId: number; matchType: MatchKind };
}

/** The most links one applicant keeps: each costs two transaction steps, and a transaction holds 100. */
export const MAX_LINKS = 30;

/**
 * Reads the match keys of `values` (≤ 4 Queries for one phone, brief §6h) and keeps: the applicants other than
 * `selfId`, and the strongest match with a worker who is inactive or has a last-worked date (brief A10).
 */
export async function findMatches(values: readonly MatchValue[], selfId?: number): Promise<Matches> {
  const owners = await ownersOf(values);
  const applicantKinds = new Map<number, Set<MatchKind>>();
  const workerKinds = new Map<number, Set<MatchKind>>();
  for (const o of owners) {
    if (o.owner === 'APPLICANT' && o.ownerId === selfId) continue;
    const map = o.owner === 'APPLICANT' ? applicantKinds : workerKinds;
    map.set(o.ownerId, (map.get(o.ownerId) ?? new Set()).add(o.kind));
  }
  const applicants = new Map(
    [...applicantKinds]
      .sort(([a], [b]) => b - a)
      .slice(0, MAX_LINKS)
      .map(([id, kinds]) => [id, matchTypeOf(kinds)] as const),
  );
  return { applicants, exEmployee: await strongestFormerWorker(workerKinds) };
}

async function strongestFormerWorker(workerKinds: Map<number, Set<MatchKind>>): Promise<Matches['exEmployee']> {
  const workers = await Promise.all([...workerKinds.keys()].map((id) => employees.get(id)));
  let best: Matches['exEmployee'];
  for (const worker of workers) {
    if (!worker || !(worker.inactive || worker.lastWorkedDate)) continue;
    const strongest = MATCH_STRENGTH.find((k) => workerKinds.get(worker.id)?.has(k));
    if (!strongest) continue;
    if (!best || MATCH_STRENGTH.indexOf(strongest) < MATCH_STRENGTH.indexOf(best.matchType)) {
      best = { employeeId: worker.id, matchType: strongest };
    }
  }
  return best;
}
