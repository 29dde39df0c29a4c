import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import { questions } from '../../data/content/questions.repository.ts';
import { layoutsUsing, reportCountOfLayout } from '../../data/content/report-layouts.repository.ts';
import { answerRemovalConflict, mergeAnswers } from '../../domain/report-layouts/answer-removal.ts';
import { questionView } from './question-view.ts';
import { refreshLayoutCopies } from './refresh-layouts.ts';

/**
 * PUT questionLibrary/questions/{id} with the version it was read at. Answer ids sent back are kept; answers without
 * one are new. Removing an answer a layout flags, or one reports of a layout may hold, is refused (409). The layouts
 * that use the question get its new text and answers.
 */
export const updateQuestion = implement(questionLibraryRoutes.updateQuestion, async ({ params, body, auth }) => {
  const current = await questions.getOrThrow(params.id);
  const merged = mergeAnswers(current, body.answers);
  if (merged.unknownAt.length > 0)
    throw new BadRequestError(
      Object.fromEntries(
        merged.unknownAt.map((i) => [`answers.${i}.answerId`, ['This answer id is not one of the question.']]),
      ),
    );
  const layouts = await layoutsUsing(current.id, false);
  if (merged.removed.length > 0) {
    const counts = await Promise.all(layouts.map(async (l) => [l.id, await reportCountOfLayout(l.id)] as const));
    const withReports = new Set(counts.filter(([, n]) => n > 0).map(([id]) => id));
    const conflict = answerRemovalConflict(current.id, merged.removed, layouts, withReports);
    if (conflict) throw new ConflictError(conflict);
  }
  const updated = await questions.replace(
    {
      id: current.id,
      text: body.text,
      ...(body.comments !== undefined ? { comments: body.comments } : {}),
      isInactive: body.isInactive,
      answers: merged.answers,
      nextAnswerId: merged.nextAnswerId,
    },
    body.version,
    auth.username,
  );
  await refreshLayoutCopies(
    { questionId: updated.id, isHeader: false, text: updated.text, answers: updated.answers },
    layouts,
    auth.username,
  );
  return questionView(updated);
});
