import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import { TRAVEL_CHARGE_TYPE_LABELS, TRAVEL_CHARGE_TYPES } from '@shelfline/shared/contracts/location.contract';
import { CANADA_COUNTRY_ID } from '@shelfline/shared/contracts/postal-code.contract';
import { type Store, type StoreInput, StoreInputSchema } from '@shelfline/shared/contracts/store.contract';
import { useQuery } from '@tanstack/react-query';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { type FieldValue, FormBody, FormFieldControl, type FormFieldDef } from '../../components/crud/form-fields.tsx';
import { activeOptions, locationFields, locationPatch } from '../../components/crud/location-fields.ts';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { citiesQuery, countriesQuery, provincesQuery } from '../../queries/locations.ts';
import { isNoLocation, storesApi } from './stores-api.ts';
import { storeStrings as s } from './strings.ts';

type Draft = {
  storeNumber: string;
  name: string;
  address1: string;
  address2: string;
  countryId: string;
  provinceId: string;
  cityId: string;
  postalCode: string;
  isTravelAssociated: boolean;
  travelChargeType: string;
  travelCharge: string;
  isInactive: boolean;
};

const FIELD_NAMES = [
  'storeNumber',
  'name',
  'address1',
  'address2',
  'countryId',
  'provinceId',
  'cityId',
  'postalCode',
  'isTravelAssociated',
  'travelChargeType',
  'travelCharge',
  'isInactive',
] as const;

const numberOrText = (text: string) => {
  const t = text.trim();
  if (t === '') return undefined;
  return Number.isFinite(Number(t)) ? Number(t) : t;
};

export interface StoreFormModalProps {
  visible: boolean;
  retailerId: number;
  /** The store being edited, or undefined to add one. */
  store?: Store;
  onSubmit: (input: StoreInput) => Promise<unknown>;
  onDismiss: () => void;
}

/**
 * Add/Update Store (001 §2 Stores): country → province → city (changing one clears the next, 001 §4),
 * the postal code checked against the country's pattern, then located (`latLong`) before saving; 0,0
 * stops the save with the spec's message under Postal Code.
 */
export function StoreFormModal(props: StoreFormModalProps) {
  if (!props.visible) return null;
  return <OpenStoreFormModal {...props} />;
}

function OpenStoreFormModal({ retailerId, store, onSubmit, onDismiss }: StoreFormModalProps) {
  const countries = useQuery(countriesQuery(false));
  const provinces = useQuery(provincesQuery(true));
  const storeCountry = store ? provinces.data?.find((p) => p.id === store.provinceId)?.countryId : undefined;
  const countryOf = (draft: Draft) => draft.countryId || (storeCountry ? String(storeCountry) : '');
  const form = useEntityForm<Draft, StoreInput>({
    initialValues: () => ({
      storeNumber: store ? String(store.storeNumber) : '',
      name: store?.name ?? '',
      address1: store?.address1 ?? '',
      address2: store?.address2 ?? '',
      countryId: store ? '' : String(CANADA_COUNTRY_ID),
      provinceId: store ? String(store.provinceId) : '',
      cityId: store ? String(store.cityId) : '',
      postalCode: store?.postalCode ?? '',
      isTravelAssociated: store?.isTravelAssociated ?? false,
      travelChargeType: store?.travelChargeType ?? '',
      travelCharge: store ? String(store.travelCharge) : '0',
      isInactive: store?.isInactive ?? false,
    }),
    names: FIELD_NAMES,
    schema: StoreInputSchema,
    toInput: (draft: Draft): unknown => ({
      retailerId,
      storeNumber: numberOrText(draft.storeNumber),
      name: draft.name,
      address1: draft.address1,
      address2: draft.address2.trim() || undefined,
      countryId: numberOrText(countryOf(draft)),
      provinceId: numberOrText(draft.provinceId),
      cityId: numberOrText(draft.cityId),
      postalCode: draft.postalCode,
      isTravelAssociated: draft.isTravelAssociated,
      travelChargeType: draft.travelChargeType || undefined,
      travelCharge: numberOrText(draft.travelCharge) ?? 0,
      isInactive: draft.isInactive,
    }),
    onSubmit: async (input: StoreInput): Promise<void> => {
      const postalCode = input.postalCode;
      const latLong = await storesApi.latLong(postalCode);
      if (isNoLocation(latLong)) {
        form.setErrors({ fields: { postalCode: s.geolocation(postalCode) }, general: [] });
        return;
      }
      const [latitude, longitude] = latLong.split(',').map(Number);
      await onSubmit({ ...input, latitude, longitude });
    },
  });
  const { values: draft, errors, saving, change, submit } = form;
  const countryId = countryOf(draft);
  const cities = useQuery(citiesQuery(draft.provinceId === '' ? undefined : Number(draft.provinceId), true));
  const provinceOptions = activeOptions(
    provinces.data?.filter((p) => String(p.countryId) === countryId),
    draft.provinceId,
    (p) => p.fullName,
  );
  const cityOptions = activeOptions(cities.data, draft.cityId, (c) => c.name);
  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.fullName }));
  const typeOptions = [
    { value: '', label: s.none },
    ...TRAVEL_CHARGE_TYPES.map((t) => ({ value: t, label: TRAVEL_CHARGE_TYPE_LABELS[t] })),
  ];
  const fields: FormFieldDef[] = [
    { kind: 'number', name: 'storeNumber', label: s.storeNumber, inputMode: 'numeric' },
    { kind: 'text', name: 'name', label: s.name },
    { kind: 'text', name: 'address1', label: s.address },
    { kind: 'text', name: 'address2', label: s.address2 },
    ...locationFields({
      labels: s,
      countries: { options: countryOptions, loading: countries.isPending },
      provinces: { options: provinceOptions, loading: provinces.isPending },
      cities: { options: cityOptions, loading: cities.isFetching },
      countryId,
      provinceId: draft.provinceId,
    }),
    { kind: 'text', name: 'postalCode', label: s.postalCode },
    {
      kind: 'select',
      name: 'travelChargeType',
      label: s.travelChargeType,
      options: typeOptions,
      filteringType: 'none',
    },
    { kind: 'number', name: 'travelCharge', label: s.travelCharge, step: 0.1, min: 0 },
    { kind: 'checkbox', name: 'isTravelAssociated', label: s.isTravelAssociated },
    { kind: 'checkbox', name: 'isInactive', label: s.inactive },
  ];
  const changeField = (name: string, value: FieldValue) => {
    const location = locationPatch(name, String(value));
    if (location) change(location);
    else if (name === 'cityId') {
      const city = cities.data?.find((c) => String(c.id) === value);
      // A new city brings its travel charge as the starting point (001 §3: city travel charges).
      change({
        cityId: String(value),
        ...(city
          ? {
              isTravelAssociated: city.isTravelRegion,
              travelChargeType: city.travelChargeType ?? '',
              travelCharge: String(city.travelCharge),
            }
          : {}),
      });
    } else change({ [name]: value });
  };

  return (
    <Modal
      visible
      header={store ? s.updateTitle : s.createTitle}
      width={900}
      closeAriaLabel={crudStrings.close}
      onDismiss={(event) => {
        if (event.detail.reason !== 'overlay' && !saving) onDismiss();
      }}
      data-testid="entity-form"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormBody saving={saving} onCancel={onDismiss} generalErrors={errors.general}>
          <ColumnLayout columns={2}>
            {fields.map((field) => (
              <FormFieldControl
                key={field.name}
                field={field}
                value={field.name === 'countryId' ? countryId : draft[field.name as keyof Draft]}
                onChange={(value) => changeField(field.name, value)}
                errorText={errors.fields[field.name]}
                disabled={saving}
              />
            ))}
          </ColumnLayout>
        </FormBody>
      </form>
    </Modal>
  );
}
