import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type Header,
  type HeaderInput,
  HeaderInputSchema,
} from '@shelfline/shared/contracts/question-library.contract';
import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../app/api.ts';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { headersQuery, questionLibraryKeys } from '../../queries/question-library.ts';
import { JobPicker, useChosenJob } from '../traits/job-picker.tsx';
import { QUESTION_LIBRARY_STRINGS as s } from './strings.ts';

type HeaderFields = Omit<HeaderInput, 'jobId'>;
const HeaderFieldsSchema = HeaderInputSchema.omit({ jobId: true });

const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'text', label: s.header },
  { kind: 'checkbox', name: 'isInactive', label: s.inactive },
];
const COLUMNS: CrudColumn<Header>[] = [
  { id: 'text', header: s.header, cell: (h) => h.text, sortValue: (h) => h.text },
  activeColumn<Header>(),
];

/** The Headers tab (001 §2): a job (`jobNumber - description`, kept in the URL), then that job's headers. */
export function HeadersTab({ canManage }: { canManage: boolean }) {
  const chosen = useChosenJob();
  const jobId = chosen.job?.id;
  const { state, update } = useListState({ defaultSortBy: 'text' });
  const list = useQuery(headersQuery(jobId, true));
  const crud = useCrudController<Header, HeaderFields>({
    invalidates: [questionLibraryKeys.all],
    // The job is the one chosen: the form edits the header's own fields.
    create: (input) => callRoute(questionLibraryRoutes.createHeader, { body: { ...input, jobId: jobId ?? 0 } }),
    update: (header, input) =>
      callRoute(questionLibraryRoutes.updateHeader, {
        params: { id: header.id },
        body: { ...input, jobId: header.jobId, version: header.version },
      }),
    remove: (header) => callRoute(questionLibraryRoutes.removeHeader, { params: { id: header.id } }),
    messages: toastsAbout(s.headerToasts, (h) => h.text),
  });

  return (
    <SpaceBetween size="m">
      <JobPicker chosen={chosen} />
      {jobId !== undefined && (
        <CrudTable<Header>
          title={s.headersTab}
          resourceName="headers"
          testId="headers-table"
          columns={COLUMNS}
          data={{ mode: 'client', items: list.data, filterText: (h) => h.text, isInactive: (h) => h.isInactive }}
          state={state}
          onStateChange={update}
          {...tableStatus(list)}
          trackBy={(h) => h.id}
          itemLabel={(h) => h.text}
          createLabel={canManage ? s.newHeader : undefined}
          onCreate={canManage ? crud.openCreate : undefined}
          onEdit={canManage ? crud.openEdit : undefined}
          onDelete={canManage ? crud.openDelete : undefined}
          filteringPlaceholder={s.findHeaders}
        />
      )}
      <CrudDialogs<Header, HeaderFields>
        crud={crud}
        titles={{ createTitle: s.createHeader, updateTitle: s.updateHeader }}
        fields={FIELDS}
        schema={HeaderFieldsSchema}
        newValues={{ isInactive: false }}
        deleteQuestion={() => s.deleteHeader}
      />
    </SpaceBetween>
  );
}
