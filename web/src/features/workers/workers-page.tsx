import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import type { EmployeeListQuery, WorkerListRow } from '@shelfline/shared/contracts/employee-list.contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import * as z from 'zod';
import { useSession } from '../../app/session/session.ts';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { readUrl, type UrlValues, urlParam, writeUrl } from '../../lib/url-state.ts';
import { workersPageQuery } from '../../queries/workers.ts';
import { datePart, workerStrings as s } from './strings.ts';

/** The form (tabs, pickers) loads when a worker is first opened, so the list shows quickly. */
const WorkerFormModal = lazyNamed(() => import('./worker-form-modal.tsx'), 'WorkerFormModal');

type RoleFilter = NonNullable<EmployeeListQuery['role']>;
const ROLE_FILTERS = Object.keys(s.roleOptions) as RoleFilter[];

/** `?worker=12` (view), `&mode=edit`, `?worker=new`. */
const OPEN_WORKER_PARAMS = {
  worker: {
    read: z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => (value === 'new' ? ('new' as const) : urlParam.id().read.parse(value))),
    write: (value: number | 'new' | undefined) => (value === undefined ? undefined : String(value)),
  },
  mode: urlParam.oneOf(['edit'] as const),
};
const OPEN_WORKER: UrlStateCodec<UrlValues<typeof OPEN_WORKER_PARAMS>> = {
  read: (params) => readUrl(OPEN_WORKER_PARAMS, params),
  write: (params, state) => writeUrl(OPEN_WORKER_PARAMS, params, state),
  // Opening or closing a worker is a step Back undoes.
  history: 'push',
};

/** The open worker, kept in the URL beside the list state. */
function useOpenWorker() {
  const { state, update } = useUrlState(OPEN_WORKER);
  const open = state.worker;
  const editMode = open === 'new' || state.mode === 'edit';
  const go = useCallback(
    (worker: number | 'new' | undefined, edit = false) =>
      update({ worker, mode: edit && worker !== 'new' ? 'edit' : undefined }),
    [update],
  );
  return { open, editMode, go };
}

/**
 * /workers (001 §2, admins): the Workers list, paged on the server (text, Active? and role filters, state in the
 * URL), and the worker form in view or edit mode (`?worker=<id>&mode=edit`).
 */
export function WorkersPage() {
  useDocumentTitle(s.title);
  const session = useSession();
  const { state, update, filters } = useListState({ filters: ['role'], defaultSortBy: 'lastName' });
  const role = ROLE_FILTERS.find((r) => r === filters.role);
  const page = useQuery(workersPageQuery({ ...pageQuery(state), ...(role ? { role } : {}) }));
  const { open, editMode, go } = useOpenWorker();

  const columns: CrudColumn<WorkerListRow>[] = [
    {
      id: 'employeeCode',
      header: s.loginCode,
      sortable: true,
      cell: (x) => (
        <Link
          href={`?worker=${x.id}`}
          onFollow={(event) => {
            event.preventDefault();
            go(x.id);
          }}
          ariaLabel={s.openLabel(`${x.firstName} ${x.lastName}`)}
        >
          {x.employeeCode}
        </Link>
      ),
    },
    { id: 'firstName', header: s.firstName, cell: (x) => x.firstName, sortable: true },
    { id: 'lastName', header: s.lastName, cell: (x) => x.lastName, sortable: true },
    { id: 'role', header: s.role, cell: (x) => x.role, sortable: true },
    { id: 'supervisorName', header: s.supervisor, cell: (x) => x.supervisorName ?? '', sortable: true },
    { id: 'startedDate', header: s.started, cell: (x) => datePart(x.startedDate), sortable: true },
    {
      id: 'inactive',
      header: crudStrings.active,
      cell: (x) => (x.inactive ? crudStrings.activeNo : crudStrings.activeYes),
      sortable: true,
    },
  ];
  const roleOptions = [
    { value: '', label: s.allRoles },
    ...ROLE_FILTERS.map((r) => ({ value: r, label: s.roleOptions[r] })),
  ];
  return (
    <>
      <CrudTable<WorkerListRow>
        title={s.title}
        resourceName={s.resource}
        columns={columns}
        data={{ mode: 'server', page: page.data }}
        state={state}
        onStateChange={update}
        loading={page.isPending || (page.isPlaceholderData && page.isFetching)}
        error={page.error ?? undefined}
        errorHeader={s.fetchEmployees}
        trackBy={(x) => x.id}
        itemLabel={(x) => `${x.firstName} ${x.lastName}`}
        createLabel={s.add}
        onCreate={() => go('new')}
        onEdit={(x) => go(x.id, true)}
        hasExtraFilters={role !== undefined}
        onClearExtraFilters={() => update({ filters: { role: undefined } })}
        filters={
          <Select
            inlineLabelText={s.roleFilter}
            ariaLabel={s.roleFilter}
            selectedOption={roleOptions.find((o) => o.value === (role ?? '')) ?? null}
            options={roleOptions}
            onChange={(event) => update({ filters: { role: event.detail.selectedOption.value || undefined } })}
            data-testid="role-filter"
          />
        }
      />
      {open !== undefined && (
        <Suspense fallback={null}>
          <WorkerFormModal
            employeeId={open === 'new' ? undefined : open}
            editMode={editMode}
            viewerRoles={session?.roles ?? []}
            canEdit
            onEdit={() => go(open, true)}
            onView={() => go(open === 'new' ? undefined : open)}
            onClose={() => go(undefined)}
            onCreated={(worker) => go(worker.id, true)}
          />
        </Suspense>
      )}
    </>
  );
}
