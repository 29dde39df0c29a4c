import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useState } from 'react';
import { ACTIVE_FILTERS, type ActiveFilter } from '../../components/crud/use-list-state.ts';
import { draftStrings } from './strings.ts';
import type { DraftListState } from './use-draft-list-state.ts';

const s = draftStrings.list;
const SEARCH_DELAY_MS = 300;

/** The text filter (300 ms after typing) and the 'Active?' filter (Yes by default, 000 §2.5). */
export function DraftFilters({
  state,
  onChange,
  count,
}: {
  state: DraftListState;
  onChange: (patch: Partial<DraftListState>) => void;
  count: number;
}) {
  const [text, setText] = useState(state.search);
  useEffect(() => setText(state.search), [state.search]);
  useEffect(() => {
    if (text === state.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.search, onChange]);
  const options = ACTIVE_FILTERS.map((value) => ({ value, label: s.activeOptions[value] }));
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <TextFilter
        filteringText={text}
        filteringPlaceholder={s.filterPlaceholder}
        filteringAriaLabel={s.filterAriaLabel}
        countText={state.search.trim() ? s.matches(count) : undefined}
        onChange={(event) => setText(event.detail.filteringText)}
        data-testid="text-filter"
      />
      <Select
        inlineLabelText={s.active}
        ariaLabel={s.activeFilter}
        selectedOption={options.find((o) => o.value === state.active) ?? null}
        options={options}
        onChange={(event) => onChange({ active: event.detail.selectedOption.value as ActiveFilter })}
        data-testid="active-filter"
      />
    </SpaceBetween>
  );
}
