import type { ReportLayoutItemInput } from '@shelfline/shared/contracts/report-layout.contract';

/*
 * The builder's item table (002 §4 Report layout items): ordered by displaySequence; move up/down swaps the
 * sequence numbers with the neighbour; remove renumbers from 1; a new item takes the max sequence + 1 with a
 * temporary `new-…` detailId, which the server drops on save.
 */

export type BuilderItem = ReportLayoutItemInput & {
  questionText: string;
  answers: { answerId: number; answerText: string }[];
};

const bySequence = (items: readonly BuilderItem[]) => [...items].sort((a, b) => a.displaySequence - b.displaySequence);

/** The item at `index` (in sequence order) swapped with its neighbour above (-1) or below (+1). */
export function moveItem(items: readonly BuilderItem[], index: number, direction: -1 | 1): BuilderItem[] {
  const ordered = bySequence(items);
  const other = index + direction;
  const a = ordered[index];
  const b = ordered[other];
  if (!a || !b) return ordered;
  ordered[index] = { ...b, displaySequence: a.displaySequence };
  ordered[other] = { ...a, displaySequence: b.displaySequence };
  return ordered;
}

/** Without the item at `index`, renumbered from 1. */
export function removeItem(items: readonly BuilderItem[], index: number): BuilderItem[] {
  return bySequence(items)
    .filter((_, i) => i !== index)
    .map((item, i) => ({ ...item, displaySequence: i + 1 }));
}

let temporary = 0;

/** A question or header added at the end: max sequence + 1, a temporary `new-…` id. */
export function addItem(
  items: readonly BuilderItem[],
  entry: { id: number; text: string; isHeader: boolean; answers?: { answerId: number; answerText: string }[] },
): BuilderItem[] {
  const max = items.reduce((m, item) => Math.max(m, item.displaySequence), 0);
  return [
    ...bySequence(items),
    {
      detailId: `new-${++temporary}`,
      questionId: entry.id,
      questionText: entry.text,
      answers: entry.answers ?? [],
      isHeader: entry.isHeader,
      displaySequence: max + 1,
      allowComments: false,
      onClientSummary: false,
      flaggedItems: [],
      summaryHeading: entry.isHeader ? '' : entry.text.slice(0, 60),
    },
  ];
}
