import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { AvailabilityDot, availabilityStrings } from '../../../components/availability-badge.tsx';
import { consumerGroupsQuery } from '../../../queries/consumer-groups.ts';
import { accountManagersQuery, employeeSearchQuery, merchandisersQuery } from '../../../queries/employees.ts';
import { jobTraitsQuery } from '../../../queries/job-traits.ts';
import { serviceTypesQuery } from '../../../queries/service-types.ts';
import type { MerchandiserChoice, PayRateChoice } from './edit-rules.ts';
import { scheduleStrings as s } from './strings.ts';

/*
 * The editors of the schedule's single-update fields (000 §6): the table's inline edits and the bulk edit dialog
 * use the same ones, so a field is chosen the same way for one service or for every filtered one.
 */

const statusOf = (q: { isPending: boolean; isError: boolean }) =>
  q.isPending ? 'loading' : q.isError ? 'error' : 'finished';

/** One service's dates and store: the window a merchandiser's availability is computed for. */
export interface AvailabilityWindow {
  /** With a store, the distance to it too. */
  storeId?: number;
  startDate: string;
  endDate: string;
}

/**
 * The merchandiser with its flags. With a `window` (one service's dates and store) each option carries the
 * merchandiser's availability colour and distance (`employees/search`, 000 §2.7).
 */
export function MerchandiserEditor({
  value,
  currentName,
  window,
  setValue,
}: {
  value: MerchandiserChoice;
  /** The name of the merchandiser already on the service (kept when no longer active). */
  currentName?: string;
  window?: AvailabilityWindow;
  setValue: (v: MerchandiserChoice) => void;
}) {
  const merchandisers = useQuery(merchandisersQuery());
  // The availability colours of the picker (`employees/search`, 000 §2.7); not asked without a window.
  const availability = useQuery(employeeSearchQuery(window));
  const found = new Map((availability.data ?? []).map((row) => [row.id, row]));
  const options: SelectProps.Option[] = (merchandisers.data ?? []).map((m) => {
    const row = found.get(m.id);
    if (!row) return { value: String(m.id), label: m.name, description: m.code };
    const distance = row.distance === null ? undefined : s.edit.distance(row.distance);
    return {
      value: String(m.id),
      label: m.name,
      description: m.code,
      iconSvg: <AvailabilityDot status={row.availability.status} />,
      tags: [availabilityStrings.labels[row.availability.status], ...(distance ? [distance] : [])],
    };
  });
  if (value.merchandiserId && !options.some((o) => o.value === String(value.merchandiserId)))
    options.unshift({ value: String(value.merchandiserId), label: currentName ?? '', description: '' });
  return (
    <SpaceBetween size="xxs">
      <Select
        autoFocus
        expandToViewport
        filteringType="auto"
        placeholder={s.edit.chooseMerchandiser}
        statusType={statusOf(merchandisers)}
        selectedOption={options.find((o) => o.value === String(value.merchandiserId)) ?? null}
        options={options}
        ariaLabel={s.edit.label(s.columns.merchandiser)}
        onChange={(e) => setValue({ ...value, merchandiserId: Number(e.detail.selectedOption.value) })}
        data-testid="edit-merchandiser"
      />
      <Checkbox checked={value.sendBackup} onChange={(e) => setValue({ ...value, sendBackup: e.detail.checked })}>
        {s.edit.sendBackup}
      </Checkbox>
      <Checkbox checked={value.sendSupply} onChange={(e) => setValue({ ...value, sendSupply: e.detail.checked })}>
        {s.edit.sendSupply}
      </Checkbox>
      <Checkbox
        checked={value.markMerchandiserAsTemporary}
        onChange={(e) => setValue({ ...value, markMerchandiserAsTemporary: e.detail.checked })}
      >
        {s.edit.markTemporary}
      </Checkbox>
    </SpaceBetween>
  );
}

type IdOption = { value: string; label: string };
interface IdEditorProps {
  value: number | null | undefined;
  setValue: (v: number | null) => void;
}

function IdSelect({
  label,
  options,
  status,
  value,
  allowNone,
  setValue,
}: IdEditorProps & {
  label: string;
  options: IdOption[];
  status: 'loading' | 'error' | 'finished';
  allowNone: boolean;
}) {
  const all = allowNone ? [{ value: '', label: s.edit.none }, ...options] : options;
  return (
    <Select
      autoFocus
      expandToViewport
      filteringType="auto"
      statusType={status}
      selectedOption={all.find((o) => o.value === (value ? String(value) : '')) ?? null}
      options={all}
      ariaLabel={s.edit.label(label)}
      onChange={(e) => setValue(e.detail.selectedOption.value ? Number(e.detail.selectedOption.value) : null)}
    />
  );
}

export function AccountManagerEditor(props: IdEditorProps) {
  const managers = useQuery(accountManagersQuery());
  const options = (managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  return (
    <IdSelect label={s.columns.accountManager} options={options} status={statusOf(managers)} allowNone {...props} />
  );
}

export function ConsumerGroupEditor(props: IdEditorProps) {
  const groups = useQuery(consumerGroupsQuery(false));
  const options = (groups.data ?? []).map((g) => ({ value: String(g.id), label: `${g.code} - ${g.description}` }));
  return <IdSelect label={s.columns.consumerGroup} options={options} status={statusOf(groups)} allowNone {...props} />;
}

export function ServiceTypeEditor(props: IdEditorProps) {
  const types = useQuery(serviceTypesQuery(false));
  const options = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <IdSelect label={s.columns.serviceType} options={options} status={statusOf(types)} allowNone={false} {...props} />
  );
}

/** A trait among `names` (the job's traits for one service, the window's traits for many), or none. */
export function TraitEditor({
  names,
  status,
  value,
  setValue,
}: {
  names: readonly string[];
  status: 'loading' | 'error' | 'finished';
  value: string;
  setValue: (v: string) => void;
}) {
  const all = value && !names.includes(value) ? [value, ...names] : names;
  const options = [{ value: '', label: s.edit.none }, ...all.map((n) => ({ value: n, label: n }))];
  return (
    <Select
      autoFocus
      expandToViewport
      filteringType="auto"
      statusType={status}
      selectedOption={options.find((o) => o.value === value) ?? null}
      options={options}
      ariaLabel={s.edit.label(s.columns.trait)}
      onChange={(e) => setValue(e.detail.selectedOption.value ?? '')}
    />
  );
}

/** The traits of one service's job. */
export function JobTraitEditor({
  jobId,
  value,
  setValue,
}: {
  jobId: number;
  value: string;
  setValue: (v: string) => void;
}) {
  const traits = useQuery(jobTraitsQuery(jobId));
  const names = (traits.data ?? []).map((t) => t.traitDescription);
  return <TraitEditor names={names} status={statusOf(traits)} value={value} setValue={setValue} />;
}

/** Flat, per hour or none, and the amount (000 §6: admin edits the pay rate, flat or per hour). */
export function PayRateEditor({ value, setValue }: { value: PayRateChoice; setValue: (v: PayRateChoice) => void }) {
  const kinds = (['payrateFlat', 'payratePerHour', 'none'] as const).map((kind) => ({
    value: kind,
    label: s.edit.payRateKinds[kind],
  }));
  return (
    <SpaceBetween size="xxs" direction="horizontal">
      <Select
        autoFocus
        expandToViewport
        selectedOption={kinds.find((k) => k.value === value.kind) ?? null}
        options={kinds}
        ariaLabel={s.edit.label(s.columns.payRate)}
        onChange={(e) => setValue({ ...value, kind: e.detail.selectedOption.value as PayRateChoice['kind'] })}
        data-testid="edit-pay-rate-kind"
      />
      {value.kind === 'none' ? null : (
        <Input
          type="number"
          inputMode="decimal"
          step={0.01}
          value={value.amount}
          ariaLabel={s.edit.payRateAmountLabel}
          onChange={(e) => setValue({ ...value, amount: e.detail.value })}
          data-testid="edit-pay-rate-amount"
        />
      )}
    </SpaceBetween>
  );
}
