import Button from '@cloudscape-design/components/button';
import Select from '@cloudscape-design/components/select';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { TRAVEL_CHARGE_TYPE_LABELS, type TravelChargeType } from '@shelfline/shared/contracts/location.contract';
import type { Store, StoreInput } from '@shelfline/shared/contracts/store.contract';
import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrudDeleteConfirm } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { retailersQuery } from '../../queries/retailers.ts';
import { storeKeys, storesPageQuery } from '../../queries/stores.ts';
import { ImportStoresModal } from './import-stores-modal.tsx';
import { StoreFormModal } from './store-form-modal.tsx';
import { storeStrings as s } from './strings.ts';

const yesNo = (value: boolean) => (value ? crudStrings.activeYes : crudStrings.activeNo);

// POST, PUT {id} (with the version read) and DELETE {id} of the family's routes.
const calls = crudRouteCalls(storesRoutes);

const COLUMNS: CrudColumn<Store>[] = [
  { id: 'storeNumber', header: s.storeNumber, cell: (x) => x.storeNumber, sortable: true, width: 100 },
  { id: 'name', header: s.name, cell: (x) => x.name, sortable: true },
  {
    id: 'address1',
    header: s.address,
    cell: (x) => (x.address2 ? `${x.address1}, ${x.address2}` : x.address1),
    sortable: true,
  },
  { id: 'city', header: s.city, cell: (x) => x.city, sortable: true },
  { id: 'province', header: s.province, cell: (x) => x.province, sortable: true },
  { id: 'postalCode', header: s.postalCode, cell: (x) => x.postalCode, sortable: true },
  {
    id: 'isTravelAssociated',
    header: s.isTravelAssociated,
    cell: (x) => yesNo(x.isTravelAssociated),
    sortable: true,
  },
  {
    id: 'travelChargeType',
    header: s.travelChargeType,
    cell: (x) =>
      x.travelChargeType
        ? (TRAVEL_CHARGE_TYPE_LABELS[x.travelChargeType as TravelChargeType] ?? x.travelChargeType)
        : s.none,
    sortable: true,
  },
  { id: 'travelCharge', header: s.travelCharge, cell: (x) => x.travelCharge.toFixed(2), sortable: true },
  { ...activeColumn<Store>(), sortable: true },
];

const NO_PAGE: Paged<Store> = { items: [], pageNumber: 1, pageSize: 20, totalRecords: 0, totalFilteredRecords: 0 };

/**
 * /stores (001 §2): choose a retailer, then its stores, server-paged (store number order by default);
 * Add New Store, Import Stores and Download Import Template.
 */
export function StoresPage() {
  useDocumentTitle(s.title);
  const { state, update, filters } = useListState({ filters: ['retailerId'], defaultSortBy: 'storeNumber' });
  const retailerId = filters.retailerId ? Number(filters.retailerId) : undefined;
  const retailers = useQuery(retailersQuery(true));
  const page = useQuery({
    ...storesPageQuery({ ...pageQuery(state), retailerId: retailerId === undefined ? [] : [retailerId] }),
    enabled: retailerId !== undefined,
  });
  const crud = useCrudController<Store, StoreInput>({
    invalidates: [storeKeys.all],
    ...calls,
    messages: toastsAbout(s, (x) => x.storeNumber),
  });
  const status = tableStatus(page);
  const [importing, setImporting] = useState(false);

  const retailerOptions = (retailers.data ?? [])
    .filter((r) => !r.isInactive || String(r.id) === filters.retailerId)
    .map((r) => ({ value: String(r.id), label: `${r.code} - ${r.name}` }));
  const selectedRetailer = retailerOptions.find((o) => o.value === filters.retailerId) ?? null;
  const editing = crud.editing;

  return (
    <>
      <CrudTable<Store>
        title={s.title}
        description={retailerId === undefined ? s.chooseRetailerFirst : undefined}
        resourceName={s.resource}
        columns={COLUMNS}
        data={{ mode: 'server', page: retailerId === undefined ? NO_PAGE : page.data }}
        state={state}
        onStateChange={update}
        // No retailer chosen: the list is not asked for, so nothing is loading.
        loading={retailerId !== undefined && status.loading}
        error={status.error}
        trackBy={(x) => x.id}
        itemLabel={(x) => `Store ${x.storeNumber}`}
        createLabel={s.add}
        onCreate={retailerId === undefined ? undefined : crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        headerActions={
          <>
            <Button
              iconName="download"
              href={`/${s.templateFile}`}
              download={s.templateFile}
              data-testid="download-template"
            >
              {s.downloadTemplate}
            </Button>
            <Button
              iconName="upload"
              disabled={retailerId === undefined}
              onClick={() => setImporting(true)}
              data-testid="import-button"
            >
              {s.import}
            </Button>
          </>
        }
        filters={
          <Select
            inlineLabelText={s.retailer}
            ariaLabel={s.retailer}
            placeholder={s.chooseRetailer}
            selectedOption={selectedRetailer}
            options={retailerOptions}
            filteringType="auto"
            statusType={retailers.isPending ? 'loading' : 'finished'}
            onChange={(event) => update({ filters: { retailerId: event.detail.selectedOption.value || undefined } })}
            data-testid="retailer-filter"
          />
        }
      />
      {retailerId !== undefined && (
        <StoreFormModal
          visible={editing !== undefined}
          retailerId={editing?.mode === 'edit' ? editing.item.retailerId : retailerId}
          store={editing?.mode === 'edit' ? editing.item : undefined}
          onSubmit={crud.save}
          onDismiss={crud.close}
        />
      )}
      {retailerId !== undefined && (
        <ImportStoresModal
          visible={importing}
          retailerId={retailerId}
          retailerName={selectedRetailer?.label ?? ''}
          onDismiss={() => setImporting(false)}
        />
      )}
      <CrudDeleteConfirm<Store> crud={crud} question={(x) => s.deleteQuestion(x.storeNumber)} />
    </>
  );
}
