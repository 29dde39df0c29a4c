import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type City,
  type CityForm,
  CityFormSchema,
  TRAVEL_CHARGE_TYPE_LABELS,
  TRAVEL_CHARGE_TYPES,
  type TravelChargeType,
} from '@shelfline/shared/contracts/location.contract';
import { useQuery } from '@tanstack/react-query';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { citiesQuery, countryQuery, locationKeys, provinceQuery } from '../../queries/locations.ts';
import { activeOf } from './active-column.ts';
import { LocationBreadcrumbs } from './location-breadcrumbs.tsx';
import { locationsApi } from './locations-api.ts';
import { locationStrings as s } from './strings.ts';
import { useRouteId } from './use-route-params.ts';

const typeLabel = (type: TravelChargeType | undefined) => (type ? TRAVEL_CHARGE_TYPE_LABELS[type] : s.noTravelCharge);
const money = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: CrudColumn<City>[] = [
  { id: 'name', header: s.columns.name, cell: (c) => c.name, sortValue: (c) => c.name },
  {
    id: 'travelCharge',
    header: s.columns.travelCharge,
    cell: (c) => money.format(c.travelCharge),
    sortValue: (c) => c.travelCharge,
  },
  {
    id: 'travelChargeType',
    header: s.columns.travelChargeType,
    cell: (c) => typeLabel(c.travelChargeType),
    sortValue: (c) => typeLabel(c.travelChargeType),
  },
  {
    id: 'isTravelRegion',
    header: s.columns.isTravelRegion,
    cell: (c) => (c.isTravelRegion ? s.yes : s.no),
    sortValue: (c) => c.isTravelRegion,
  },
  activeOf<City>(),
];

const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'name', label: s.fields.name },
  { kind: 'number', name: 'travelCharge', label: s.fields.travelCharge, min: 0, step: 0.01 },
  {
    kind: 'select',
    name: 'travelChargeType',
    label: s.fields.travelChargeType,
    options: [
      { value: '', label: s.noTravelChargeType },
      ...TRAVEL_CHARGE_TYPES.map((type) => ({ value: type, label: TRAVEL_CHARGE_TYPE_LABELS[type] })),
    ],
  },
  { kind: 'checkbox', name: 'isTravelRegion', label: s.fields.isTravelRegion },
  { kind: 'checkbox', name: 'inactive', label: s.fields.inactive },
];

/**
 * /locations/provinces/{id}/cities (001 §2): Name, Travel Charge, Travel Charge Type, Is Travel Region, Active?,
 * Actions (edit; delete with 'Delete "{name}"?'); Add City opens the City modal.
 */
export function CitiesPage() {
  const provinceId = useRouteId();
  const province = useQuery(provinceQuery(provinceId));
  const country = useQuery(countryQuery(province.data?.countryId));
  const provinceName = province.data?.fullName ?? '…';
  useDocumentTitle(s.citiesOf(provinceName));
  const { state, update } = useListState({ defaultSortBy: 'name' });
  // Every city of the province: the Active? filter works in the browser.
  const list = useQuery(citiesQuery(provinceId, true));
  const crud = useCrudController<City, CityForm>({
    invalidates: [locationKeys.allCities],
    create: (input) => locationsApi.createCity(provinceId, input),
    update: locationsApi.updateCity,
    remove: locationsApi.removeCity,
    messages: toastsAbout(s.city, (c) => c.name),
  });
  const countryId = province.data?.countryId;

  return (
    <SpaceBetween size="m">
      <LocationBreadcrumbs
        items={[
          { text: country.data?.fullName ?? '…', href: `/locations/${countryId ?? ''}/provinces` },
          { text: provinceName, href: `/locations/provinces/${provinceId}/cities` },
        ]}
      />
      <CrudTable<City>
        title={s.citiesOf(provinceName)}
        resourceName={s.resource.cities}
        columns={COLUMNS}
        data={{ mode: 'client', items: list.data, filterText: (c) => c.name, isInactive: (c) => c.inactive }}
        state={state}
        onStateChange={update}
        {...tableStatus(list, province)}
        trackBy={(c) => c.id}
        itemLabel={(c) => c.name}
        createLabel={s.city.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
      />
      <CrudDialogs<City, CityForm>
        crud={crud}
        titles={s.city}
        fields={FIELDS}
        schema={CityFormSchema}
        newValues={{ travelCharge: 0, isTravelRegion: false, inactive: false }}
        deleteQuestion={(c) => s.city.deleteQuestion(c.name)}
      />
    </SpaceBetween>
  );
}
