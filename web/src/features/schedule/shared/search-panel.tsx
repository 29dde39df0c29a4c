import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ScheduleMetadata } from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import {
  SCHEDULE_CATEGORIES,
  SCHEDULE_MODE_LABELS,
  type ScheduleCategory,
  type ScheduleMode,
} from '@shelfline/shared/schedule-rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { countOtherFilters, type ScheduleSearch, searchDateErrors } from './filter-state.ts';
import { IdFilter, MoreFilters } from './more-filters.tsx';
import { scheduleStrings as s } from './strings.ts';

/** 'Open · 2030-04-01 to 2030-04-30 · 2 more filters': the search in one line. */
function summaryOf(search: ScheduleSearch): string {
  const parts: string[] = [SCHEDULE_MODE_LABELS[search.mode]];
  if (search.category !== 'All') parts.push(search.category);
  if (search.from || search.to) parts.push(s.search.window(search.from, search.to));
  const others = countOtherFilters(search);
  if (others > 0) parts.push(s.search.moreCount(others));
  return parts.join(' · ');
}

/** The search as the panel checks it on Search: the dates the mode needs, From not after To (000 §9). */
const SearchSchema = z.custom<ScheduleSearch>().superRefine((search, context) => {
  const found = searchDateErrors(search, s.search);
  if (found.from) context.addIssue({ code: 'custom', path: ['from'], message: found.from });
  if (found.to) context.addIssue({ code: 'custom', path: ['to'], message: found.to });
});

export interface SearchPanelProps {
  search: ScheduleSearch;
  lists: ScheduleMetadata | undefined;
  listsLoading: boolean;
  /** The modes the Mode select offers. */
  modes: readonly ScheduleMode[];
  /** Applies a search (Search, Reset, or a new mode). */
  onSearch: (search: ScheduleSearch) => void;
  /** The search Reset goes back to. */
  resetTo: (mode: ScheduleMode) => ScheduleSearch;
  onExport?: () => void;
  exporting?: boolean;
  roles: readonly Role[];
  /** Offer the merchandiser, supervisor and account manager filters (not on one's own schedule). */
  people: boolean;
  /** Start folded with a one-line summary of the search (a phone, where the services must come first). */
  collapsed?: boolean;
}

/**
 * The search panel (000 §2.8, §3.7): Jobs, Store #, Retailers (fed by the list's filter lists), From Date / To Date
 * (the earliest-date window), Mode, Category and Search text, then under More filters every other filter the call
 * takes; with Search, Reset and Export. It edits a copy and applies it
 * with Search; a new Mode applies at once (keeping the dates, except for ComingDue and Late, which need none).
 */
export function SearchPanel({
  search,
  lists,
  listsLoading,
  modes,
  onSearch,
  resetTo,
  onExport,
  exporting,
  roles,
  people,
  collapsed = false,
}: SearchPanelProps) {
  const form = useForm<ScheduleSearch>({ resolver: zodResolver(SearchSchema), defaultValues: search });
  // A new search from the URL (applied, or Back) is the new starting point.
  useEffect(() => form.reset(search), [search, form]);
  const draft = form.watch();
  const errors = form.formState.errors;
  /** Edits the copy; a date error stays until the next Search, as the dates are checked there. */
  const setDraft = (next: ScheduleSearch) => form.reset(next, { keepDefaultValues: true, keepErrors: true });
  /** Checks the dates and applies the search (Search, Reset, a new mode). */
  const apply = (next: ScheduleSearch) => {
    setDraft(next);
    void form.handleSubmit(onSearch)();
  };
  const changeMode = (mode: ScheduleMode) => {
    const next: ScheduleSearch = { ...draft, mode };
    if (mode === 'ComingDue' || mode === 'Late') {
      next.from = undefined;
      next.to = undefined;
    } else if (!next.from || !next.to) {
      const fallback = resetTo(mode);
      next.from ??= fallback.from;
      next.to ??= fallback.to;
    }
    apply(next);
  };
  const modeOptions = modes.map((mode) => ({ value: mode, label: SCHEDULE_MODE_LABELS[mode] }));
  const categoryOptions = SCHEDULE_CATEGORIES.map((c) => ({ value: c, label: c }));

  return (
    <ExpandableSection
      headerText={s.search.title}
      headerDescription={collapsed ? summaryOf(search) : undefined}
      variant="container"
      defaultExpanded={!collapsed}
      data-testid="search-panel"
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSearch)(event)}>
        <SpaceBetween size="m">
          <ColumnLayout columns={4} minColumnWidth={180}>
            {(['jobIds', 'storeIds', 'retailerIds'] as const).map((name) => (
              <IdFilter key={name} name={name} draft={draft} setDraft={setDraft} lists={lists} loading={listsLoading} />
            ))}
            <FormField label={s.search.mode} data-testid="search-mode">
              <Select
                selectedOption={modeOptions.find((o) => o.value === draft.mode) ?? null}
                options={modeOptions}
                ariaLabel={s.search.mode}
                onChange={(e) => changeMode(e.detail.selectedOption.value as ScheduleMode)}
              />
            </FormField>
            <FormField label={s.search.fromDate} errorText={errors.from?.message} data-testid="search-from">
              <DatePicker
                value={draft.from ?? ''}
                placeholder="YYYY/MM/DD"
                ariaLabel={s.search.fromDate}
                openCalendarAriaLabel={() => s.search.fromDate}
                onChange={(e) => setDraft({ ...draft, from: e.detail.value || undefined })}
              />
            </FormField>
            <FormField label={s.search.toDate} errorText={errors.to?.message} data-testid="search-to">
              <DatePicker
                value={draft.to ?? ''}
                placeholder="YYYY/MM/DD"
                ariaLabel={s.search.toDate}
                openCalendarAriaLabel={() => s.search.toDate}
                onChange={(e) => setDraft({ ...draft, to: e.detail.value || undefined })}
              />
            </FormField>
            <FormField label={s.search.category} data-testid="search-category">
              <Select
                selectedOption={categoryOptions.find((o) => o.value === draft.category) ?? null}
                options={categoryOptions}
                ariaLabel={s.search.category}
                onChange={(e) => setDraft({ ...draft, category: e.detail.selectedOption.value as ScheduleCategory })}
              />
            </FormField>
            <FormField label={s.search.text}>
              <Input
                type="search"
                value={draft.search ?? ''}
                placeholder={s.search.textPlaceholder}
                ariaLabel={s.search.text}
                onChange={(e) => setDraft({ ...draft, search: e.detail.value || undefined })}
                data-testid="search-text"
              />
            </FormField>
          </ColumnLayout>
          <MoreFilters
            draft={draft}
            setDraft={setDraft}
            lists={lists}
            loading={listsLoading}
            people={people}
            roles={roles}
          />
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="submit" data-testid="search-submit">
              {s.search.search}
            </Button>
            <Button
              formAction="none"
              onClick={() => {
                apply(resetTo(search.mode));
              }}
              data-testid="search-reset"
            >
              {s.search.reset}
            </Button>
            {onExport ? (
              <Button
                formAction="none"
                iconName="download"
                loading={exporting}
                onClick={onExport}
                data-testid="search-export"
              >
                {s.search.export}
              </Button>
            ) : null}
          </SpaceBetween>
        </SpaceBetween>
      </form>
    </ExpandableSection>
  );
}
