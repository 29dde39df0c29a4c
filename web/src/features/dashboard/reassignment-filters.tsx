import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { REASSIGNMENT_PAGE_SIZES } from '@shelfline/shared/contracts/schedule.contract';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import type { ReassignmentQuery } from './dashboard-api.ts';
import { dashboardStrings as s } from './strings.ts';

const r = s.reassignments;
type YesNoFilter = 'isTemporary' | 'sendBackup' | 'sendSupply' | 'isActed';
const YES_NO: readonly { key: YesNoFilter; label: string }[] = [
  { key: 'isTemporary', label: r.columns.temporary },
  { key: 'sendBackup', label: r.columns.sendBackup },
  { key: 'sendSupply', label: r.columns.sendSupply },
  { key: 'isActed', label: r.columns.acted },
];
const YES_NO_OPTIONS = [
  { value: '', label: r.all },
  { value: 'true', label: r.yes },
  { value: 'false', label: r.no },
];
const SIZE_OPTIONS = REASSIGNMENT_PAGE_SIZES.map((n) => ({ value: String(n), label: r.pageSizeOption(n) }));

/** The From/To window as typed: applied by Submit, the To date not before the From date. */
const WindowSchema = z
  .object({ fromDate: z.string(), toDate: z.string() })
  .refine((w) => !(w.fromDate && w.toDate && w.toDate < w.fromDate), { path: ['toDate'], message: r.dateOrder });
type Window = z.input<typeof WindowSchema>;

/**
 * The reassignment table's filters (000 §2.4): the From/To window (applied by Submit), the Yes/No filters and the page
 * size (applied at once); any change goes back to the first page.
 */
export function ReassignmentFilters({
  query,
  onChange,
}: {
  query: ReassignmentQuery;
  onChange: (patch: Partial<ReassignmentQuery>) => void;
}) {
  const form = useForm<Window>({ resolver: zodResolver(WindowSchema), defaultValues: { fromDate: '', toDate: '' } });
  const submit = form.handleSubmit(({ fromDate, toDate }) =>
    onChange({ fromDate: fromDate || undefined, toDate: toDate || undefined, pageNumber: 1 }),
  );
  return (
    <form onSubmit={(event) => void submit(event)}>
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        {(['fromDate', 'toDate'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <FormField label={r[name]} errorText={fieldState.error?.message}>
                <DatePicker
                  value={field.value}
                  format="iso"
                  inputFormat="iso"
                  placeholder="YYYY-MM-DD"
                  ariaLabel={r[name]}
                  invalid={Boolean(fieldState.error)}
                  onChange={(e) => field.onChange(e.detail.value)}
                />
              </FormField>
            )}
          />
        ))}
        <Button formAction="submit" data-testid="reassignment-submit">
          {r.submit}
        </Button>
        {YES_NO.map(({ key, label }) => (
          <FormField key={key} label={label}>
            <Select
              ariaLabel={label}
              data-testid={`reassignment-filter-${key}`}
              options={YES_NO_OPTIONS}
              selectedOption={
                YES_NO_OPTIONS.find((o) => o.value === (query[key] === undefined ? '' : String(query[key]))) ?? null
              }
              onChange={(e) => {
                const value = e.detail.selectedOption.value;
                onChange({ [key]: value ? value === 'true' : undefined, pageNumber: 1 });
              }}
            />
          </FormField>
        ))}
        <FormField label={r.pageSize}>
          <Select
            ariaLabel={r.pageSize}
            options={SIZE_OPTIONS}
            selectedOption={SIZE_OPTIONS.find((o) => o.value === String(query.pageSize)) ?? null}
            onChange={(e) => onChange({ pageSize: Number(e.detail.selectedOption.value), pageNumber: 1 })}
          />
        </FormField>
      </SpaceBetween>
    </form>
  );
}
