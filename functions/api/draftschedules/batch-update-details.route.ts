import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { applyField, fieldValueOf } from '../../domain/drafts/apply-field.ts';
import { changeFilteredRows, checkFieldValue, checkRowDates } from './detail-edits.ts';

/**
 * `PATCH draftSchedules/details/batch` {field, value, metadata} — 'Apply to all fields' (000 §4.2): the value on
 * every row the details filter selects ('This operation will affect n records'; `affected` = that n). If the
 * value would put some row's start after its end, the whole batch is refused (400 saying how many rows).
 * One transaction per draft (detail-edits.ts).
 */
export const batchUpdateDetails = implement(draftSchedulesRoutes.batchUpdateDetails, async ({ body, auth }) => {
  const { metadata, ...update } = body;
  await checkFieldValue(update);
  const result = await changeFilteredRows(metadata, auth.username, {
    check: (contexts) =>
      checkRowDates(
        contexts.map((c) => applyField(c.row, update)),
        update.field,
      ),
    change: ({ row }) => {
      const next = applyField(row, update);
      return fieldValueOf(next, update.field) === fieldValueOf(row, update.field) ? undefined : next;
    },
  });
  return { affected: result.filtered };
});
