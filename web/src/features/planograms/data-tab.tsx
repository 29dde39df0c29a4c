import {
  type PlanogramData,
  type PlanogramDataInput,
  PlanogramDataInputSchema,
} from '@shelfline/shared/contracts/planogram.contract';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { type ListState, parseListState } from '../../components/crud/use-list-state.ts';
import { planogramDataQuery, planogramKeys } from '../../queries/planograms.ts';
import { money, PLANOGRAM_STRINGS as s } from './strings.ts';

const COLUMNS: CrudColumn<PlanogramData>[] = [
  { id: 'slotCode', header: s.slot, cell: (d) => d.slotCode, sortValue: (d) => d.slotCode },
  { id: 'itemCode', header: s.itemCode, cell: (d) => d.itemCode, sortValue: (d) => d.itemCode },
  { id: 'upc', header: s.upc, cell: (d) => d.upc, sortValue: (d) => d.upc },
  { id: 'itemDescription', header: s.description, cell: (d) => d.itemDescription, sortValue: (d) => d.itemDescription },
  { id: 'cost', header: s.cost, cell: (d) => money(d.cost), sortValue: (d) => d.cost },
  { id: 'retail', header: s.retail, cell: (d) => money(d.retail), sortValue: (d) => d.retail },
  { id: 'quantity', header: s.quantity, cell: (d) => d.quantity, sortValue: (d) => d.quantity },
  { id: 'sortOrder', header: s.sortOrder, cell: (d) => d.sortOrder, sortValue: (d) => d.sortOrder },
];

const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'slotCode', label: s.slotCode },
  { kind: 'text', name: 'itemCode', label: s.itemCode },
  { kind: 'text', name: 'upc', label: s.upc },
  { kind: 'text', name: 'itemDescription', label: s.description },
  { kind: 'number', name: 'cost', label: s.cost, min: 0, step: 0.01 },
  { kind: 'number', name: 'retail', label: s.retail, min: 0, step: 0.01 },
  { kind: 'number', name: 'quantity', label: s.quantity, min: 0, step: 1 },
  { kind: 'number', name: 'sortOrder', label: s.sortOrder, min: 0, step: 1 },
];

/** The Data tab (default; 001 §2): the planogram's rows, added, edited and deleted in a modal. */
export function DataTab({ planogramId, canWrite }: { planogramId: number; canWrite: boolean }) {
  const [state, setState] = useState<ListState>(() => parseListState(new URLSearchParams(), { sortBy: 'sortOrder' }));
  const rows = useQuery(planogramDataQuery(planogramId));
  const crud = useCrudController<PlanogramData, PlanogramDataInput>({
    // The head's counts and the layout's slot choices change with the rows.
    invalidates: [planogramKeys.all],
    create: (body) => callRoute(planogramsRoutes.createData, { params: { id: planogramId }, body }),
    update: (row, body) =>
      callRoute(planogramsRoutes.updateData, {
        params: { id: planogramId, dataId: row.planogramDataId },
        body: { ...body, version: row.version },
      }),
    remove: (row) =>
      callRoute(planogramsRoutes.removeData, { params: { id: planogramId, dataId: row.planogramDataId } }),
    messages: { created: () => s.rowSaved, updated: () => s.rowSaved, deleted: () => s.rowDeleted },
  });
  return (
    <>
      <CrudTable<PlanogramData>
        title={s.dataTab}
        resourceName="data rows"
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: rows.data,
          filterText: (d) => `${d.slotCode} ${d.itemCode} ${d.upc} ${d.itemDescription}`,
        }}
        state={state}
        onStateChange={(patch) => setState((current) => ({ ...current, ...patch, pageNumber: patch.pageNumber ?? 1 }))}
        activeFilter={false}
        {...tableStatus(rows)}
        trackBy={(d) => d.planogramDataId}
        itemLabel={(d) => d.slotCode}
        {...(canWrite
          ? { createLabel: s.addRow, onCreate: crud.openCreate, onEdit: crud.openEdit, onDelete: crud.openDelete }
          : {})}
        testId="planogram-data-table"
      />
      <CrudDialogs<PlanogramData, PlanogramDataInput>
        crud={crud}
        titles={{ createTitle: s.addRowTitle, updateTitle: s.editRowTitle }}
        fields={FIELDS}
        schema={PlanogramDataInputSchema}
        newValues={{ cost: 0, retail: 0, quantity: 0 }}
        deleteQuestion={(d) => s.deleteRowQuestion(d.slotCode)}
      />
    </>
  );
}
