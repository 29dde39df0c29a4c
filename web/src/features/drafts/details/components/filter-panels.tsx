import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  DETAIL_EXCEPTION_LABELS,
  DETAIL_EXCEPTIONS,
  type DetailException,
  type DetailMetadata,
} from '@shelfline/shared/contracts/draft.contract';
import { useEffect, useState } from 'react';
import { dateRangeErrors, type IdFilter, type RowFilter } from '../filter-state.ts';
import { detailsStrings as s } from '../strings.ts';

/** Which filter list feeds each id filter. */
const LIST_OF: Record<IdFilter, keyof DetailMetadata> = {
  retailerIds: 'retailers',
  storeIds: 'stores',
  provinceIds: 'provinces',
  cityIds: 'cities',
  jobIds: 'jobs',
  helperJobIds: 'helperJobs',
  productIds: 'products',
  serviceTypeIds: 'serviceTypes',
  merchandiserIds: 'merchandisers',
  supervisorIds: 'supervisors',
};

/** The column filters above the table (000 §2.7); the dates, a range, are in the search panel. */
const COLUMN_FILTERS: readonly (IdFilter | 'traits' | 'hours')[] = [
  'retailerIds',
  'storeIds',
  'provinceIds',
  'cityIds',
  'jobIds',
  'helperJobIds',
  'productIds',
  'traits',
  'hours',
];
/** The search panel's fields besides the dates and the exception type (000 §2.7). */
const SEARCH_FILTERS: readonly (IdFilter | 'traits' | 'hours')[] = [
  'provinceIds',
  'cityIds',
  'storeIds',
  'retailerIds',
  'jobIds',
  'helperJobIds',
  'merchandiserIds',
  'supervisorIds',
  'traits',
  'hours',
];

type ListFilter = IdFilter | 'traits' | 'hours';

function optionsOf(name: ListFilter, lists: DetailMetadata | undefined, chosen: readonly string[]) {
  let options: MultiselectProps.Option[];
  if (name === 'traits') options = (lists?.traits ?? []).map((t) => ({ value: t, label: t }));
  else if (name === 'hours') options = (lists?.hours ?? []).map((h) => ({ value: String(h), label: String(h) }));
  else
    options = ((lists?.[LIST_OF[name]] ?? []) as { id: number; name: string }[]).map((o) => ({
      value: String(o.id),
      label: o.name,
    }));
  // A chosen value the current lists no longer hold still shows (and can be removed).
  for (const value of chosen) if (!options.some((o) => o.value === value)) options.push({ value, label: value });
  return options;
}

function valuesOf(filter: RowFilter, name: ListFilter): string[] {
  if (name === 'traits') return filter.traits ?? [];
  if (name === 'hours') return (filter.hours ?? []).map(String);
  return (filter.ids[name] ?? []).map(String);
}

function withValues(filter: RowFilter, name: ListFilter, values: readonly string[]): RowFilter {
  if (name === 'traits') return { ...filter, traits: values.length ? [...values] : undefined };
  if (name === 'hours') return { ...filter, hours: values.length ? values.map(Number) : undefined };
  return { ...filter, ids: { ...filter.ids, [name]: values.length ? values.map(Number) : undefined } };
}

function FilterSelect({
  testId,
  name,
  filter,
  lists,
  loading,
  onChange,
}: {
  /** `column` (the filters above the table) or `search` (the search panel): `<testId>-<name>`. */
  testId: 'column' | 'search';
  name: ListFilter;
  filter: RowFilter;
  lists: DetailMetadata | undefined;
  loading: boolean;
  onChange: (next: RowFilter) => void;
}) {
  const chosen = valuesOf(filter, name);
  const options = optionsOf(name, lists, chosen);
  return (
    <FormField label={s.filters[name]} data-testid={`${testId}-${name}`}>
      <Multiselect
        selectedOptions={options.filter((o) => o.value !== undefined && chosen.includes(o.value))}
        options={options}
        filteringType="auto"
        placeholder={s.filters.placeholder}
        statusType={loading ? 'loading' : 'finished'}
        tokenLimit={2}
        hideTokens={false}
        ariaLabel={s.filters[name]}
        onChange={(e) =>
          onChange(
            withValues(
              filter,
              name,
              e.detail.selectedOptions.map((o) => o.value ?? ''),
            ),
          )
        }
      />
    </FormField>
  );
}

export interface FilterPanelProps {
  filter: RowFilter;
  lists: DetailMetadata | undefined;
  listsLoading: boolean;
  onChange: (filter: RowFilter) => void;
}

/** The column filters: each change applies at once (and goes into the URL). */
export function ColumnFilters({ filter, lists, listsLoading, onChange }: FilterPanelProps) {
  const [text, setText] = useState(filter.search ?? '');
  useEffect(() => setText(filter.search ?? ''), [filter.search]);
  return (
    <ColumnLayout columns={5} minColumnWidth={160}>
      {COLUMN_FILTERS.map((name) => (
        <FilterSelect
          key={name}
          testId="column"
          name={name}
          filter={filter}
          lists={lists}
          loading={listsLoading}
          onChange={onChange}
        />
      ))}
      <FormField label={s.filters.search}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filter, search: text.trim() || undefined });
          }}
        >
          <Input
            type="search"
            value={text}
            ariaLabel={s.filters.search}
            onChange={(e) => setText(e.detail.value)}
            onBlur={() => {
              if ((filter.search ?? '') !== text.trim()) onChange({ ...filter, search: text.trim() || undefined });
            }}
            data-testid="column-search"
          />
        </form>
      </FormField>
    </ColumnLayout>
  );
}

/**
 * The expandable search panel (000 §2.7): edits a copy of the filter and applies it with Search. From Date and To
 * Date are exclusive bounds and go together (000 §5).
 */
export function SearchPanel({ filter, lists, listsLoading, onChange }: FilterPanelProps) {
  const [draft, setDraft] = useState<RowFilter>(filter);
  const [dateErrors, setDateErrors] = useState<{ startDate?: string; endDate?: string }>({});
  useEffect(() => setDraft(filter), [filter]);
  const search = () => {
    const errors = dateRangeErrors(draft.startDate ?? '', draft.endDate ?? '', s);
    setDateErrors(errors);
    if (errors.startDate || errors.endDate) return;
    onChange(draft);
  };
  const exceptionOptions = DETAIL_EXCEPTIONS.map((e) => ({ value: e, label: DETAIL_EXCEPTION_LABELS[e] }));
  return (
    <ExpandableSection headerText={s.searchPanel} variant="container" data-testid="search-panel">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        noValidate
      >
        <SpaceBetween size="m">
          <ColumnLayout columns={4} minColumnWidth={180}>
            {SEARCH_FILTERS.map((name) => (
              <FilterSelect
                key={name}
                testId="search"
                name={name}
                filter={draft}
                lists={lists}
                loading={listsLoading}
                onChange={setDraft}
              />
            ))}
            <FormField label={s.filters.exceptions} data-testid="search-exceptions">
              <Multiselect
                selectedOptions={exceptionOptions.filter((o) => draft.exceptions?.includes(o.value))}
                options={exceptionOptions}
                placeholder={s.filters.placeholder}
                onChange={(e) => {
                  const chosen = e.detail.selectedOptions.map((o) => o.value as DetailException);
                  setDraft({ ...draft, exceptions: chosen.length ? chosen : undefined });
                }}
              />
            </FormField>
            <FormField label={s.filters.startDate} errorText={dateErrors.startDate} data-testid="search-startDate">
              <DatePicker
                value={draft.startDate ?? ''}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(selected) => `${s.filters.startDate}${selected ? `, ${selected}` : ''}`}
                onChange={(e) => setDraft({ ...draft, startDate: e.detail.value || undefined })}
              />
            </FormField>
            <FormField label={s.filters.endDate} errorText={dateErrors.endDate} data-testid="search-endDate">
              <DatePicker
                value={draft.endDate ?? ''}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(selected) => `${s.filters.endDate}${selected ? `, ${selected}` : ''}`}
                onChange={(e) => setDraft({ ...draft, endDate: e.detail.value || undefined })}
              />
            </FormField>
          </ColumnLayout>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="submit" data-testid="search-apply">
              {s.searchButton}
            </Button>
            <Button
              formAction="none"
              onClick={() => {
                setDateErrors({});
                onChange({ ids: {} });
              }}
              data-testid="search-clear"
            >
              {s.clearButton}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </form>
    </ExpandableSection>
  );
}
