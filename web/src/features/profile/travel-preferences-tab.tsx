import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import {
  type TravelInfo,
  type TravelInfoInput,
  TravelInfoInputSchema,
} from '@shelfline/shared/contracts/profile.contract';
import { useState } from 'react';
import { travelInfoQuery } from '../../queries/profile.ts';
import { Loaded } from './loaded.tsx';
import { profileApi, useCities, useProvinces, useTravelInfo } from './profile-api.ts';
import { profileStrings as s } from './strings.ts';
import type { TabGuard } from './tab-guard.ts';
import { useTabSave } from './use-tab-save.ts';

interface ChosenCity {
  cityId: number;
  city: string;
  provinceId: number;
  province: string;
}
interface Draft {
  hasCar: boolean;
  maximumTravelDistance: string;
  preferedTravelDistance: string;
  cities: ChosenCity[];
}
const NAMES = ['hasCar', 'maximumTravelDistance', 'preferedTravelDistance', 'travelCities'] as const;

function draftOf(info: TravelInfo): Draft {
  return {
    hasCar: info.hasCar,
    maximumTravelDistance: info.maximumTravelDistance == null ? '' : String(info.maximumTravelDistance),
    preferedTravelDistance: info.preferedTravelDistance == null ? '' : String(info.preferedTravelDistance),
    cities: info.travelCities.map(({ cityId, city, provinceId, province }) => ({ cityId, city, provinceId, province })),
  };
}

const numberOrBlank = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Travel Preferences (001 §2): vehicle, distances in km, and the cities of any provinces the worker travels to. */
export function TravelPreferencesTab({ guard }: { guard: TabGuard }) {
  return (
    <Loaded query={useTravelInfo()}>{(info) => <TravelForm key={info.version} info={info} guard={guard} />}</Loaded>
  );
}

function TravelForm({ info, guard }: { info: TravelInfo; guard: TabGuard }) {
  const [initial] = useState(() => draftOf(info));
  const [provinceId, setProvinceId] = useState<number | undefined>(initial.cities[0]?.provinceId);
  const provinces = useProvinces();
  const cities = useCities(provinceId);
  const province = provinces.data?.find((p) => p.id === provinceId);

  const {
    values: draft,
    errors,
    setErrors,
    saving,
    change: changeDraft,
    submit,
  } = useTabSave<Draft, TravelInfoInput, TravelInfo>({
    guard,
    initial,
    names: NAMES,
    schema: TravelInfoInputSchema,
    toInput: (values) => ({
      hasCar: values.hasCar,
      maximumTravelDistance: numberOrBlank(values.maximumTravelDistance),
      preferedTravelDistance: numberOrBlank(values.preferedTravelDistance),
      travelCities: values.cities.map(({ cityId }) => ({ cityId })),
    }),
    send: (input) => profileApi.updateTravelInfo(input, info.version),
    cache: (queryClient, saved) => queryClient.setQueryData(travelInfoQuery().queryKey, saved),
    updated: s.travel.updated,
  });

  // The chosen cities are `travelCities` to the schema: a change of them clears that field's error.
  const change = (patch: Partial<Draft>) => {
    changeDraft(patch);
    if (patch.cities) setErrors((current) => ({ ...current, fields: { ...current.fields, travelCities: '' } }));
  };

  const cityOptions = (cities.data ?? [])
    .filter((c) => !c.inactive || draft.cities.some((chosen) => chosen.cityId === c.id))
    .map((c) => ({ value: String(c.id), label: c.name }));
  const chosenHere = draft.cities
    .filter((c) => c.provinceId === provinceId)
    .map((c) => ({ value: String(c.cityId), label: c.city }));
  // Picking cities replaces only this province's choice; other provinces' cities stay.
  const chooseCities = (values: string[]) => {
    if (provinceId === undefined) return;
    const picked = values.map((value) => {
      const city = cities.data?.find((c) => String(c.id) === value);
      return {
        cityId: Number(value),
        city: city?.name ?? value,
        provinceId,
        province: province?.fullName ?? '',
      };
    });
    change({ cities: [...draft.cities.filter((c) => c.provinceId !== provinceId), ...picked] });
  };
  const distance = (name: 'maximumTravelDistance' | 'preferedTravelDistance', label: string) => (
    <FormField label={label} errorText={errors.fields[name]} data-testid={`field-${name}`}>
      <Input
        type="number"
        inputMode="decimal"
        value={draft[name]}
        ariaLabel={label}
        invalid={Boolean(errors.fields[name])}
        disabled={saving}
        nativeInputAttributes={{ min: 0 }}
        onChange={(event) => change({ [name]: event.detail.value })}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="travel-form">
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
            {s.save}
          </Button>
        }
        errorText={errors.general.length > 0 ? errors.general.join(' ') : undefined}
      >
        <Container header={<Header variant="h2">{s.tabs.travel}</Header>}>
          <SpaceBetween size="l">
            <FormField label={s.travel.hasCar} errorText={errors.fields.hasCar} data-testid="field-hasCar">
              <RadioGroup
                value={draft.hasCar ? 'yes' : 'no'}
                ariaLabel={s.travel.hasCar}
                onChange={(event) => change({ hasCar: event.detail.value === 'yes' })}
                items={[
                  { value: 'yes', label: s.yes, disabled: saving },
                  { value: 'no', label: s.no, disabled: saving },
                ]}
              />
            </FormField>
            <ColumnLayout columns={2}>
              {distance('maximumTravelDistance', s.travel.maximumTravelDistance)}
              {distance('preferedTravelDistance', s.travel.preferedTravelDistance)}
              <FormField label={s.travel.province} data-testid="field-travelProvince">
                <Select
                  selectedOption={province ? { value: String(province.id), label: province.fullName } : null}
                  options={(provinces.data ?? [])
                    .filter((p) => !p.inactive)
                    .map((p) => ({ value: String(p.id), label: p.fullName }))}
                  placeholder={s.select}
                  filteringType="auto"
                  statusType={provinces.isPending ? 'loading' : 'finished'}
                  ariaLabel={s.travel.province}
                  disabled={saving}
                  onChange={(event) => setProvinceId(Number(event.detail.selectedOption.value))}
                />
              </FormField>
              <FormField
                label={s.travel.cities}
                description={s.travel.citiesDescription}
                errorText={errors.fields.travelCities}
                data-testid="field-travelCities"
              >
                <Multiselect
                  selectedOptions={chosenHere}
                  options={cityOptions}
                  placeholder={s.select}
                  filteringType="auto"
                  hideTokens
                  statusType={cities.isFetching ? 'loading' : 'finished'}
                  ariaLabel={s.travel.cities}
                  disabled={saving || provinceId === undefined}
                  onChange={(event) => chooseCities(event.detail.selectedOptions.map((o) => o.value ?? ''))}
                />
              </FormField>
            </ColumnLayout>
            <FormField label={s.travel.chosen} data-testid="field-chosenCities">
              {draft.cities.length === 0 ? (
                <Box color="text-body-secondary">{s.travel.noCities}</Box>
              ) : (
                <TokenGroup
                  items={draft.cities.map((c) => ({
                    label: `${c.city} (${c.province})`,
                    dismissLabel: s.travel.removeCity(c.city),
                    disabled: saving,
                  }))}
                  onDismiss={(event) =>
                    change({ cities: draft.cities.filter((_, index) => index !== event.detail.itemIndex) })
                  }
                />
              )}
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
