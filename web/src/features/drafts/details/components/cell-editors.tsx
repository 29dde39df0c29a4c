import Select from '@cloudscape-design/components/select';
import type { DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { useQuery } from '@tanstack/react-query';
import { fetchFailure } from '../../../../app/providers/fetch-failures.tsx';
import { jobTraitsQuery } from '../../../../queries/job-traits.ts';
import { serviceTypesQuery } from '../../../../queries/service-types.ts';
import { detailsStrings as s } from '../strings.ts';

/** The Trait cell's editor: the traits of the row's job, or none; a trait no longer listed stays offered. */
export function TraitEditor({
  row,
  value,
  setValue,
}: {
  row: DraftDetail;
  value: string | undefined;
  setValue: (v: string | undefined) => void;
}) {
  const traits = useQuery(jobTraitsQuery(row.mainJobProduct.jobId));
  const names = (traits.data ?? []).map((t) => t.traitDescription);
  if (value && !names.includes(value)) names.unshift(value);
  const options = [{ value: '', label: s.noTrait }, ...names.map((n) => ({ value: n, label: n }))];
  return (
    <Select
      autoFocus
      expandToViewport
      statusType={traits.isPending ? 'loading' : traits.isError ? 'error' : 'finished'}
      selectedOption={options.find((o) => o.value === (value ?? '')) ?? null}
      options={options}
      filteringType="auto"
      ariaLabel={s.editLabel(s.columns.trait)}
      onChange={(e) => setValue(e.detail.selectedOption.value || undefined)}
    />
  );
}

/** The Service Type cell's editor: the active service types. */
export function ServiceTypeEditor({ value, setValue }: { value: number | undefined; setValue: (v: number) => void }) {
  const types = useQuery({ ...serviceTypesQuery(false), staleTime: 60_000, meta: fetchFailure('serviceTypes') });
  const options = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <Select
      autoFocus
      expandToViewport
      statusType={types.isPending ? 'loading' : types.isError ? 'error' : 'finished'}
      selectedOption={options.find((o) => o.value === String(value)) ?? null}
      options={options}
      filteringType="auto"
      ariaLabel={s.editLabel(s.columns.serviceType)}
      onChange={(e) => setValue(Number(e.detail.selectedOption.value))}
    />
  );
}
