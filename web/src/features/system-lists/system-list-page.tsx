import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import {
  type SystemListCode,
  type SystemListItem,
  type SystemListItemForm,
  SystemListItemFormSchema,
} from '@shelfline/shared/contracts/system-list.contract';
import { useQuery } from '@tanstack/react-query';
import { CrudFormDialog } from '../../components/crud/crud-dialogs.tsx';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { systemListItemsQuery, systemListKeys, systemListsQuery } from '../../queries/system-lists.ts';
import { activeOf } from '../locations/active-column.ts';
import { systemListStrings as s } from './strings.ts';
import { systemListsApi } from './system-lists-api.ts';

const COLUMNS: CrudColumn<SystemListItem>[] = [
  { id: 'itemCode', header: s.columns.itemCode, cell: (i) => i.itemCode, sortValue: (i) => i.itemCode },
  { id: 'value', header: s.columns.value, cell: (i) => i.value, sortValue: (i) => i.value },
  activeOf<SystemListItem>(),
];

const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'itemCode', label: s.fields.itemCode },
  { kind: 'text', name: 'value', label: s.fields.value },
  { kind: 'checkbox', name: 'inactive', label: s.fields.inactive },
];

/**
 * /systemList (001 §2): choose a category (only those that allow editing are offered), then its items:
 * Code, Value, Active?, edit; 'Add New System List item'; modal 'Create/Update List Item'.
 */
export function SystemListPage() {
  useDocumentTitle(s.title);
  const { state, update, filters } = useListState({ filters: ['list'], defaultSortBy: 'itemCode' });
  const lists = useQuery(systemListsQuery());
  // GET systemLists also answers the read-only lists (allowEdit: false): 001 §2 offers only those that allow editing,
  // and a read-only list named in the URL is not opened for editing either.
  const editable = (lists.data ?? []).filter((list) => list.allowEdit);
  const chosen = editable.find((list) => list.id === filters.list);
  // Every item (the Active? filter works in the browser).
  const items = useQuery(systemListItemsQuery(chosen?.id, true));
  const crud = useCrudController<SystemListItem, SystemListItemForm>({
    invalidates: [systemListKeys.all],
    create: (input) => systemListsApi.create(chosen?.id as SystemListCode, input),
    update: systemListsApi.update,
    messages: { created: (i) => s.created(i.itemCode), updated: (i) => s.updated(i.itemCode), deleted: () => '' },
  });
  const options = editable.map((list) => ({ value: list.id, label: list.description, description: list.id }));

  return (
    <>
      <CrudTable<SystemListItem>
        title={chosen ? `${s.title}: ${chosen.description}` : s.title}
        resourceName={s.resourceName}
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: chosen ? items.data : [],
          filterText: (i) => `${i.itemCode} ${i.value}`,
          isInactive: (i) => i.inactive,
        }}
        filters={
          <FormField label={s.category}>
            <Select
              data-testid="category-select"
              placeholder={s.chooseCategory}
              statusType={lists.isPending ? 'loading' : 'finished'}
              options={options}
              selectedOption={options.find((o) => o.value === filters.list) ?? null}
              onChange={(event) => update({ filters: { list: event.detail.selectedOption.value } })}
            />
          </FormField>
        }
        description={chosen ? undefined : s.chooseCategoryFirst}
        state={state}
        onStateChange={update}
        loading={lists.isPending || (chosen !== undefined && items.isPending)}
        error={lists.error ?? items.error ?? undefined}
        trackBy={(i) => i.id}
        itemLabel={(i) => i.itemCode}
        createLabel={chosen ? s.addItem : undefined}
        onCreate={chosen ? crud.openCreate : undefined}
        onEdit={crud.openEdit}
      />
      <CrudFormDialog<SystemListItem, SystemListItemForm>
        crud={crud}
        titles={{ createTitle: s.modalTitle, updateTitle: s.modalTitle }}
        fields={FIELDS}
        schema={SystemListItemFormSchema}
        newValues={{ inactive: false }}
      />
    </>
  );
}
