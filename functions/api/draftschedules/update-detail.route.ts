import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { assertEditable, getDraftHeadOrThrow, getRowOrThrow, saveRow } from '../../data/drafts/drafts.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { applyField } from '../../domain/drafts/apply-field.ts';
import { checkFieldValue, checkRowDates } from './detail-edits.ts';
import { detailAfterChange, draftWithBlock } from './detail-view.ts';

/**
 * `PATCH draftSchedules/details/{id}` {field, value, version?}: one editable field of one service row (000 §2.7).
 * Reads the row's block and the draft head (two GetItems), writes the row alone (a nested SET conditioned on the
 * row's version, saveRow), so planners editing other rows of the draft never collide. A `version` older than the
 * row's → 409. Answers the row as the details list shows it.
 */
export const updateDetail = implement(draftSchedulesRoutes.updateDetail, async ({ params, body, auth }) => {
  const { draftId, block, row } = await getRowOrThrow(params.id);
  const [head, directory] = await Promise.all([getDraftHeadOrThrow(draftId), readWorkerDirectory()]);
  assertEditable(head);
  if (body.version !== undefined && body.version !== row.version)
    throw new ConflictError(`Service row ${row.id} was changed by someone else. Reload it and try again.`);
  await checkFieldValue(body);
  const next = applyField(row, body);
  checkRowDates([next], body.field);
  block.rows[String(row.id)] = await saveRow(draftId, next, row.version, auth.username);
  return detailAfterChange(draftWithBlock(head, block), row.id, directory);
});
