import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import type { RecipientField } from './composer-form.ts';
import { COUNTER_FILTERS, type CounterFilter, type RecipientRow, withCounterFilter } from './recipient-rows.ts';
import { emailStrings as s } from './strings.ts';

export interface RecipientsTableProps {
  rows: readonly RecipientRow[];
  loading: boolean;
  onAdd: (field: RecipientField, addresses: string[]) => void;
  testId: string;
  /** The company's counter e-mail domains (GET info); none: the Counter Email? filter is not shown. */
  counterDomains: readonly string[];
}

/**
 * The loaded workers (001 §2): sortable by name and e-mail, found by a text filter, selectable when they have an
 * address, and added to To, Cc or Bcc (brief E3) — the selection is cleared once added.
 */
export function RecipientsTable({ rows, loading, onAdd, testId, counterDomains }: RecipientsTableProps) {
  const [selected, setSelected] = useState<RecipientRow[]>([]);
  const [counter, setCounter] = useState<CounterFilter>(COUNTER_FILTERS.all);
  const shown = withCounterFilter(rows, counter, counterDomains);
  const { items, collectionProps, filterProps, filteredItemsCount } = useCollection(shown, {
    filtering: {
      filteringFunction: (row, text) => `${row.name} ${row.email ?? ''}`.toLowerCase().includes(text.toLowerCase()),
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
  });
  const add = (field: RecipientField) => {
    onAdd(
      field,
      selected.flatMap((row) => (row.email ? [row.email] : [])),
    );
    setSelected([]);
  };
  const none = selected.length === 0;
  const counterOptions = (['all', 'no', 'yes'] as const).map((key) => ({
    id: String(COUNTER_FILTERS[key]),
    text: s.panel.counterOptions[key],
  }));
  const table = (
    <Table<RecipientRow>
      {...collectionProps}
      data-testid={testId}
      variant="embedded"
      items={items}
      loading={loading}
      loadingText={s.panel.load}
      trackBy="id"
      selectionType="multi"
      selectedItems={selected}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      isItemDisabled={(row) => !row.email}
      ariaLabels={{
        selectionGroupLabel: s.panel.title,
        allItemsSelectionLabel: () => s.panel.title,
        itemSelectionLabel: (_, row) => row.name,
      }}
      columnDefinitions={[
        { id: 'name', header: s.panel.columns.name, cell: (row) => row.name, sortingField: 'name' },
        {
          id: 'email',
          header: s.panel.columns.email,
          cell: (row) => row.email ?? <Box color="text-status-inactive">{s.panel.noAddress}</Box>,
          sortingField: 'email',
        },
      ]}
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={s.panel.filterPlaceholder}
          filteringAriaLabel={s.panel.filterPlaceholder}
          countText={`${filteredItemsCount ?? 0}`}
        />
      }
      header={
        <Header
          counter={s.panel.selected(selected.length, shown.length)}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button disabled={none} onClick={() => add('To')}>
                {s.panel.addTo}
              </Button>
              <Button disabled={none} onClick={() => add('Cc')}>
                {s.panel.addCc}
              </Button>
              <Button disabled={none} onClick={() => add('Bcc')}>
                {s.panel.addBcc}
              </Button>
            </SpaceBetween>
          }
        />
      }
      empty={<Box textAlign="center">{s.panel.empty}</Box>}
    />
  );
  if (counterDomains.length === 0) return table;
  return (
    <SpaceBetween size="s">
      <FormField label={s.panel.counter} data-testid={`${testId}-counter`}>
        <SegmentedControl
          selectedId={String(counter)}
          options={counterOptions}
          onChange={({ detail }) => {
            setCounter(Number(detail.selectedId) as CounterFilter);
            setSelected([]);
          }}
          label={s.panel.counter}
        />
      </FormField>
      {table}
    </SpaceBetween>
  );
}
