import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import type { Store } from '@shelfline/shared/contracts/store.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../functions/common/dates.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { readScheduleSheet } from '../../functions/domain/schedule/read-workbook.ts';
import { SCHEDULE_EXPORT_COLUMNS } from '../../functions/domain/schedule/schedule-export.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { DEMO_SUPERVISOR_ID } from '../support/workers.ts';

/*
 * POST schedule/export/excel (000 §7.5): the filtered services of the list as an .xlsx file, read back with exceljs.
 * Services of this file's own month (tests/support/services.ts).
 */
type Stored = Service & { version: number };
const tokens: Record<'admin' | 'merch' | 'crm', string> = { admin: '', merch: '', crm: '' };
let month: TestMonth;
let mine: Stored[];
let others: Stored[];
let confirmed: Stored[];
let planned: Stored[];

/** Asks for the export, then downloads the file from the link it answers, as the browser does. */
async function exportFile(body: Record<string, unknown>, token: string) {
  const answer = await api<ExportedFile>('POST', 'schedule/export/excel', {
    token,
    body: { earliestDate: month.from, latestDate: month.to, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const response = await fetch(answer.body.url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { answer: answer.body, response, bytes };
}

beforeAll(async () => {
  for (const code of ['admin', 'merch', 'crm'] as const) tokens[code] = (await signIn(code)).token;
  month = await testMonth();
  [mine, others, confirmed, planned] = await Promise.all([
    createTestServices(3, {
      earliestDate: month.day(4),
      isActivated: true,
      merchandiserId: 4,
      trait: 'Endcap',
      acctManagerId: DEMO_SUPERVISOR_ID,
    }),
    createTestServices(2, {
      earliestDate: month.day(8),
      isActivated: true,
      merchandiserId: 9998,
      merchandiserName: 'Far Away',
    }),
    createTestServices(1, { earliestDate: month.day(2), isActivated: true, confirmation: { estimatedDate: null } }),
    createTestServices(1, { earliestDate: month.day(6), merchandiserId: 4 }),
  ]);
});

describe('POST schedule/export/excel', () => {
  it('answers a link to an .xlsx attachment named for today with every filtered service in the list order', async () => {
    const { answer, response, bytes } = await exportFile({ mode: 'Open' }, tokens.admin);
    expect(answer).toMatchObject({ fileName: `schedules-${todayIso()}.xlsx`, rows: 6 });
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(5 * 60_000);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="schedules-${todayIso()}.xlsx"; filename*=UTF-8''schedules-${todayIso()}.xlsx`,
    );
    const { sheet, header, rows } = await readScheduleSheet(bytes);
    // The names themselves are pinned by functions/domain/schedule/schedule-workbook.test.ts.
    expect(header).toEqual(SCHEDULE_EXPORT_COLUMNS.map((column) => column.header));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // Default staff order: earliest date, newest first; ties by id.
    const byId = (list: Stored[]) => list.map((s) => s.id).sort((a, b) => a - b);
    expect(rows.map((r) => r['Service Id'])).toEqual([...byId(others), ...byId(mine), ...byId(confirmed)]);

    const first = rows.find((r) => r['Service Id'] === mine[0]?.id);
    expect(first).toMatchObject({
      Confirmation: 'To be Confirmed',
      Retailer: mine[0]?.retailerName,
      'Store #': mine[0]?.storeNumber,
      'Job #': mine[0]?.jobNumber,
      'Time Limit': 2,
      Trait: 'Endcap',
      Merchandiser: 'Worker 4',
      Temporary: 'No',
      Category: 'Manual',
      Activated: 'Yes',
      Submitted: 'No',
      Highlighted: 'No',
    });
    expect(first?.Supervisor).toBeTruthy();
    // The columns the list shows beyond the summary: the account manager's name and the store's and city's travel.
    const card = (await readWorkerDirectory()).find((c) => c.id === DEMO_SUPERVISOR_ID);
    expect(first?.['Account Manager']).toBe(`${card?.firstName} ${card?.lastName}`);
    const store = await api<Store>('GET', `stores/${mine[0]?.storeId}`, { token: tokens.admin });
    expect(first?.['Store Travel']).toBe(store.body.isTravelAssociated ? 'Yes' : 'No');
    expect(first?.['Store Travel Charge']).toBe(store.body.isTravelAssociated ? store.body.travelCharge : null);
    expect(first?.['Travel Region']).toMatch(/^(Yes|No)$/);
    expect(rows.find((r) => r['Service Id'] === others[0]?.id)?.['Account Manager']).toBeNull();
    expect(first?.Earliest).toEqual(new Date(`${month.day(4)}T00:00:00Z`));
    expect(rows.find((r) => r['Service Id'] === confirmed[0]?.id)?.Confirmation).toBe('No Date');
  });

  it('gives a merchandiser only their own live services', async () => {
    const { response, bytes } = await exportFile({ mode: 'Open', merchandiserIds: [9998] }, tokens.merch);
    expect(response.status).toBe(200);
    expect((await readScheduleSheet(bytes)).rows).toEqual([]);
    const own = await readScheduleSheet((await exportFile({ mode: 'Open' }, tokens.merch)).bytes);
    expect(own.rows.map((r) => r['Service Id'])).toEqual(mine.map((s) => s.id).sort((a, b) => a - b));
    const notActivated = await readScheduleSheet((await exportFile({ mode: 'NotActivated' }, tokens.merch)).bytes);
    expect(notActivated.rows).toEqual([]);
    const staff = await readScheduleSheet((await exportFile({ mode: 'NotActivated' }, tokens.admin)).bytes);
    expect(staff.rows.map((r) => r['Service Id'])).toEqual(planned.map((s) => s.id));
  });

  it('validates the filter and keeps other roles out', async () => {
    const bad = await api<{ errors: Record<string, string[]> }>('POST', 'schedule/export/excel', {
      token: tokens.admin,
      body: { mode: 'Open' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('earliestDate');
    const refused = await api('POST', 'schedule/export/excel', { token: tokens.crm, body: { mode: 'Open' } });
    expect(refused.status).toBe(403);
  });
});
