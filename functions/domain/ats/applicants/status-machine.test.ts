import { describe, expect, it } from 'vitest';
import { canMove, reprocessMayMoveStatus } from './status-machine.ts';

/** The transition table of DECISIONS "Applicant status transitions" (brief §6c), every pair. */
const ALLOWED: Record<number, number[]> = { 1: [3, 4, 5, 6, 7], 4: [3, 5, 6, 7], 5: [3, 6, 7], 6: [3, 7] };
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7];

describe('applicant status moves', () => {
  it.each(STATUSES)('from %i: exactly the table for HR', (from) => {
    const allowed = STATUSES.filter((to) => to !== from && canMove(from, to, false));
    expect(allowed).toEqual(ALLOWED[from] ?? []);
  });

  it.each([2, 3, 7])('final %i reopens to Scored for an admin only', (from) => {
    expect(canMove(from, 1, true)).toBe(true);
    expect(canMove(from, 1, false)).toBe(false);
    expect(STATUSES.filter((to) => to !== 1 && to !== from && canMove(from, to, true))).toEqual([]);
  });

  it('nobody moves an applicant out of Applied or into it by hand', () => {
    for (const to of STATUSES) expect(canMove(0, to, true)).toBe(false);
    for (const from of STATUSES) expect(canMove(from, 0, true)).toBe(false);
  });

  it('reprocess moves the status only from Applied and Scored', () => {
    expect(STATUSES.filter(reprocessMayMoveStatus)).toEqual([0, 1]);
  });
});
