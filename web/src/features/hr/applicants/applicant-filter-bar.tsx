import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useQuery } from '@tanstack/react-query';
import { hrUsersQuery } from '../../../queries/ats-people.ts';
import { postingsQuery } from '../../../queries/ats-postings.ts';
import { citiesQuery, provincesQuery } from '../../../queries/locations.ts';
import { changeFilter, type FilterName, type Filters, periodOf } from './applicant-filters.ts';
import { PERIODS } from './period.ts';
import { APPLICANT_STRINGS as s } from './strings.ts';

interface Option {
  value: string;
  label: string;
}

/** A filter's Select: its "all" entry first, the chosen option or that entry shown. */
function FilterSelect({
  name,
  label,
  all,
  options,
  filters,
  onChange,
  disabled = false,
  loading = false,
}: {
  name: FilterName;
  label: string;
  all?: string;
  options: Option[];
  filters: Filters;
  onChange: (filters: Filters) => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  const choices = all === undefined ? options : [{ value: '', label: all }, ...options];
  const chosen = choices.find((o) => o.value === (filters[name] ?? '')) ?? choices[0] ?? null;
  return (
    <FormField label={label}>
      <Select
        data-testid={`filter-${name}`}
        selectedOption={chosen}
        options={choices}
        filteringType={choices.length > 8 ? 'auto' : 'none'}
        disabled={disabled}
        statusType={loading ? 'loading' : 'finished'}
        onChange={(e) => onChange(changeFilter(filters, name, e.detail.selectedOption.value))}
      />
    </FormField>
  );
}

/**
 * The filters of /hr/applicants (brief 6b): Job Posting xor Province/City, Assigned To (not for supervisors), Period
 * with the custom dates, Include inactive postings, and Search, which applies them.
 */
export function ApplicantFilterBar({
  filters,
  onChange,
  onSearch,
  supervisor,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onSearch: () => void;
  supervisor: boolean;
}) {
  const postings = useQuery(postingsQuery(filters.inactive === 'true'));
  const provinces = useQuery(provincesQuery(false));
  const provinceId = filters.provinceId ? Number(filters.provinceId) : undefined;
  const cities = useQuery(citiesQuery(provinceId, false));
  const hr = useQuery({ ...hrUsersQuery(), enabled: !supervisor });
  const placeChosen = Boolean(filters.provinceId || filters.cityId);
  const custom = periodOf(filters) === 'custom';
  const common = { filters, onChange };
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <FilterSelect
        {...common}
        name="jobPostingId"
        label={s.filters.jobPosting}
        all={s.filters.allPostings}
        options={(postings.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
        disabled={placeChosen}
        loading={postings.isPending}
      />
      <FilterSelect
        {...common}
        name="provinceId"
        label={s.filters.province}
        all={s.filters.allProvinces}
        options={(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }))}
        disabled={Boolean(filters.jobPostingId)}
      />
      <FilterSelect
        {...common}
        name="cityId"
        label={s.filters.city}
        all={s.filters.allCities}
        options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        disabled={Boolean(filters.jobPostingId) || provinceId === undefined}
      />
      {!supervisor && (
        <FilterSelect
          {...common}
          name="assignedToId"
          label={s.filters.assignedTo}
          all={s.filters.anyone}
          options={(hr.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
      )}
      <FilterSelect
        {...common}
        name="period"
        label={s.filters.period}
        options={PERIODS.map((p) => ({ value: p, label: s.periods[p] }))}
        filters={{ ...filters, period: periodOf(filters) }}
      />
      {custom && (
        <FormField label={s.filters.startDate}>
          <DatePicker
            data-testid="filter-from"
            value={filters.from ?? ''}
            placeholder="YYYY/MM/DD"
            onChange={(e) => onChange(changeFilter(filters, 'from', e.detail.value))}
          />
        </FormField>
      )}
      {custom && (
        <FormField label={s.filters.endDate}>
          <DatePicker
            data-testid="filter-to"
            value={filters.to ?? ''}
            placeholder="YYYY/MM/DD"
            onChange={(e) => onChange(changeFilter(filters, 'to', e.detail.value))}
          />
        </FormField>
      )}
      <Toggle
        data-testid="filter-inactive"
        checked={filters.inactive === 'true'}
        onChange={(e) => onChange(changeFilter(filters, 'inactive', e.detail.checked ? 'true' : undefined))}
      >
        {s.filters.includeInactive}
      </Toggle>
      <Button variant="primary" onClick={onSearch} data-testid="applicants-search">
        {s.search}
      </Button>
    </SpaceBetween>
  );
}
