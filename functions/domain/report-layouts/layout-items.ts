import type { ReportLayoutItemValues } from '@shelfline/shared/contracts/report-layout.contract';
import { SUMMARY_HEADING_MAX } from '@shelfline/shared/contracts/report-layout.contract';
import type { ReportLayoutItem } from '../../data/entities/report-layout.entity.ts';

/*
 * The items of a layout as they are saved (002 §4 Report layout items, brief §5c): checked against the library,
 * ordered by displaySequence and renumbered from 1, with their text and answers copied from the library so a
 * report asks what the library says at the time the layout was saved.
 */

export interface LibraryQuestion {
  id: number;
  text: string;
  isInactive: boolean;
  answers: { answerId: number; answerText: string }[];
}

export interface LibraryHeader {
  id: number;
  jobId: number;
  text: string;
  isInactive: boolean;
}

export interface ItemsContext {
  jobId: number;
  questions: ReadonlyMap<number, LibraryQuestion>;
  headers: ReadonlyMap<number, LibraryHeader>;
  /** The stored layout's items on an edit (their ids are kept; inactive entries already there may stay). */
  existing: readonly ReportLayoutItem[];
  /** The id the next new item takes. */
  nextDetailId: number;
}

export type FieldErrors = Record<string, string[]>;

export interface BuiltItems {
  items: ReportLayoutItem[];
  nextDetailId: number;
  errors: FieldErrors;
}

type ItemInput = ReportLayoutItemValues;

const itemKey = (item: { questionId: number; isHeader: boolean }) => `${item.isHeader ? 'H' : 'Q'}${item.questionId}`;

/** Checks and normalises the items a builder sends; `errors` names each field as `details.<i>.<field>`. */
export function buildLayoutItems(input: readonly ItemInput[], context: ItemsContext): BuiltItems {
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  const existingKeys = new Set(context.existing.map(itemKey));
  const existingIds = new Set(context.existing.map((d) => d.detailId));
  const seen = new Set<string>();
  const usedIds = new Set<number>();
  // Never below an id in use, even if a stored counter lags (a layout loaded by other means).
  let nextDetailId = Math.max(context.nextDetailId, ...context.existing.map((d) => d.detailId + 1));

  const ordered = input
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.displaySequence - b.item.displaySequence || a.index - b.index);

  const items: ReportLayoutItem[] = [];
  for (const { item, index } of ordered) {
    const at = (field: string) => `details.${index}.${field}`;
    const key = itemKey(item);
    const wasThere = existingKeys.has(key);
    const library = item.isHeader ? context.headers.get(item.questionId) : context.questions.get(item.questionId);
    const what = item.isHeader ? 'Header' : 'Question';
    if (!library) {
      fail(at('questionId'), `${what} ${item.questionId} was not found.`);
      continue;
    }
    if (seen.has(key)) fail(at('questionId'), `${what} "${library.text}" is in the layout twice.`);
    seen.add(key);
    if (library.isInactive && !wasThere)
      fail(at('questionId'), `${what} "${library.text}" is inactive and cannot be added to a layout.`);
    const answers = 'answers' in library ? library.answers : [];
    if (item.isHeader) {
      if ((library as LibraryHeader).jobId !== context.jobId)
        fail(at('questionId'), `Header "${library.text}" belongs to another job.`);
      if (item.allowComments) fail(at('allowComments'), 'A header takes no comments.');
      if (item.onClientSummary) fail(at('onClientSummary'), 'A header is not on the client summary.');
      if (item.flaggedItems.length > 0) fail(at('flaggedItems'), 'A header has no flagged answers.');
    } else {
      const answerIds = new Set(answers.map((a) => a.answerId));
      if (item.flaggedItems.some((id) => !answerIds.has(id)))
        fail(at('flaggedItems'), 'Flagged answers must be answers of the question.');
    }
    const numericId = typeof item.detailId === 'number' ? item.detailId : Number.NaN;
    const keepsId = existingIds.has(numericId) && !usedIds.has(numericId);
    const detailId = keepsId ? numericId : nextDetailId++;
    usedIds.add(detailId);
    items.push({
      detailId,
      questionId: item.questionId,
      questionText: library.text,
      answers: answers.map((a) => ({ answerId: a.answerId, answerText: a.answerText })),
      isHeader: item.isHeader,
      displaySequence: items.length + 1,
      allowComments: item.isHeader ? false : item.allowComments,
      onClientSummary: item.isHeader ? false : item.onClientSummary,
      flaggedItems: item.isHeader ? [] : [...new Set(item.flaggedItems)],
      summaryHeading: item.summaryHeading?.trim() || library.text.slice(0, SUMMARY_HEADING_MAX),
    });
  }
  if (!input.some((item) => !item.isHeader)) fail('details', 'A layout needs at least one question.');
  return { items, nextDetailId, errors };
}
