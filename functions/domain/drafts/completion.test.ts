import type { Availability } from '@shelfline/shared/contracts/availability.contract';
import { describe, expect, it } from 'vitest';
import type { DraftHead, StoredRow, StoredRowWorker } from '../../data/entities/draft.entity.ts';
import type { WindowAvailability } from '../availability/window-availability.ts';
import { completionProblems, teamLeadWindows } from './completion.ts';
import type { RowContext } from './row-context.ts';

const worker = (id: number, isTeamLead: boolean): StoredRowWorker => ({
  id,
  name: `Worker ${id}`,
  isTeamLead,
  isTemporary: false,
  isSpecialProjects: false,
});

const ready: Omit<StoredRow, 'id'> = {
  storeId: 1,
  draftJobId: 1001,
  serviceTypeId: 1,
  hours: 2,
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  workers: [worker(7, true), worker(8, false)],
  version: 1,
};

const context = (id: number, fields: Partial<StoredRow> = {}): RowContext =>
  ({ draft: { id: 1 } as DraftHead, row: { ...ready, ...fields, id }, store: {}, job: {} }) as RowContext;

/** Availability read from a table of statuses (the rule only looks at the status). */
const statuses = (byWorker: Record<number, Availability['status']>): WindowAvailability => ({
  of: (workerId) => ({ status: byWorker[workerId] ?? 'Available' }) as Availability,
});

describe('the Completed rule (000 §4.1)', () => {
  it('passes rows with hours, dates, workers and an available team lead', () => {
    expect(completionProblems([context(1), context(2)], statuses({ 7: 'PartiallyBlocked' }))).toEqual([]);
  });

  it('names each kind of problem with its row count', () => {
    const rows = [
      context(1, { hours: 0 }),
      context(2, { hours: 0, workers: [] }),
      context(3, { workers: [worker(8, false)] }),
      context(4, { startDate: undefined, endDate: undefined, workers: [] }),
    ];
    expect(completionProblems(rows, statuses({}))).toEqual([
      '2 rows have no hours.',
      '2 rows have no worker.',
      '1 row has no team lead.',
      '1 row has no start and end date.',
    ]);
  });

  it('refuses a team lead who is inactive or fully blocked, but not one over-allocated', () => {
    const rows = [context(1), context(2, { workers: [worker(9, true)] }), context(3, { workers: [worker(5, true)] })];
    expect(completionProblems(rows, statuses({ 7: 'Inactive', 9: 'FullyBlocked', 5: 'OverAllocated' }))).toEqual([
      'Team lead Worker 7 is inactive on 1 row.',
      'Team lead Worker 9 is fully blocked on 1 row.',
    ]);
  });

  it('refuses an empty draft', () => {
    expect(completionProblems([], statuses({}))).toEqual(['The draft has no service rows.']);
  });

  it('asks availability only for team leads of rows with dates', () => {
    expect(teamLeadWindows([context(1), context(2, { startDate: undefined })])).toEqual([
      { workerId: 7, startDate: '2026-12-01', endDate: '2026-12-05' },
    ]);
  });
});
