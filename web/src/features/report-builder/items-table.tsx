import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { type BuilderItem, moveItem, removeItem } from './layout-items.ts';
import { REPORT_BUILDER_STRINGS as s } from './strings.ts';

export interface ItemsTableProps {
  /** In sequence order. */
  items: readonly BuilderItem[];
  onChange: (items: BuilderItem[]) => void;
  /** Server messages about items (`details.2.flaggedItems` → item 2). */
  errorOf: (index: number) => string | undefined;
}

/**
 * The layout's items (002 §2): QID, Question, Summary Header, On Client Summary, Allow Comments, Flagged Answers
 * (a multi-select of the question's answers) and move up / move down / remove. Header rows are highlighted and take
 * none of the question settings.
 */
export function ItemsTable({ items, onChange, errorOf }: ItemsTableProps) {
  const patch = (index: number, change: Partial<BuilderItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const indexOf = (item: BuilderItem) => items.indexOf(item);
  const label = (item: BuilderItem) => item.questionText.slice(0, 40);

  return (
    <Table<BuilderItem>
      data-testid="layout-items"
      variant="embedded"
      items={[...items]}
      trackBy={(item) => `${item.isHeader ? 'H' : 'Q'}${item.questionId}`}
      empty={<Box color="text-status-inactive">{s.noItems}</Box>}
      wrapLines
      columnDefinitions={[
        { id: 'qid', header: s.qid, cell: (item) => item.questionId, width: 70 },
        {
          id: 'question',
          header: s.question,
          cell: (item) => {
            const error = errorOf(indexOf(item));
            return (
              <SpaceBetween size="xxs">
                {item.isHeader ? (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Badge color="blue">{s.headerTag}</Badge>
                    <Box fontWeight="bold">{item.questionText}</Box>
                  </SpaceBetween>
                ) : (
                  <span>{item.questionText}</span>
                )}
                {error && (
                  <Box color="text-status-error" fontSize="body-s" data-testid="item-error">
                    {error}
                  </Box>
                )}
              </SpaceBetween>
            );
          },
        },
        {
          id: 'summaryHeading',
          header: s.summaryHeader,
          cell: (item) =>
            item.isHeader ? null : (
              <Input
                value={String(item.summaryHeading ?? '')}
                ariaLabel={`${s.summaryHeader} ${label(item)}`}
                onChange={(e) => patch(indexOf(item), { summaryHeading: e.detail.value })}
              />
            ),
        },
        {
          id: 'onClientSummary',
          header: s.onClientSummary,
          cell: (item) =>
            item.isHeader ? null : (
              <Checkbox
                checked={Boolean(item.onClientSummary)}
                ariaLabel={`${s.onClientSummary} ${label(item)}`}
                onChange={(e) => patch(indexOf(item), { onClientSummary: e.detail.checked })}
              />
            ),
        },
        {
          id: 'allowComments',
          header: s.allowComments,
          cell: (item) =>
            item.isHeader ? null : (
              <Checkbox
                checked={Boolean(item.allowComments)}
                ariaLabel={`${s.allowComments} ${label(item)}`}
                onChange={(e) => patch(indexOf(item), { allowComments: e.detail.checked })}
              />
            ),
        },
        {
          id: 'flagged',
          header: s.flaggedAnswers,
          minWidth: 200,
          cell: (item) => {
            if (item.isHeader || item.answers.length === 0) return null;
            const options = item.answers.map((a) => ({ value: String(a.answerId), label: a.answerText }));
            const flagged = new Set(item.flaggedItems ?? []);
            return (
              <Multiselect
                data-testid="flagged-answers"
                ariaLabel={`${s.flaggedAnswers} ${label(item)}`}
                options={options}
                selectedOptions={options.filter((o) => flagged.has(Number(o.value)))}
                onChange={(e) =>
                  patch(indexOf(item), { flaggedItems: e.detail.selectedOptions.map((o) => Number(o.value)) })
                }
                expandToViewport
              />
            );
          },
        },
        {
          id: 'actions',
          header: s.actions,
          cell: (item) => {
            const index = indexOf(item);
            return (
              <SpaceBetween direction="horizontal" size="xxxs">
                <Button
                  variant="inline-icon"
                  iconName="angle-up"
                  ariaLabel={`${s.moveUp} ${label(item)}`}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(items, index, -1))}
                />
                <Button
                  variant="inline-icon"
                  iconName="angle-down"
                  ariaLabel={`${s.moveDown} ${label(item)}`}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moveItem(items, index, 1))}
                />
                <Button
                  variant="inline-icon"
                  iconName="remove"
                  ariaLabel={`${s.remove} ${label(item)}`}
                  onClick={() => onChange(removeItem(items, index))}
                />
              </SpaceBetween>
            );
          },
        },
      ]}
    />
  );
}
