import type { Caller } from '../../common/caller.ts';
import { ForbiddenError } from '../../common/http-errors.ts';
import { employees } from '../../data/people/people.repository.ts';

/*
 * Every `profile/*` call works on the signed-in worker, whatever the request says (001 §7 Merchandiser
 * profile): the id comes from the verified token, never from the path or body. Records of the worker's
 * partition are addressed as (own id, record id), so another worker's vacation or week is simply not found.
 *
 * "Today" in the profile rules (vacations, special weeks) is the server's UTC date (todayIso); near midnight it
 * may differ by a day from the worker's local date, which the rules tolerate.
 */
export function ownEmployeeId(auth: Caller): number {
  const id = Number(auth.personId);
  if (auth.personType !== 'employee' || !Number.isInteger(id) || id <= 0) {
    throw new ForbiddenError('Only a worker signed in with their own login has a profile.');
  }
  return id;
}

/** The signed-in worker's record (403 when the sign-in is not a worker's, 404 if the record is gone). */
export async function ownEmployee(auth: Caller) {
  return employees.getOrThrow(ownEmployeeId(auth), 'Worker');
}

/** How `enteredBy` names the caller: 'First Last' from the token, else the login code. */
export function callerName(auth: Caller): string {
  const name = `${auth.givenName ?? ''} ${auth.familyName ?? ''}`.trim();
  return name === '' ? auth.username : name;
}
