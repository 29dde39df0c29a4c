import type { Draft, DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { canMoveDraft, DRAFT_STATUSES } from '@shelfline/shared/draft-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import type { StoredRow } from '../../functions/data/entities/draft.entity.ts';
import { putRow, rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import {
  createTestDraft,
  putOnVacation,
  rowWorker,
  setDraftStatus,
  type TestDraft,
  testMerchandisers,
} from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { letterTag } from '../support/workers.ts';

/*
 * POST draftSchedules/{id}/status: the transition table (every move, allowed and refused) and the Completed rule
 * (each condition on its own), on drafts of this file's own. Rows are set up with the repository (mutateDraft +
 * putRow) where the row calls are not what is tested.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const START = '2031-03-03';
const END = '2031-03-07';
const tag = letterTag();
const ids = {} as Record<'lead' | 'helper' | 'inactive' | 'away', number>;

const worker = testMerchandisers('st', 'Status', tag);

/** Every row of the draft changed by `change` (read-only drafts too: the test sets its own stage). */
async function setRows(draftId: number, change: (row: StoredRow, index: number) => StoredRow) {
  await mutateDraft(
    draftId,
    'test',
    (d) => {
      [...rowsOf(d)].forEach(({ row }, index) => {
        putRow(d, change(row, index));
      });
    },
    { allowReadOnly: true },
  );
}

/** Ready to complete: hours, dates and an available team lead plus a helper on every row. */
const ready = (row: StoredRow): StoredRow => ({
  ...row,
  hours: 2,
  startDate: START,
  endDate: END,
  workers: [rowWorker(ids.lead, true), rowWorker(ids.helper, false)],
});

const move = (draftId: number, body: unknown, token = tokens.admin) =>
  api<Draft & { errors?: unknown }>('POST', `draftSchedules/${draftId}/status`, { token, body });

beforeAll(async () => {
  await signInAll(tokens);
  ids.lead = await worker('Lead');
  ids.helper = await worker('Help');
  ids.inactive = await worker('Gone', { inactive: true });
  ids.away = await worker('Away');
  await putOnVacation(ids.away, '2031-03-01', '2031-03-10');
});

describe('POST draftSchedules/{id}/status: the transition table', () => {
  let draft: TestDraft;
  beforeAll(async () => {
    draft = await createTestDraft(tokens.admin, { storeCount: 2, jobCount: 1, startDate: START, endDate: END });
    await setRows(draft.draftId, ready);
  });

  const cases = DRAFT_STATUSES.flatMap((from) => DRAFT_STATUSES.map((to) => ({ from, to })));
  it.each(cases)('$from → $to', async ({ from, to }) => {
    await setDraftStatus(draft.draftId, from);
    const result = await move(draft.draftId, { status: to });
    if (canMoveDraft(from, to) && to !== 'Exported') {
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.status).toBe(to);
      expect(result.body.draftJobs).toHaveLength(1);
    } else {
      expect(result.status).toBe(409);
      if (to === 'Exported') expect(result.body.errors).toBe('Export the draft to move it to Exported.');
      else if (from === to) expect(JSON.stringify(result.body.errors)).toContain('already');
      else expect(JSON.stringify(result.body.errors)).toContain('cannot move to');
    }
  });

  it('locks the rows while Completed and lifts it back in progress', async () => {
    await setDraftStatus(draft.draftId, 'InProgress');
    expect((await move(draft.draftId, { status: 'Completed' })).status).toBe(200);
    const [row] = (
      await api<{ details: DraftDetail[] }>('POST', 'draftSchedules/details-paged', {
        token: tokens.admin,
        body: { draftIds: [draft.draftId], includeFilterLists: false },
      })
    ).body.details;
    const edit = () =>
      api('PATCH', `draftSchedules/details/${row?.id}`, { token: tokens.admin, body: { field: 'hours', value: 3 } });
    expect((await edit()).status).toBe(409);
    const back = await move(draft.draftId, { status: 'InProgress' }, tokens.am);
    expect(back.status).toBe(200);
    expect((await edit()).status).toBe(200);
  });

  it('answers 409 to a stale version, 400 naming status, 404, and 403 to supervisors and merchandisers', async () => {
    await setDraftStatus(draft.draftId, 'InProgress');
    const current = await api<Draft>('GET', `draftSchedules/${draft.draftId}`, { token: tokens.admin });
    const stale = await move(draft.draftId, { status: 'ReadyForSupervisor', version: current.body.version - 1 });
    expect(stale.status).toBe(409);
    const fresh = await move(draft.draftId, { status: 'ReadyForSupervisor', version: current.body.version });
    expect(fresh.status).toBe(200);
    const bad = await move(draft.draftId, { status: 'Done' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    expect((await move(999_996, { status: 'InProgress' })).status).toBe(404);
    expect((await move(draft.draftId, { status: 'InProgress' }, tokens.sup)).status).toBe(403);
    expect((await move(draft.draftId, { status: 'InProgress' }, tokens.merch)).status).toBe(403);
  });
});

describe('POST draftSchedules/{id}/status: the Completed rule', () => {
  let draft: TestDraft;
  beforeAll(async () => {
    draft = await createTestDraft(tokens.admin, { storeCount: 2, jobCount: 1, startDate: START, endDate: END });
  });

  /** Every row ready except the first, changed by `breakRow`; answers the errors of the move to Completed. */
  async function complete(breakRow?: (row: StoredRow) => StoredRow) {
    await setDraftStatus(draft.draftId, 'InProgress');
    await setRows(draft.draftId, (row, index) => (index === 0 && breakRow ? breakRow(ready(row)) : ready(row)));
    return move(draft.draftId, { status: 'Completed' });
  }

  it('completes a draft whose every row is ready', async () => {
    const result = await complete();
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.status).toBe('Completed');
  });

  it.each([
    { condition: 'no hours', breakRow: (row: StoredRow) => ({ ...row, hours: 0 }), problem: '1 row has no hours.' },
    {
      condition: 'no worker',
      breakRow: (row: StoredRow) => ({ ...row, workers: [] }),
      problem: '1 row has no worker.',
    },
    {
      condition: 'no team lead',
      breakRow: (row: StoredRow) => ({ ...row, workers: row.workers.map((w) => ({ ...w, isTeamLead: false })) }),
      problem: '1 row has no team lead.',
    },
    {
      condition: 'team lead inactive',
      breakRow: (row: StoredRow) => ({ ...row, workers: [rowWorker(ids.inactive, true)] }),
      problem: 'is inactive on 1 row.',
    },
    {
      condition: 'team lead fully blocked by a vacation',
      breakRow: (row: StoredRow) => ({ ...row, workers: [rowWorker(ids.away, true), rowWorker(ids.lead, false)] }),
      problem: 'is fully blocked on 1 row.',
    },
  ])('refuses with 409 and the problem when a row has $condition', async ({ breakRow, problem }) => {
    const result = await complete(breakRow);
    expect(result.status).toBe(409);
    const errors = result.body.errors as string[];
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(problem);
    const after = await api<Draft>('GET', `draftSchedules/${draft.draftId}`, { token: tokens.admin });
    expect(after.body.status).toBe('InProgress');
  });

  it('does not mind a helper who is away', async () => {
    const result = await complete((row) => ({
      ...row,
      workers: [rowWorker(ids.lead, true), rowWorker(ids.away, false)],
    }));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });
});
