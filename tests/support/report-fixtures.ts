import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import type { ReportId } from '@shelfline/shared/contracts/report.contract';
import { reportsRoutes } from '@shelfline/shared/routes/reports.routes';
import type { Worksheet } from 'exceljs';
import { expect } from 'vitest';
import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';
import { type ApiResult, api } from './local-stack.ts';

/*
 * Calling a report of the Reporting menu (functions/api/reports) and reading its workbook back from the link it answers.
 * Shared by the report tests (reports-people, reports-work).
 */

/** Each report's call: the GET ones take their parameters as a query, the POST ones as a body. */
export const REPORT_CALLS: Readonly<Record<ReportId, { method: string; path: string }>> = {
  contacts: reportsRoutes.exportContacts,
  jobChargeRate: reportsRoutes.exportJobChargeRate,
  merchandiserPayRate: reportsRoutes.exportMerchandiserPayRate,
  schedule: reportsRoutes.exportSchedule,
  pickAndPack: reportsRoutes.exportPickPack,
  chargeApproval: reportsRoutes.exportChargeApproval,
  miscCharge: reportsRoutes.exportMiscCharges,
  travelLocations: reportsRoutes.exportTravelLocations,
};

/** A report's answer, or its refusal (`errors` names the field). */
export type ReportAnswer = ExportedFile & { errors?: Record<string, string[]> | string };

/** Parameters as the caller sends them: anything (a test may send junk on purpose). */
export type RawReportParams = Record<string, unknown>;

/**
 * The query of a GET report: arrays as one comma list (`provinceIds=1,2`), or repeated (`provinceIds=1&provinceIds=2`)
 * with `repeat`; null as the text `null` (the merchandiser picker's All Merchandisers); undefined left out.
 */
export function reportQuery(params: RawReportParams, options: { repeat?: boolean } = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const texts = value.map((v) =>
        typeof v === 'object' && v !== null ? `${v.field} ${v.direction ?? 'ASC'}` : String(v),
      );
      if (options.repeat) for (const text of texts) query.append(key, text);
      else query.set(key, texts.join(','));
    } else query.set(key, value === null ? 'null' : String(value));
  }
  return query.toString();
}

/** Calls report `id` as `token` with `params` (query or body, as its route takes them). */
export function callReport(
  id: ReportId,
  params: RawReportParams,
  token: string,
  options: { repeat?: boolean } = {},
): Promise<ApiResult<ReportAnswer>> {
  const { method, path } = REPORT_CALLS[id];
  if (method !== 'GET') return api<ReportAnswer>('POST', path, { token, body: params });
  const query = reportQuery(params, options);
  return api<ReportAnswer>('GET', query ? `${path}?${query}` : path, { token });
}

/** A report's workbook read back: the sheet (for styles), its header, and each row keyed by its header's names. */
export interface ReportWorkbook {
  answer: ExportedFile;
  contentDisposition: string | null;
  sheet: Worksheet;
  header: string[];
  rows: Record<string, unknown>[];
}

/** Downloads the workbook of a report's answer (expects 200 on both) and reads its first sheet. */
export async function readReport(result: ApiResult<ReportAnswer>): Promise<ReportWorkbook> {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const answer = result.body;
  const response = await fetch(answer.url);
  expect(response.status).toBe(200);
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, i) => [name, values[i] ?? null])));
  });
  return { answer, contentDisposition: response.headers.get('content-disposition'), sheet, header, rows };
}

/** Calls report `id` and reads its workbook (the call must succeed). */
export async function runReport(
  id: ReportId,
  params: RawReportParams,
  token: string,
  options: { repeat?: boolean } = {},
): Promise<ReportWorkbook> {
  return readReport(await callReport(id, params, token, options));
}

/** The header is bold, frozen below row 1 and filtered (every workbook of the Reporting menu). */
export function expectReportHeader(sheet: Worksheet): void {
  expect(sheet.getRow(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
}

/** The number format of the cell under column `name` in data row `index` (0 = the first row after the header). */
export function cellFormat(workbook: ReportWorkbook, name: string, index = 0): string | undefined {
  const column = workbook.header.indexOf(name);
  if (column < 0) throw new Error(`No column ${name}`);
  return workbook.sheet.getRow(index + 2).getCell(column + 1).numFmt;
}
