import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError } from '../../../common/http-errors.ts';
import { nextApprovalStatus } from './approval.ts';
import { splitCents } from './bill-misc-charge.ts';

describe('nextApprovalStatus', () => {
  it('approves from 0 or 3, denies from 0, 1 or 2, keeps a status sent back, refuses the rest', () => {
    expect(nextApprovalStatus(0, 2, false)).toBe(2);
    expect(nextApprovalStatus(3, 2, false)).toBe(2);
    expect(() => nextApprovalStatus(1, 2, false)).toThrow(ConflictError);
    for (const from of [0, 1, 2] as const) expect(nextApprovalStatus(from, 3, false)).toBe(3);
    expect(nextApprovalStatus(2, 2, false)).toBe(2);
    expect(nextApprovalStatus(3, undefined, false)).toBe(3);
    expect(() => nextApprovalStatus(3, 0, false)).toThrow(ConflictError);
    expect(() => nextApprovalStatus(0, 1, false)).toThrow(ConflictError);
  });

  it('sends a merchandiser’s edit back to Not Approved Yet and never lets them set the status', () => {
    expect(nextApprovalStatus(3, 3, true)).toBe(0);
    expect(nextApprovalStatus(3, undefined, true)).toBe(0);
    expect(() => nextApprovalStatus(0, 2, true)).toThrow(ForbiddenError);
  });
});

describe('splitCents', () => {
  it('splits equally with the remainder cents on the first share', () => {
    expect(splitCents(1001, 2)).toEqual([501, 500]);
    expect(splitCents(100, 3)).toEqual([34, 33, 33]);
    expect(splitCents(5, 1)).toEqual([5]);
    expect(splitCents(0, 2)).toEqual([0, 0]);
  });
});
