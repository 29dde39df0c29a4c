import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import {
  SCHEDULE_EXCEPTIONS,
  type ScheduleException,
  type ScheduleMetadata,
} from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import { mayFilterManualEntry, maySeeAccountManager } from '@shelfline/shared/schedule-rules';
import { useQuery } from '@tanstack/react-query';
import { accountManagersQuery } from '../../../queries/employees.ts';
import type { ConfirmationSearch, ScheduleIdFilter, ScheduleSearch } from './filter-state.ts';
import { scheduleStrings as s } from './strings.ts';

/** The filter list (000 §3.6 metadata) that feeds each id filter; account managers come from their own call. */
const LIST_OF: Record<Exclude<ScheduleIdFilter, 'accountManagerIds'>, keyof ScheduleMetadata> = {
  jobIds: 'jobs',
  storeIds: 'stores',
  retailerIds: 'retailers',
  provinceIds: 'provinces',
  cityIds: 'cities',
  merchandiserIds: 'merchandisers',
  supervisorIds: 'supervisors',
};

interface DraftProps {
  draft: ScheduleSearch;
  setDraft: (next: ScheduleSearch) => void;
}

/** A multiselect of values; chosen values the current lists no longer hold still show (and can be removed). */
function ValueMultiselect({
  label,
  testId,
  options,
  chosen,
  loading,
  onChange,
}: {
  label: string;
  testId: string;
  options: MultiselectProps.Option[];
  chosen: readonly string[];
  loading: boolean;
  onChange: (values: string[]) => void;
}) {
  const all = [...options];
  for (const value of chosen) if (!all.some((o) => o.value === value)) all.push({ value, label: value });
  return (
    <FormField label={label} data-testid={testId}>
      <Multiselect
        selectedOptions={all.filter((o) => o.value !== undefined && chosen.includes(o.value))}
        options={all}
        filteringType="auto"
        placeholder={s.search.placeholder}
        statusType={loading ? 'loading' : 'finished'}
        tokenLimit={2}
        ariaLabel={label}
        onChange={(e) => onChange(e.detail.selectedOptions.map((o) => o.value ?? ''))}
      />
    </FormField>
  );
}

/** One of the id filters (jobs, stores, provinces, merchandisers…). */
export function IdFilter({
  name,
  draft,
  setDraft,
  lists,
  loading,
  options,
}: DraftProps & {
  name: ScheduleIdFilter;
  lists: ScheduleMetadata | undefined;
  loading: boolean;
  /** The options when they do not come from the filter lists (account managers). */
  options?: { id: number; name: string }[];
}) {
  const source =
    options ?? (name === 'accountManagerIds' ? [] : (lists?.[LIST_OF[name]] as { id: number; name: string }[]));
  return (
    <ValueMultiselect
      label={s.search.lists[name]}
      testId={`search-${name}`}
      options={(source ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      chosen={(draft.ids[name] ?? []).map(String)}
      loading={loading}
      onChange={(values) => {
        const ids = values.map(Number);
        setDraft({ ...draft, ids: { ...draft.ids, [name]: ids.length ? ids : undefined } });
      }}
    />
  );
}

function AccountManagerFilter(props: DraftProps & { lists: ScheduleMetadata | undefined }) {
  const managers = useQuery(accountManagersQuery());
  return (
    <IdFilter
      {...props}
      name="accountManagerIds"
      loading={managers.isPending}
      options={(managers.data ?? []).map((m) => ({ id: m.id, name: m.name }))}
    />
  );
}

const CONFIRMATION_KINDS = ['notConfirmed', 'confirmedWithoutDate'] as const;

/** Confirmation status: not confirmed, confirmed without a date, and a confirmed-date range (OR-ed). */
function ConfirmationFilter({ draft, setDraft }: DraftProps) {
  const current = draft.confirmation ?? {};
  const set = (patch: Partial<ConfirmationSearch>) => {
    const next: ConfirmationSearch = { ...current, ...patch };
    for (const key of Object.keys(next) as (keyof ConfirmationSearch)[]) if (!next[key]) delete next[key];
    setDraft({ ...draft, confirmation: Object.keys(next).length ? next : undefined });
  };
  return (
    <>
      <ValueMultiselect
        label={s.search.confirmation}
        testId="search-confirmation"
        options={CONFIRMATION_KINDS.map((kind) => ({ value: kind, label: s.search.confirmationKinds[kind] }))}
        chosen={CONFIRMATION_KINDS.filter((kind) => current[kind])}
        loading={false}
        onChange={(values) =>
          set({
            notConfirmed: values.includes('notConfirmed'),
            confirmedWithoutDate: values.includes('confirmedWithoutDate'),
          })
        }
      />
      <FormField label={s.search.confirmedFrom} data-testid="search-confirmed-from">
        <DatePicker
          value={current.fromDate ?? ''}
          placeholder="YYYY/MM/DD"
          ariaLabel={s.search.confirmedFrom}
          openCalendarAriaLabel={() => s.search.confirmedFrom}
          onChange={(e) => set({ fromDate: e.detail.value || undefined })}
        />
      </FormField>
      <FormField label={s.search.confirmedTo} data-testid="search-confirmed-to">
        <DatePicker
          value={current.toDate ?? ''}
          placeholder="YYYY/MM/DD"
          ariaLabel={s.search.confirmedTo}
          openCalendarAriaLabel={() => s.search.confirmedTo}
          onChange={(e) => set({ toDate: e.detail.value || undefined })}
        />
      </FormField>
    </>
  );
}

/**
 * The filters beyond the first row (000 §3.7): province, city, merchandiser, supervisor, account manager (roles
 * that see the column), trait, hours, exceptions, confirmation status and the admin's Manual Entry Only. Opened
 * when the search already holds one of them.
 */
export function MoreFilters({
  draft,
  setDraft,
  lists,
  loading,
  people,
  roles,
}: DraftProps & { lists: ScheduleMetadata | undefined; loading: boolean; people: boolean; roles: readonly Role[] }) {
  const idNames: ScheduleIdFilter[] = [
    'provinceIds',
    'cityIds',
    ...(people ? (['merchandiserIds', 'supervisorIds'] as const) : []),
  ];
  const holdsOne =
    idNames.some((name) => draft.ids[name]?.length) ||
    Boolean(draft.ids.accountManagerIds?.length) ||
    Boolean(draft.traits?.length || draft.hours?.length || draft.exceptions?.length || draft.confirmation) ||
    Boolean(draft.manualEntryOnly);
  return (
    <ExpandableSection headerText={s.search.moreFilters} defaultExpanded={holdsOne} data-testid="search-more">
      <ColumnLayout columns={4} minColumnWidth={180}>
        {idNames.map((name) => (
          <IdFilter key={name} name={name} draft={draft} setDraft={setDraft} lists={lists} loading={loading} />
        ))}
        {people && maySeeAccountManager(roles) ? (
          <AccountManagerFilter draft={draft} setDraft={setDraft} lists={lists} />
        ) : null}
        <ValueMultiselect
          label={s.search.traits}
          testId="search-traits"
          options={(lists?.traits ?? []).map((t) => ({ value: t, label: t }))}
          chosen={draft.traits ?? []}
          loading={loading}
          onChange={(values) => setDraft({ ...draft, traits: values.length ? values : undefined })}
        />
        <ValueMultiselect
          label={s.search.hours}
          testId="search-hours"
          options={(lists?.hours ?? []).map((h) => ({ value: String(h), label: String(h) }))}
          chosen={(draft.hours ?? []).map(String)}
          loading={loading}
          onChange={(values) => setDraft({ ...draft, hours: values.length ? values.map(Number) : undefined })}
        />
        <ValueMultiselect
          label={s.search.exceptions}
          testId="search-exceptions"
          options={SCHEDULE_EXCEPTIONS.map((e) => ({ value: e, label: s.search.exceptionLabels[e] }))}
          chosen={draft.exceptions ?? []}
          loading={false}
          onChange={(values) =>
            setDraft({ ...draft, exceptions: values.length ? (values as ScheduleException[]) : undefined })
          }
        />
        <ConfirmationFilter draft={draft} setDraft={setDraft} />
        {people && mayFilterManualEntry(roles) ? (
          <FormField label={s.search.manualEntry}>
            <Checkbox
              checked={draft.manualEntryOnly === true}
              onChange={(e) => setDraft({ ...draft, manualEntryOnly: e.detail.checked || undefined })}
              data-testid="search-manual-entry"
            >
              {s.search.manualEntryOnly}
            </Checkbox>
          </FormField>
        ) : null}
      </ColumnLayout>
    </ExpandableSection>
  );
}
