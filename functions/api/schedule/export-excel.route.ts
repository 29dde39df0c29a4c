import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { todayIso } from '../../domain/availability/compute-availability.ts';
import { buildScheduleWorkbook, excelModuleOf } from '../../domain/schedule/schedule-workbook.ts';
import { sortedSelection } from './list.route.ts';

/** More rows than this are refused: the file must be built well within API Gateway's 30 s (DECISIONS.md). */
export const MAX_EXPORT_ROWS = 50_000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `POST schedule/export/excel` (000 §7.5): every filtered service of the list (same filter, same scoping, default
 * sort), as schedules-YYYY-MM-DD.xlsx. Built from the compact summaries and the worker directory only (no full
 * service reads). exceljs is imported here, lazily, so the family's other routes do not load it at cold start.
 */
export const exportExcel = implement(scheduleRoutes.exportExcel, async ({ body, auth }) => {
  const selection = await sortedSelection(body, auth);
  if (selection.filtered.length > MAX_EXPORT_ROWS)
    throw new BadRequestError(`Narrow the filter: ${selection.filtered.length} services`);
  const excel = excelModuleOf(await import('exceljs'));
  const file = await buildScheduleWorkbook(excel, selection.filtered, selection.directory);
  return respond(200, file, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="schedules-${todayIso()}.xlsx"`,
  });
});
