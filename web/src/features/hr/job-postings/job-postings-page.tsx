import type { JobPosting, JobPostingInput } from '@shelfline/shared/contracts/ats-posting.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { useQuery } from '@tanstack/react-query';
import { CrudDeleteConfirm } from '../../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../../components/crud/crud-route-calls.ts';
import { crudStrings } from '../../../components/crud/crud-strings.ts';
import { type CrudColumn, CrudTable } from '../../../components/crud/crud-table.tsx';
import { useCrudController } from '../../../components/crud/use-crud-controller.ts';
import { useListState } from '../../../components/crud/use-list-state.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { postingKeys, postingsQuery } from '../../../queries/ats-postings.ts';
import { PostingFormModal } from './posting-form-modal.tsx';
import { POSTING_STRINGS as s } from './strings.ts';

// POST ats/job-postings, PUT ats/job-postings/{id} (with the version read), DELETE ats/job-postings/{id}.
const calls = crudRouteCalls({
  create: atsRoutes.createJobPosting,
  update: atsRoutes.updateJobPosting,
  remove: atsRoutes.removeJobPosting,
});

const COLUMNS: CrudColumn<JobPosting>[] = [
  { id: 'title', header: s.columns.title, cell: (p) => p.title, sortValue: (p) => p.title },
  { id: 'cityName', header: s.columns.city, cell: (p) => p.cityName, sortValue: (p) => p.cityName },
  {
    id: 'provinceName',
    header: s.columns.province,
    cell: (p) => p.provinceName,
    sortValue: (p) => p.provinceName,
  },
  { id: 'hrName', header: s.columns.hr, cell: (p) => p.hrName ?? '', sortValue: (p) => p.hrName ?? '' },
  {
    id: 'supervisorName',
    header: s.columns.supervisor,
    cell: (p) => p.supervisorName ?? '',
    sortValue: (p) => p.supervisorName ?? '',
  },
  {
    id: 'applicantCount',
    header: s.columns.applicants,
    // The count opens the applicants of this posting (their list filtered by it).
    cell: (p) => <RouterLink href={`/hr/applicants?jobPostingId=${p.id}`}>{String(p.applicantCount)}</RouterLink>,
    sortValue: (p) => p.applicantCount,
  },
  {
    id: 'isActive',
    header: crudStrings.active,
    cell: (p) => (p.isActive ? crudStrings.activeYes : crudStrings.activeNo),
    sortValue: (p) => p.isActive,
  },
];

/**
 * /hr/job-postings (002 §2 HR, brief 6b): the postings with the kit's Active? filter as "Include inactive" (Active by
 * default, All includes the inactive ones, read once with `includeInactive=true`), New Job Posting, Edit (the rows are
 * whole postings with their ids and version) and Delete after
 * 'Delete "{title}"?' (409 while it has applicants: the server's sentence stays as an error toast).
 */
export function JobPostingsPage() {
  useDocumentTitle(s.title);
  const { state, update } = useListState({ defaultSortBy: 'title' });
  const list = useQuery(postingsQuery(true));
  const crud = useCrudController<JobPosting, JobPostingInput>({
    invalidates: [postingKeys.all],
    ...calls,
    messages: {
      created: (p) => s.created(p.title),
      updated: (p) => s.updated(p.title),
      deleted: (p) => s.deleted(p.title),
    },
  });
  const editing = crud.editing;

  return (
    <>
      <CrudTable<JobPosting>
        title={s.title}
        resourceName="job postings"
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: list.data,
          filterText: (p) => [p.title, p.cityName, p.provinceName, p.hrName, p.supervisorName].join(' '),
          isInactive: (p) => !p.isActive,
        }}
        state={state}
        onStateChange={update}
        loading={list.isPending}
        error={list.error ?? undefined}
        trackBy={(p) => p.id}
        itemLabel={(p) => p.title}
        createLabel={s.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        activeFilterOptions={['active', 'all']}
        filteringPlaceholder={s.find}
      />
      {editing && (
        <PostingFormModal
          posting={editing.mode === 'edit' ? editing.item : undefined}
          onSubmit={crud.save}
          onDismiss={crud.close}
        />
      )}
      <CrudDeleteConfirm crud={crud} question={(p) => s.deleteQuestion(p.title)} />
    </>
  );
}
