import type { Caller } from '../../common/caller.ts';
import { employeeComments } from '../../data/people/worker-records.repository.ts';
import { getWorker } from './workers.ts';

/** Who wrote a comment: the caller's name from the token, else their login code. */
export function authorOf(auth: Caller): string {
  const name = [auth.givenName, auth.familyName].filter((p) => p && p.trim() !== '').join(' ');
  return name === '' ? auth.username : name;
}

/** The comment `commentId` of worker `id` (404 for an unknown worker or another worker's comment). */
export async function commentOf(id: number, commentId: number) {
  await getWorker(id);
  return employeeComments.getOrThrow(id, commentId);
}
