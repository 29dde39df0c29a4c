import { type JobTrait, type JobTraitForm, JobTraitFormSchema } from '@shelfline/shared/contracts/trait.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { type ListState, parseListState } from '../../components/crud/use-list-state.ts';
import { jobTraitKeys, jobTraitsQuery } from '../../queries/job-traits.ts';
import { activePlanogramsQuery } from '../../queries/planograms.ts';
import { storeTraitKeys } from '../../queries/store-traits.ts';
import { traitsApi } from '../jobs/jobs-api.ts';
import { JOB_STRINGS as s } from '../jobs/strings.ts';

const COLUMNS: CrudColumn<JobTrait>[] = [
  {
    id: 'traitDescription',
    header: s.traitDescription,
    cell: (t) => t.traitDescription,
    sortValue: (t) => t.traitDescription,
  },
  { id: 'planogram', header: s.planogram, cell: (t) => t.planogramCode ?? '', sortValue: (t) => t.planogramCode ?? '' },
];

/** Trait Description and the planogram (active ones, plus the one the trait shows; the server copies its code). */
function traitFields(planograms: readonly { id: number; planogramCode: string }[], current?: JobTrait): FormFieldDef[] {
  const options = planograms.map((p) => ({ value: String(p.id), label: p.planogramCode }));
  if (current?.planogramId && !planograms.some((p) => p.id === current.planogramId))
    options.push({ value: String(current.planogramId), label: current.planogramCode ?? String(current.planogramId) });
  return [
    { kind: 'text', name: 'traitDescription', label: s.traitDescription },
    { kind: 'select', name: 'planogramId', label: s.planogram, options, numeric: true },
  ];
}

/**
 * The traits of one job: Trait Description and Planogram, with edit, delete ('Delete trait?') and Add new.
 * Used by /jobTraits and by the 'Traits Management' modal of Job Maintenance. Its list state is local (not in
 * the URL) so it can sit inside another list's page.
 */
export function JobTraitsEditor({ jobId }: { jobId: number }) {
  const [state, setState] = useState<ListState>(() =>
    parseListState(new URLSearchParams(), { sortBy: 'traitDescription' }),
  );
  const traits = useQuery(jobTraitsQuery(jobId));
  const planograms = useQuery(activePlanogramsQuery());
  const crud = useCrudController<JobTrait, JobTraitForm>({
    // Store traits show the job trait's description: they refresh too.
    invalidates: [jobTraitKeys.all, storeTraitKeys.all],
    create: (input) => traitsApi.create(jobId, input),
    update: traitsApi.update,
    remove: traitsApi.remove,
    messages: { created: () => s.traitCreated, updated: () => s.traitUpdated, deleted: () => s.traitDeleted },
  });
  return (
    <>
      <CrudTable<JobTrait>
        title={s.jobTraitsTitle}
        resourceName="traits"
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: traits.data,
          filterText: (t) => `${t.traitDescription} ${t.planogramCode ?? ''}`,
        }}
        state={state}
        onStateChange={(patch) => setState((current) => ({ ...current, ...patch, pageNumber: patch.pageNumber ?? 1 }))}
        activeFilter={false}
        {...tableStatus(traits)}
        trackBy={(t) => t.id}
        itemLabel={(t) => t.traitDescription}
        createLabel={s.addTrait}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        testId="job-traits-table"
      />
      <CrudDialogs<JobTrait, JobTraitForm>
        crud={crud}
        titles={{ createTitle: s.createTrait, updateTitle: s.updateTrait }}
        fields={traitFields(planograms.data ?? [], crud.editing?.mode === 'edit' ? crud.editing.item : undefined)}
        schema={JobTraitFormSchema}
        newValues={{}}
        size="small"
        deleteQuestion={() => s.deleteTrait}
      />
    </>
  );
}
