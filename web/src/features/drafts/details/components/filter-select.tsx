import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import type { DetailMetadata } from '@shelfline/shared/contracts/draft.contract';
import type { IdFilter, RowFilter } from '../filter-state.ts';
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

/** A filter the selects edit: an id list, the traits or the hours. */
export type ListFilter = IdFilter | 'traits' | 'hours';

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

export function FilterSelect({
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
