import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { maintenanceStrings as s } from './strings.ts';

export type PickerStatus = 'loading' | 'error' | 'finished';

/** A picker's list state: loading while its query runs (not while it waits for what it depends on). */
export const statusOf = (q: { isPending: boolean; isError: boolean; fetchStatus: string }): PickerStatus =>
  q.isPending && q.fetchStatus !== 'idle' ? 'loading' : q.isError ? 'error' : 'finished';

/** One id picked from a filterable list (Create Service's retailer, store, job, product, type and people). */
export function ServicePicker({
  label,
  value,
  options,
  status,
  error,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  options: { value: string; label: string }[];
  status: PickerStatus;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (id: number | undefined) => void;
  testId: string;
}) {
  return (
    <FormField label={label} errorText={error} data-testid={testId}>
      <Select
        selectedOption={options.find((o) => o.value === String(value)) ?? null}
        options={options}
        filteringType="auto"
        placeholder={s.create.choose}
        statusType={status}
        disabled={disabled}
        ariaLabel={label}
        onChange={(e) => onChange(e.detail.selectedOption.value ? Number(e.detail.selectedOption.value) : undefined)}
      />
    </FormField>
  );
}
