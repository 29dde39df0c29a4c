import { describe, expect, it } from 'vitest';
import {
  canExportDrafts,
  canMoveDraft,
  DRAFT_STATUSES,
  type DraftStatus,
  isDraftReadOnly,
  nextDraftStatuses,
} from './draft-status.ts';

/** The table of 000 §4.1, written out pair by pair. */
const ALLOWED_PAIRS: readonly [DraftStatus, DraftStatus][] = [
  ['InProgress', 'ReadyForSupervisor'],
  ['InProgress', 'Completed'],
  ['ReadyForSupervisor', 'InProgress'],
  ['ReadyForSupervisor', 'Completed'],
  ['Completed', 'InProgress'],
  ['Completed', 'Exported'],
];

describe('draft status machine', () => {
  it('allows exactly the moves of the spec and refuses every other one', () => {
    for (const from of DRAFT_STATUSES) {
      for (const to of DRAFT_STATUSES) {
        const expected = ALLOWED_PAIRS.some(([a, b]) => a === from && b === to);
        expect(canMoveDraft(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never offers the current status, and nothing after Exported', () => {
    for (const status of DRAFT_STATUSES) expect(nextDraftStatuses(status)).not.toContain(status);
    expect(nextDraftStatuses('Exported')).toEqual([]);
  });

  it('makes Completed and Exported drafts read-only', () => {
    expect(DRAFT_STATUSES.filter(isDraftReadOnly)).toEqual(['Completed', 'Exported']);
  });

  it('exports only when every selected draft is Completed', () => {
    expect(canExportDrafts(['Completed', 'Completed'])).toBe(true);
    expect(canExportDrafts(['Completed', 'InProgress'])).toBe(false);
    expect(canExportDrafts(['Exported'])).toBe(false);
    expect(canExportDrafts([])).toBe(false);
  });
});
