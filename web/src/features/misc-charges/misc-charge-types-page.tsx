import Button from '@cloudscape-design/components/button';
import {
  type MiscChargeType,
  type MiscChargeTypeInput,
  MiscChargeTypeInputSchema,
} from '@shelfline/shared/contracts/misc-charge.contract';
import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { miscChargeTypeKeys, miscChargeTypesQuery } from '../../queries/misc-charge-types.ts';
import { MiscChargeRatesModal } from './misc-charge-rates-modal.tsx';
import { miscChargeStrings as s } from './strings.ts';

const yesNo = (value: boolean) => (value ? s.yes : s.no);
const flagColumn = (id: keyof MiscChargeType & string, header: string): CrudColumn<MiscChargeType> => ({
  id,
  header,
  cell: (item) => yesNo(item[id] === true),
  sortValue: (item) => item[id] === true,
});

const COLUMNS: CrudColumn<MiscChargeType>[] = [
  { id: 'name', header: s.name, cell: (item) => item.name, sortValue: (item) => item.name },
  activeColumn<MiscChargeType>(),
  flagColumn('isGSTApplicable', s.gstApplicable),
  flagColumn('isEmployeeInvoicing', s.employeeInvoicing),
  flagColumn('isCustomerBilling', s.customerBilling),
];

/** The Create/Update Misc Charge Type modal (002 §2): the name and the four flags. */
const FIELDS: readonly FormFieldDef[] = [
  { kind: 'text', name: 'name', label: s.name },
  { kind: 'checkbox', name: 'isInactive', label: s.inactive },
  { kind: 'checkbox', name: 'isGSTApplicable', label: s.gstApplicable },
  { kind: 'checkbox', name: 'isEmployeeInvoicing', label: s.employeeInvoicing },
  { kind: 'checkbox', name: 'isCustomerBilling', label: s.customerBilling },
];

const NEW_VALUES = { isInactive: false, isGSTApplicable: false, isEmployeeInvoicing: false, isCustomerBilling: false };

/**
 * /miscCharges (002 §2 "Misc Charge Types list", admins): Name, Active? (active only by default), the three money
 * flags, edit and delete (`Delete "{name}"?`); New and the Misc charge rates modal.
 */
export function MiscChargeTypesPage() {
  useDocumentTitle(s.title);
  const { state, update } = useListState({ defaultSortBy: 'name' });
  // The whole short list, inactive types too: the 'Active?' filter then switches without a fetch.
  const list = useQuery(miscChargeTypesQuery(true));
  const [ratesOpen, setRatesOpen] = useState(false);
  const crud = useCrudController<MiscChargeType, MiscChargeTypeInput>({
    invalidates: [miscChargeTypeKeys.all],
    ...crudRouteCalls(miscChargeTypesRoutes),
    messages: toastsAbout(s, (item: MiscChargeType) => item.name),
  });

  return (
    <>
      <CrudTable<MiscChargeType>
        title={s.title}
        resourceName={s.resource}
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: list.data,
          filterText: (item) => item.name,
          isInactive: (item) => item.isInactive,
        }}
        state={state}
        onStateChange={update}
        {...tableStatus(list)}
        trackBy={(item) => item.id}
        itemLabel={(item) => item.name}
        createLabel={s.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        headerActions={
          <Button data-testid="open-misc-charge-rates" onClick={() => setRatesOpen(true)}>
            {s.rates.open}
          </Button>
        }
      />
      <CrudDialogs<MiscChargeType, MiscChargeTypeInput>
        crud={crud}
        titles={s}
        fields={FIELDS}
        schema={MiscChargeTypeInputSchema}
        newValues={NEW_VALUES}
        deleteQuestion={(item) => s.deleteQuestion(item.name)}
      />
      <MiscChargeRatesModal visible={ratesOpen} onDismiss={() => setRatesOpen(false)} />
    </>
  );
}
