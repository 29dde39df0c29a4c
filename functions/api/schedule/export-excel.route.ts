import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { MAX_EXPORT_ROWS } from '../../domain/schedule/schedule-export-limit.ts';
import { sortedSelection } from './list.route.ts';

export { MAX_EXPORT_ROWS };

/**
 * `POST schedule/export/excel` (000 §7.5): every filtered service of the list (same filter, same scoping, default
 * sort), as schedules-YYYY-MM-DD.xlsx streamed into the exports bucket. Answers `{ fileName, url, expiresAt, rows }`
 * and the SPA follows the short-lived link (the spec's client took a blob; a 50,000-row file would not fit a Lambda
 * answer). The export module (exceljs, the S3 upload and presigner) is loaded only here, so the family's other
 * routes do not pay for it at cold start.
 */
export const exportExcel = implement(scheduleRoutes.exportExcel, async ({ body, auth }) => {
  const selection = await sortedSelection(body, auth);
  if (selection.filtered.length > MAX_EXPORT_ROWS)
    throw new BadRequestError({
      filter: [
        `Narrow the filter: it selects ${selection.filtered.length} services, an export takes at most ${MAX_EXPORT_ROWS}.`,
      ],
    });
  const { exportScheduleFile } = await import('../../domain/schedule/schedule-export.ts');
  return exportScheduleFile(selection.filtered, selection.directory);
});
