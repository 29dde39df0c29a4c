import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  CitySchema,
  CountrySchema,
  ProvinceSchema,
  TRAVEL_CHARGE_TYPE_LABELS,
  TRAVEL_CHARGE_TYPES,
} from '@shelfline/shared/contracts/location.contract';
import { CANADA_COUNTRY_ID } from '@shelfline/shared/contracts/postal-code.contract';
import { type Store, type StoreInput, StoreInputSchema } from '@shelfline/shared/contracts/store.contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as z from 'zod';
import { api } from '../../app/api.ts';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from '../../components/crud/form-errors.ts';
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
  const countries = useQuery({
    queryKey: ['countries', { includeInactive: false }],
    queryFn: ({ signal }) => api.get('countries?includeInactive=false', { schema: z.array(CountrySchema), signal }),
  });
  const provinces = useQuery({
    queryKey: ['provinces', { all: true }],
    queryFn: ({ signal }) => api.get('provinces?includeInactive=true', { schema: z.array(ProvinceSchema), signal }),
  });
  const storeCountry = store ? provinces.data?.find((p) => p.id === store.provinceId)?.countryId : undefined;
  const [draft, setDraft] = useState<Draft>(() => ({
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
  }));
  const countryId = draft.countryId || (storeCountry ? String(storeCountry) : '');
  const cities = useQuery({
    queryKey: ['cities', { provinceId: Number(draft.provinceId) }],
    queryFn: ({ signal }) =>
      api.get(`provinces/${draft.provinceId}/cities?includeInactive=true`, { schema: z.array(CitySchema), signal }),
    enabled: draft.provinceId !== '',
  });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const fields = { ...current.fields };
      for (const name of Object.keys(patch)) delete fields[name];
      return { ...current, fields };
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const values = {
      retailerId,
      storeNumber: numberOrText(draft.storeNumber),
      name: draft.name,
      address1: draft.address1,
      address2: draft.address2.trim() || undefined,
      countryId: numberOrText(countryId),
      provinceId: numberOrText(draft.provinceId),
      cityId: numberOrText(draft.cityId),
      postalCode: draft.postalCode,
      isTravelAssociated: draft.isTravelAssociated,
      travelChargeType: draft.travelChargeType || undefined,
      travelCharge: numberOrText(draft.travelCharge) ?? 0,
      isInactive: draft.isInactive,
    };
    const parsed = StoreInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, FIELD_NAMES));
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      const postalCode = parsed.data.postalCode;
      const latLong = await storesApi.latLong(postalCode);
      if (isNoLocation(latLong)) {
        setErrors({ fields: { postalCode: s.geolocation(postalCode) }, general: [] });
        return;
      }
      const [latitude, longitude] = latLong.split(',').map(Number);
      await onSubmit({ ...parsed.data, latitude, longitude });
    } catch (error) {
      setErrors(errorsFromFailure(error, FIELD_NAMES));
    } finally {
      setSaving(false);
    }
  };

  const provinceOptions = (provinces.data ?? [])
    .filter((p) => String(p.countryId) === countryId && (!p.inactive || String(p.id) === draft.provinceId))
    .map((p) => ({ value: String(p.id), label: p.fullName }));
  const cityOptions = (cities.data ?? [])
    .filter((c) => !c.inactive || String(c.id) === draft.cityId)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.fullName }));
  const typeOptions = [
    { value: '', label: s.none },
    ...TRAVEL_CHARGE_TYPES.map((t) => ({ value: t, label: TRAVEL_CHARGE_TYPE_LABELS[t] })),
  ];
  const selected = (options: { value: string; label: string }[], value: string) =>
    options.find((o) => o.value === value) ?? null;
  const field = (name: (typeof FIELD_NAMES)[number]) => ({
    errorText: errors.fields[name],
    'data-testid': `field-${name}`,
  });

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
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={onDismiss} disabled={saving} data-testid="form-cancel">
                {crudStrings.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
                {crudStrings.save}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {errors.general.length > 0 && (
              <Alert type="error" data-testid="form-error">
                {errors.general.join(' ')}
              </Alert>
            )}
            <ColumnLayout columns={2}>
              <FormField label={s.storeNumber} {...field('storeNumber')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={draft.storeNumber}
                  disabled={saving}
                  onChange={(e) => change({ storeNumber: e.detail.value })}
                />
              </FormField>
              <FormField label={s.name} {...field('name')}>
                <Input value={draft.name} disabled={saving} onChange={(e) => change({ name: e.detail.value })} />
              </FormField>
              <FormField label={s.address} {...field('address1')}>
                <Input
                  value={draft.address1}
                  disabled={saving}
                  onChange={(e) => change({ address1: e.detail.value })}
                />
              </FormField>
              <FormField label={s.address2} {...field('address2')}>
                <Input
                  value={draft.address2}
                  disabled={saving}
                  onChange={(e) => change({ address2: e.detail.value })}
                />
              </FormField>
              <FormField label={s.country} {...field('countryId')}>
                <Select
                  ariaLabel={s.country}
                  selectedOption={selected(countryOptions, countryId)}
                  options={countryOptions}
                  placeholder={crudStrings.selectPlaceholder}
                  statusType={countries.isPending ? 'loading' : 'finished'}
                  disabled={saving}
                  onChange={(e) =>
                    change({ countryId: e.detail.selectedOption.value ?? '', provinceId: '', cityId: '' })
                  }
                />
              </FormField>
              <FormField label={s.province} {...field('provinceId')}>
                <Select
                  ariaLabel={s.province}
                  selectedOption={selected(provinceOptions, draft.provinceId)}
                  options={provinceOptions}
                  placeholder={crudStrings.selectPlaceholder}
                  filteringType="auto"
                  statusType={provinces.isPending ? 'loading' : 'finished'}
                  disabled={saving || countryId === ''}
                  onChange={(e) => change({ provinceId: e.detail.selectedOption.value ?? '', cityId: '' })}
                />
              </FormField>
              <FormField label={s.city} {...field('cityId')}>
                <Select
                  ariaLabel={s.city}
                  selectedOption={selected(cityOptions, draft.cityId)}
                  options={cityOptions}
                  placeholder={crudStrings.selectPlaceholder}
                  filteringType="auto"
                  statusType={cities.isFetching ? 'loading' : 'finished'}
                  disabled={saving || draft.provinceId === ''}
                  onChange={(e) => {
                    const city = cities.data?.find((c) => String(c.id) === e.detail.selectedOption.value);
                    // A new city brings its travel charge as the starting point (001 §3: city travel charges).
                    change({
                      cityId: e.detail.selectedOption.value ?? '',
                      ...(city
                        ? {
                            isTravelAssociated: city.isTravelRegion,
                            travelChargeType: city.travelChargeType ?? '',
                            travelCharge: String(city.travelCharge),
                          }
                        : {}),
                    });
                  }}
                />
              </FormField>
              <FormField label={s.postalCode} {...field('postalCode')}>
                <Input
                  value={draft.postalCode}
                  disabled={saving}
                  onChange={(e) => change({ postalCode: e.detail.value })}
                />
              </FormField>
              <FormField label={s.travelChargeType} {...field('travelChargeType')}>
                <Select
                  ariaLabel={s.travelChargeType}
                  selectedOption={selected(typeOptions, draft.travelChargeType)}
                  options={typeOptions}
                  disabled={saving}
                  onChange={(e) => change({ travelChargeType: e.detail.selectedOption.value ?? '' })}
                />
              </FormField>
              <FormField label={s.travelCharge} {...field('travelCharge')}>
                <Input
                  type="number"
                  inputMode="decimal"
                  step={0.1}
                  value={draft.travelCharge}
                  disabled={saving}
                  nativeInputAttributes={{ min: 0 }}
                  onChange={(e) => change({ travelCharge: e.detail.value })}
                />
              </FormField>
              <FormField {...field('isTravelAssociated')}>
                <Checkbox
                  checked={draft.isTravelAssociated}
                  disabled={saving}
                  onChange={(e) => change({ isTravelAssociated: e.detail.checked })}
                >
                  {s.isTravelAssociated}
                </Checkbox>
              </FormField>
              <FormField {...field('isInactive')}>
                <Checkbox
                  checked={draft.isInactive}
                  disabled={saving}
                  onChange={(e) => change({ isInactive: e.detail.checked })}
                >
                  {s.inactive}
                </Checkbox>
              </FormField>
            </ColumnLayout>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
