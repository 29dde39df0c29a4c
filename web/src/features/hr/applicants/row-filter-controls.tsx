import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RowFilterName, RowFilters } from './row-filters.ts';
import { APPLICANT_STRINGS as s } from './strings.ts';

const YES_NO = [
  { value: '', label: s.any },
  { value: 'yes', label: s.yes },
  { value: 'no', label: s.no },
];

/** The Overall Score, Ex-Employee and Duplicates filters beside the table's search (they change the URL at once). */
export function RowFilterControls({
  filters,
  onChange,
}: {
  filters: RowFilters;
  onChange: (patch: RowFilters) => void;
}) {
  const yesNo = (name: Exclude<RowFilterName, 'score'>, label: string) => (
    <Select
      data-testid={`filter-${name}`}
      inlineLabelText={label}
      selectedOption={YES_NO.find((o) => o.value === (filters[name] ?? '')) ?? null}
      options={YES_NO}
      onChange={(e) => onChange({ [name]: e.detail.selectedOption.value || undefined })}
    />
  );
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Input
        data-testid="filter-score"
        value={filters.score ?? ''}
        placeholder={s.scorePlaceholder}
        ariaLabel={s.columns.overallScore}
        onChange={(e) => onChange({ score: e.detail.value || undefined })}
      />
      {yesNo('exEmployee', s.columns.exEmployee)}
      {yesNo('duplicates', s.columns.duplicates)}
    </SpaceBetween>
  );
}
