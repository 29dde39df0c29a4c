import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DetailsPage, DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import type { ScheduledWorkRow } from '@shelfline/shared/contracts/employee-scheduled-work.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { env } from '../../functions/common/env.ts';
import { listServiceTypes } from '../../functions/data/master-data/master-data.repository.ts';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { createTestDraft, setDraftStatus, type TestDraft } from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';

/*
 * The details list (POST details-paged) and the row edits (PATCH details/{id}, PATCH details/batch) of the draft
 * schedules family, on drafts of this file's own (tests/support/drafts.ts).
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const START = '2031-03-03';
const END = '2031-03-07';
let draft: TestDraft;
let other: TestDraft;

async function page(body: Record<string, unknown>, token = tokens.admin) {
  return api<DetailsPage>('POST', 'draftSchedules/details-paged', { token, body });
}

async function allRows(draftId: number): Promise<DraftDetail[]> {
  const result = await page({ draftIds: [draftId], pageSize: 1000, includeFilterLists: false });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.details;
}

beforeAll(async () => {
  await signInAll(tokens);
  draft = await createTestDraft(tokens.admin, { storeCount: 3, jobCount: 2, startDate: START, endDate: END });
  other = await createTestDraft(tokens.admin, { storeCount: 2, jobCount: 1 });
});

describe('POST draftSchedules/details-paged', () => {
  it('answers a page of rows with the draft, counts, filter lists and what stops completion', async () => {
    const result = await page({ draftIds: [draft.draftId], pageNumber: 0, pageSize: 4 });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const body = result.body;
    expect(body.totalRecords).toBe(6);
    expect(body.totalFilteredRecords).toBe(6);
    expect(body.details).toHaveLength(4);
    expect(body.draft?.id).toBe(draft.draftId);
    expect(body.drafts.map((d) => d.id)).toEqual([draft.draftId]);
    const row = body.details[0] as DraftDetail;
    expect(row).toMatchObject({
      draftId: draft.draftId,
      retailerId: draft.retailerId,
      hours: 0,
      startDate: START,
      endDate: END,
      workers: [],
      previousWorkers: expect.any(Array),
      version: expect.any(Number),
    });
    expect(row.store.storeNumber).toEqual(expect.any(Number));
    expect(row.mainJobProduct.jobNumber).toEqual(expect.any(String));
    expect(draft.storeIds).toContain(row.storeId);
    expect(body.metadata?.stores.map((s) => s.id).sort()).toEqual([...draft.storeIds].sort());
    expect(body.metadata?.jobs.length).toBeGreaterThanOrEqual(1);
    expect(body.metadata?.hours).toEqual([0]);
    expect(body.completionProblems?.[String(draft.draftId)]).toEqual([
      '6 rows have no hours.',
      '6 rows have no worker.',
    ]);
  });

  it('pages from 0 without overlap, and sorts by the columns asked', async () => {
    const first = await page({ draftIds: [draft.draftId], pageNumber: 0, pageSize: 4, includeFilterLists: false });
    const second = await page({ draftIds: [draft.draftId], pageNumber: 1, pageSize: 4, includeFilterLists: false });
    expect(second.body.details).toHaveLength(2);
    const ids = [...first.body.details, ...second.body.details].map((d) => d.id);
    expect(new Set(ids).size).toBe(6);
    expect(first.body.metadata).toBeUndefined();
    expect(first.body.completionProblems).toBeUndefined();

    const descending = await page({
      draftIds: [draft.draftId],
      pageSize: 10,
      sortOptions: { storeNumber: true },
      includeFilterLists: false,
    });
    const numbers = descending.body.details.map((d) => d.store.storeNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('filters: only the rows of the stores asked', async () => {
    const storeId = draft.storeIds[1] as number;
    const result = await page({ draftIds: [draft.draftId], storeIds: [storeId], pageSize: 10 });
    expect(result.body.totalFilteredRecords).toBe(2);
    expect(result.body.totalRecords).toBe(6);
    expect(result.body.details.every((d) => d.storeId === storeId)).toBe(true);
    // The filter lists cover every row of the draft, not only the filtered ones.
    expect(result.body.metadata?.stores).toHaveLength(3);
  });

  it('reads several drafts at once', async () => {
    const result = await page({ draftIds: [draft.draftId, other.draftId], pageSize: 20 });
    expect(result.status).toBe(200);
    expect(result.body.drafts.map((d) => d.id).sort()).toEqual([draft.draftId, other.draftId].sort());
    expect(result.body.draft).toBeUndefined();
    expect(result.body.totalRecords).toBe(8);
    expect(Object.keys(result.body.completionProblems ?? {})).toHaveLength(2);
    expect(result.body.completionProblems?.[String(other.draftId)]).toEqual([
      '2 rows have no hours.',
      '2 rows have no worker.',
    ]);
  });

  it('answers 404 naming every unknown draft', async () => {
    const result = await page({ draftIds: [draft.draftId, 999_991, 999_992] });
    expect(result.status).toBe(404);
    expect(JSON.stringify(result.body)).toContain('999991, 999992');
  });

  it('answers 400 naming the field', async () => {
    const empty = await page({ draftIds: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('draftIds');
    const big = await page({ draftIds: [draft.draftId], pageSize: 20_001 });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('pageSize');
  });

  it('lets supervisors read, not merchandisers', async () => {
    expect((await page({ draftIds: [draft.draftId] }, tokens.sup)).status).toBe(200);
    expect((await page({ draftIds: [draft.draftId] }, tokens.merch)).status).toBe(403);
  });

  it('lists the previous merchandisers of the store: newest first, 3 distinct, before today', async () => {
    const storeId = draft.storeIds[0] as number;
    const tag = letterTag();
    const workers: number[] = [];
    for (const name of ['Ann', 'Bea', 'Cid', 'Dan', 'Eve'])
      workers.push(
        await createTestWorker({
          code: `prev${tag}${name.toLowerCase()}`,
          firstName: name,
          lastName: `Prev${tag}`,
          isMerchandiser: true,
        }),
      );
    const [ann, bea, cid, dan, eve] = workers as [number, number, number, number, number];
    const yesterday = addDays(todayIso(), -1);
    const work = async (employeeId: number, startDate: string, isTeamLead: boolean) =>
      scheduledWork.create(
        employeeId,
        {
          id: await nextId('service'),
          employeeId,
          retailerId: draft.retailerId,
          retailer: 'Test',
          storeId,
          storeNumber: '1',
          jobNumber: 'J',
          startDate,
          endDate: startDate,
          hours: 2,
          isSchedule: true,
          isTeamLead,
        },
        'test',
      );
    await work(dan, addDays(todayIso(), -2), true);
    await work(ann, yesterday, true);
    await work(bea, yesterday, false);
    await work(ann, yesterday, false);
    await work(cid, yesterday, true);
    await work(eve, addDays(todayIso(), 5), true);

    const result = await page({ draftIds: [draft.draftId], storeIds: [storeId], includeFilterLists: false });
    const previous = result.body.details[0]?.previousWorkers;
    expect(previous).toEqual([
      { id: cid, name: `Cid Prev${tag}`, isTeamLead: true },
      { id: ann, name: `Ann Prev${tag}`, isTeamLead: false },
      { id: bea, name: `Bea Prev${tag}`, isTeamLead: false },
    ]);
  });

  it("finds the demo's scheduled work by store (the demo load writes the store index)", async () => {
    const work = await api<ScheduledWorkRow[]>('GET', 'Employees/4/scheduledWork', { token: tokens.admin });
    const row = work.body.find((w) => w.storeId !== undefined);
    expect(row).toBeDefined();
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `STOREWORK#${row?.storeId}` },
      }),
    );
    expect(Items.some((item) => item.id === row?.serviceId && item.employeeId === 4)).toBe(true);
  });
});

describe('PATCH draftSchedules/details/{id}', () => {
  let rowId: number;
  beforeAll(async () => {
    rowId = (await allRows(draft.draftId))[0]?.id as number;
  });
  const patch = (body: unknown, token = tokens.admin, id = rowId) =>
    api<DraftDetail & { errors?: unknown }>('PATCH', `draftSchedules/details/${id}`, { token, body });

  it('sets hours, trait, service type and dates, answering the row', async () => {
    const hours = await patch({ field: 'hours', value: 2.75 });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    expect(hours.body).toMatchObject({ id: rowId, hours: 2.75 });
    const trait = await patch({ field: 'trait', value: 'Endcap', version: hours.body.version }, tokens.sup);
    expect(trait.status, JSON.stringify(trait.body)).toBe(200);
    expect(trait.body.trait).toBe('Endcap');
    expect(trait.body.version).toBe(hours.body.version + 1);
    const cleared = await patch({ field: 'trait', value: '' });
    expect(cleared.body.trait).toBeUndefined();

    const type = (await listServiceTypes()).find((t) => !t.isInactive);
    const typed = await patch({ field: 'serviceTypeId', value: type?.id });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body).toMatchObject({ serviceTypeId: type?.id, serviceType: type?.name });

    const start = await patch({ field: 'startDate', value: '2031-03-04' });
    expect(start.body.startDate).toBe('2031-03-04');
    const end = await patch({ field: 'endDate', value: '2031-03-04' });
    expect(end.body).toMatchObject({ startDate: '2031-03-04', endDate: '2031-03-04' });
  });

  it('refuses a start after the end and an end before the start', async () => {
    const start = await patch({ field: 'startDate', value: '2031-03-20' });
    expect(start.status).toBe(400);
    expect(start.body.errors).toEqual({ value: ['Start date cannot be after end date.'] });
    const end = await patch({ field: 'endDate', value: '2031-02-01' });
    expect(end.status).toBe(400);
    expect(end.body.errors).toEqual({ value: ['End date cannot be before start date.'] });
  });

  it('answers 400 naming the field or the value', async () => {
    const step = await patch({ field: 'hours', value: 1.3 });
    expect(step.status).toBe(400);
    expect(JSON.stringify(step.body)).toContain('0.25');
    const negative = await patch({ field: 'hours', value: -1 });
    expect(negative.status).toBe(400);
    const unknownField = await patch({ field: 'colour', value: 'red' });
    expect(unknownField.status).toBe(400);
    expect(JSON.stringify(unknownField.body)).toContain('field');
    const unknownType = await patch({ field: 'serviceTypeId', value: 999_999 });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors).toEqual({ value: ['Service type 999999 was not found.'] });
    const badDate = await patch({ field: 'startDate', value: '2031-13-01' });
    expect(badDate.status).toBe(400);
  });

  it('answers 409 to a stale row version', async () => {
    const current = (await allRows(draft.draftId)).find((d) => d.id === rowId) as DraftDetail;
    const fresh = await patch({ field: 'hours', value: 1, version: current.version });
    expect(fresh.status).toBe(200);
    const stale = await patch({ field: 'hours', value: 1.5, version: current.version });
    expect(stale.status).toBe(409);
  });

  it('answers 404 for an unknown row and 403 to a merchandiser', async () => {
    expect((await patch({ field: 'hours', value: 1 }, tokens.admin, draft.draftId * 10_000_000 + 99_999)).status).toBe(
      404,
    );
    expect((await patch({ field: 'hours', value: 1 }, tokens.admin, 1)).status).toBe(404);
    expect((await patch({ field: 'hours', value: 1 }, tokens.merch)).status).toBe(403);
  });

  it('refuses edits of a read-only draft', async () => {
    await setDraftStatus(draft.draftId, 'Completed');
    try {
      const result = await patch({ field: 'hours', value: 4 });
      expect(result.status).toBe(409);
      expect(JSON.stringify(result.body)).toContain('read-only');
    } finally {
      await setDraftStatus(draft.draftId, 'InProgress');
    }
  });
});

describe('PATCH draftSchedules/details/batch', () => {
  let batchDraft: TestDraft;
  beforeAll(async () => {
    batchDraft = await createTestDraft(tokens.admin, { storeCount: 3, jobCount: 2, startDate: START, endDate: END });
  });
  const batch = (body: unknown, token = tokens.admin) =>
    api<{ affected: number; errors?: unknown }>('PATCH', 'draftSchedules/details/batch', { token, body });

  it('changes exactly the rows the filter selects', async () => {
    const storeId = batchDraft.storeIds[2] as number;
    const result = await batch({
      field: 'hours',
      value: 3.5,
      metadata: { draftIds: [batchDraft.draftId], storeIds: [storeId] },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ affected: 2 });
    const rows = await allRows(batchDraft.draftId);
    for (const row of rows) expect(row.hours).toBe(row.storeId === storeId ? 3.5 : 0);

    const all = await batch(
      { field: 'trait', value: 'Aisle 9', metadata: { draftIds: [batchDraft.draftId] } },
      tokens.sup,
    );
    expect(all.body).toEqual({ affected: 6 });
    expect((await allRows(batchDraft.draftId)).every((r) => r.trait === 'Aisle 9')).toBe(true);
  });

  it('applies to the filtered rows of several drafts', async () => {
    const result = await batch({
      field: 'trait',
      value: 'Shared',
      metadata: { draftIds: [batchDraft.draftId, other.draftId] },
    });
    expect(result.body).toEqual({ affected: 8 });
    expect((await allRows(other.draftId)).every((r) => r.trait === 'Shared')).toBe(true);
  });

  it('refuses the whole batch when the value would break start ≤ end on some rows', async () => {
    const rows = await allRows(batchDraft.draftId);
    const first = rows[0] as DraftDetail;
    const cut = await api<DraftDetail>('PATCH', `draftSchedules/details/${first.id}`, {
      token: tokens.admin,
      body: { field: 'endDate', value: '2031-03-04' },
    });
    expect(cut.status).toBe(200);
    const result = await batch({
      field: 'startDate',
      value: '2031-03-05',
      metadata: { draftIds: [batchDraft.draftId] },
    });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('1 row would break this');
    expect((await allRows(batchDraft.draftId)).every((r) => r.startDate === START)).toBe(true);
  });

  it('answers 400 naming the field, 404 for an unknown draft, 403 to a merchandiser', async () => {
    const bad = await batch({ field: 'hours', value: 'x', metadata: { draftIds: [batchDraft.draftId] } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('value');
    const noMetadata = await batch({ field: 'hours', value: 1 });
    expect(noMetadata.status).toBe(400);
    expect(JSON.stringify(noMetadata.body)).toContain('metadata');
    expect((await batch({ field: 'hours', value: 1, metadata: { draftIds: [999_993] } })).status).toBe(404);
    expect(
      (await batch({ field: 'hours', value: 1, metadata: { draftIds: [batchDraft.draftId] } }, tokens.merch)).status,
    ).toBe(403);
  });

  it('refuses a read-only draft, changing nothing', async () => {
    await setDraftStatus(batchDraft.draftId, 'Completed');
    try {
      const result = await batch({
        field: 'hours',
        value: 6,
        metadata: { draftIds: [batchDraft.draftId, draft.draftId] },
      });
      expect(result.status).toBe(409);
    } finally {
      await setDraftStatus(batchDraft.draftId, 'InProgress');
    }
    expect((await allRows(draft.draftId)).some((r) => r.hours === 6)).toBe(false);
  });
});
