import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DETAIL_EXCEPTION_LABELS,
  DETAIL_EXCEPTIONS,
  type DetailException,
  type DetailMetadata,
} from '@shelfline/shared/contracts/draft.contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { dateRangeErrors, type IdFilter, type RowFilter } from '../filter-state.ts';
import { detailsStrings as s } from '../strings.ts';
import { FilterSelect } from './filter-select.tsx';

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
/** The filter as the panel checks it on Search: both dates once either is given, From before To (000 §5). */
const SearchFilterSchema = z.custom<RowFilter>().superRefine((filter, context) => {
  const found = dateRangeErrors(filter.startDate ?? '', filter.endDate ?? '', s);
  if (found.startDate) context.addIssue({ code: 'custom', path: ['startDate'], message: found.startDate });
  if (found.endDate) context.addIssue({ code: 'custom', path: ['endDate'], message: found.endDate });
});

export function SearchPanel({ filter, lists, listsLoading, onChange }: FilterPanelProps) {
  const form = useForm<RowFilter>({ resolver: zodResolver(SearchFilterSchema), defaultValues: filter });
  // A new filter from the URL (applied, cleared, or Back) is the new starting point.
  useEffect(() => form.reset(filter), [filter, form]);
  const draft = form.watch();
  const dateErrors = {
    startDate: form.formState.errors.startDate?.message,
    endDate: form.formState.errors.endDate?.message,
  };
  /** Edits the copy; a date error stays until the next Search, as the dates are checked there. */
  const setDraft = (next: RowFilter) => form.reset(next, { keepDefaultValues: true, keepErrors: true });
  const search = () => void form.handleSubmit(onChange)();
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
                form.clearErrors();
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
