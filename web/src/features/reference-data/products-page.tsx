import Select from '@cloudscape-design/components/select';
import { type Product, type ProductInput, ProductInputSchema } from '@shelfline/shared/contracts/product.contract';
import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { useQuery } from '@tanstack/react-query';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { consumerGroupsQuery } from '../../queries/consumer-groups.ts';
import { productKeys, productsPageQuery } from '../../queries/products.ts';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.products;
const calls = crudRouteCalls(productsRoutes);

const COLUMNS: CrudColumn<Product>[] = [
  { id: 'code', header: s.code, cell: (p) => p.code, sortable: true },
  { id: 'description1', header: s.description1, cell: (p) => p.description1, sortable: true },
  { id: 'consumerGroup', header: s.consumerGroup, cell: (p) => p.consumerGroup, sortable: true },
  { ...activeColumn<Product>(), sortable: true },
];

/** /productMaintenance (001 §2): Product Code, Description 1, Consumer Group (filter), Active?; server-paged. */
export function ProductsPage() {
  useDocumentTitle(s.title);
  const { state, update, filters } = useListState({ filters: ['consumerGroupId'], defaultSortBy: 'code' });
  const consumerGroupId = filters.consumerGroupId ? Number(filters.consumerGroupId) : undefined;
  const page = useQuery(productsPageQuery({ ...pageQuery(state), consumerGroupId }));
  // Every group (inactive ones too), so products of an inactive group can still be filtered and shown.
  const groups = useQuery(consumerGroupsQuery(true));
  const crud = useCrudController<Product, ProductInput>({
    invalidates: [productKeys.all],
    ...calls,
    messages: toastsAbout(s, (p) => p.code),
  });

  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.description }));
  const editing = crud.editing;
  const editedGroupId = editing?.mode === 'edit' ? editing.item.consumerGroupId : undefined;
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'code', label: s.code },
    { kind: 'text', name: 'description1', label: s.description1 },
    {
      kind: 'select',
      name: 'consumerGroupId',
      label: s.consumerGroup,
      numeric: true,
      // New products go into active groups; an edited product keeps showing its own group.
      options: (groups.data ?? [])
        .filter((g) => !g.isInactive || g.id === editedGroupId)
        .map((g) => ({ value: String(g.id), label: g.description })),
    },
    { kind: 'checkbox', name: 'isInactive', label: crudStrings.inactive },
  ];
  const selectedGroup = groupOptions.find((option) => option.value === filters.consumerGroupId);

  return (
    <>
      <CrudTable<Product>
        title={s.title}
        resourceName={s.resource}
        columns={COLUMNS}
        data={{ mode: 'server', page: page.data }}
        state={state}
        onStateChange={update}
        {...tableStatus(page)}
        trackBy={(p) => p.id}
        itemLabel={(p) => p.code}
        createLabel={s.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        hasExtraFilters={Boolean(filters.consumerGroupId)}
        onClearExtraFilters={() => update({ filters: { consumerGroupId: undefined } })}
        filters={
          <Select
            inlineLabelText={s.consumerGroup}
            ariaLabel={s.consumerGroup}
            selectedOption={selectedGroup ?? { value: '', label: s.allConsumerGroups }}
            options={[{ value: '', label: s.allConsumerGroups }, ...groupOptions]}
            filteringType="auto"
            statusType={groups.isPending ? 'loading' : 'finished'}
            onChange={(event) =>
              update({ filters: { consumerGroupId: event.detail.selectedOption.value || undefined } })
            }
            data-testid="consumer-group-filter"
          />
        }
      />
      <CrudDialogs<Product, ProductInput>
        crud={crud}
        titles={s}
        fields={fields}
        schema={ProductInputSchema}
        // A product added while the list is filtered to a group starts in that group.
        newValues={{ isInactive: false, consumerGroupId }}
        deleteQuestion={(p) => s.deleteQuestion(p.code)}
      />
    </>
  );
}
