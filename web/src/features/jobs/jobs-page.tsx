import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import { type Job, type JobInput, JobInputSchema } from '@shelfline/shared/contracts/job.contract';
import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { jobKeys, jobsPageQuery } from '../../queries/jobs.ts';
import { retailersQuery } from '../../queries/retailers.ts';
import { suppliersQuery } from '../../queries/suppliers.ts';
import { JobTraitsEditor } from '../traits/job-traits-editor.tsx';
import { JobProductsModal } from './job-products-modal.tsx';
import { JOB_STRINGS as s } from './strings.ts';

// POST, PUT {id} (with the version read) and DELETE {id} of the family's routes.
const calls = crudRouteCalls(jobsRoutes);

const COLUMNS: CrudColumn<Job>[] = [
  { id: 'jobNumber', header: 'Job Number', cell: (j) => j.jobNumber, sortable: true },
  { id: 'description', header: 'Description', cell: (j) => j.description, sortable: true },
  { id: 'retailer', header: 'Retailer', cell: (j) => j.retailer, sortable: true },
  activeColumn<Job>(),
];

/** A retailer or supplier as a picker shows it. */
interface Named {
  id: number;
  code?: string;
  name: string;
  isInactive?: boolean;
}

const options = (items: readonly Named[] | undefined) =>
  (items ?? [])
    .filter((x) => !x.isInactive)
    .map((x) => ({ value: String(x.id), label: x.code ? `${x.code} - ${x.name}` : x.name }));

function jobFields(retailers: readonly Named[] | undefined, suppliers: readonly Named[] | undefined): FormFieldDef[] {
  return [
    { kind: 'text', name: 'jobNumber', label: 'Job Number' },
    { kind: 'text', name: 'description', label: 'Description' },
    { kind: 'number', name: 'hourlyRate', label: 'Hourly Rate', min: 0, step: 0.01 },
    { kind: 'select', name: 'retailerId', label: 'Retailer', options: options(retailers), numeric: true },
    { kind: 'select', name: 'supplierId', label: 'Supplier', options: options(suppliers), numeric: true },
    { kind: 'text', name: 'startDate', label: 'Start Date', placeholder: 'YYYY-MM-DD' },
    {
      kind: 'text',
      name: 'endDate',
      label: 'End Date',
      placeholder: 'YYYY-MM-DD',
      description: 'Empty: the job runs on.',
    },
    { kind: 'checkbox', name: 'isInactive', label: 'Inactive' },
  ];
}

/** /jobMaintenance (001 §2): Job Number, Description, Retailer (filter), Active?, Actions (traits, edit, delete). */
export function JobsPage() {
  useDocumentTitle(s.jobsTitle);
  const { state, update, filters } = useListState({ filters: ['retailerId'], defaultSortBy: 'jobNumber' });
  const retailerId = filters.retailerId ? Number(filters.retailerId) : undefined;
  const page = useQuery(jobsPageQuery({ ...pageQuery(state), retailerId }));
  const retailers = useQuery(retailersQuery(true));
  const suppliers = useQuery(suppliersQuery(true));
  const crud = useCrudController<Job, JobInput>({
    invalidates: [jobKeys.all],
    ...calls,
    messages: toastsAbout(s.jobRecord, (j) => j.jobNumber),
  });
  const [traitsOf, setTraitsOf] = useState<Job>();
  const [productsOf, setProductsOf] = useState<Job>();
  const retailerOptions = [{ value: '', label: s.allRetailers }, ...options(retailers.data)];
  const selectedRetailer = retailerOptions.find((o) => o.value === (filters.retailerId ?? '')) ?? retailerOptions[0];

  return (
    <>
      <CrudTable<Job>
        title={s.jobsTitle}
        resourceName="jobs"
        columns={COLUMNS}
        data={{ mode: 'server', page: page.data }}
        state={state}
        onStateChange={update}
        {...tableStatus(page)}
        trackBy={(j) => j.id}
        itemLabel={(j) => j.jobNumber}
        createLabel={s.jobRecord.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        rowActions={(j) => (
          <>
            <Button
              variant="inline-icon"
              iconName="folder"
              ariaLabel={`${s.productsAction} ${j.jobNumber}`}
              data-testid="row-products"
              onClick={() => setProductsOf(j)}
            />
            <Button
              variant="inline-icon"
              iconName="list-view"
              ariaLabel={`${s.traitsAction} ${j.jobNumber}`}
              data-testid="row-traits"
              onClick={() => setTraitsOf(j)}
            />
          </>
        )}
        filters={
          <Select
            data-testid="retailer-filter"
            inlineLabelText={s.retailerFilter}
            selectedOption={selectedRetailer ?? null}
            options={retailerOptions}
            filteringType="auto"
            onChange={(e) => update({ filters: { retailerId: e.detail.selectedOption.value || undefined } })}
          />
        }
        hasExtraFilters={Boolean(filters.retailerId)}
        onClearExtraFilters={() => update({ filters: { retailerId: undefined } })}
        filteringPlaceholder="Find jobs"
      />
      <CrudDialogs<Job, JobInput>
        crud={crud}
        titles={s.jobRecord}
        fields={jobFields(retailers.data, suppliers.data)}
        schema={JobInputSchema}
        newValues={{ isInactive: false }}
        deleteQuestion={(j) => s.jobRecord.deleteQuestion(j.jobNumber)}
      />
      {productsOf && <JobProductsModal job={productsOf} onDismiss={() => setProductsOf(undefined)} />}
      {traitsOf && (
        <Modal
          visible
          size="large"
          data-testid="traits-management"
          header={`${s.traitsManagement} - ${traitsOf.jobNumber}`}
          // Closed by its buttons (Close, ×, Escape), never by a click beside it: a stray click must not drop a
          // trait being edited inside it.
          onDismiss={(event) => {
            if (event.detail.reason !== 'overlay') setTraitsOf(undefined);
          }}
          footer={<Button onClick={() => setTraitsOf(undefined)}>{s.close}</Button>}
        >
          <JobTraitsEditor jobId={traitsOf.id} />
        </Modal>
      )}
    </>
  );
}
