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

/** Planograms are a later family: the choice is shown, disabled, with a hint (functions/api/jobs/README.md, Decisions). */
const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'traitDescription', label: s.traitDescription },
  {
    kind: 'select',
    name: 'planogramId',
    label: s.planogram,
    options: [],
    numeric: true,
    disabled: true,
    description: s.planogramHint,
  },
];

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
        fields={FIELDS}
        schema={JobTraitFormSchema}
        newValues={{}}
        size="small"
        deleteQuestion={() => s.deleteTrait}
      />
    </>
  );
}
