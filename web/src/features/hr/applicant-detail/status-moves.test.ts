import { describe, expect, it } from 'vitest';
import { canMove, canReopen } from './status-moves.ts';

describe('the applicant status buttons', () => {
  it('follow the transition table', () => {
    expect([3, 4, 5, 6, 7].every((to) => canMove(1, to))).toBe(true);
    expect(canMove(4, 4)).toBe(false);
    expect(canMove(5, 4)).toBe(false);
    expect(canMove(6, 7)).toBe(true);
    expect(canMove(6, 5)).toBe(false);
    expect([0, 2, 3, 7].some((from) => [3, 4, 5, 6, 7].some((to) => canMove(from, to)))).toBe(false);
  });

  it('let only an admin reopen a final status', () => {
    expect(canReopen(2, true) && canReopen(3, true) && canReopen(7, true)).toBe(true);
    expect(canReopen(3, false)).toBe(false);
    expect(canReopen(4, true)).toBe(false);
  });
});
