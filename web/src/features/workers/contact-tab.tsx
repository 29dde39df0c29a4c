import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Employee } from '@shelfline/shared/contracts/employee.contract';
import type { FieldValue, FormFieldDef, SelectOption } from '../../components/crud/form-fields.tsx';
import { activeOptions, locationFields, locationPatch } from '../../components/crud/location-fields.ts';
import { workerStrings as s } from './strings.ts';
import type { WorkerDraft } from './worker-draft.ts';
import { WorkerFields, type WorkerFormPart } from './worker-fields.tsx';
import { useCitiesOf, useCountries, useProvincesOf } from './worker-pickers.ts';

/** An option for the value as read, when the list (inactive entries, still loading) does not have it. */
function withCurrent(options: SelectOption[], value: string, label: string | undefined): SelectOption[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label: label ?? value }, ...options];
}

/**
 * Contact Info: addresses, Country → Province → City (changing one clears the ones below, 001 §4), the postal
 * code (checked against the country's pattern by the shared schema), phones, fax flags, e-mail.
 */
export function ContactTab({ employee, ...part }: WorkerFormPart & { employee?: Employee }) {
  const { draft, change } = part;
  const countries = useCountries();
  const provinces = useProvincesOf(draft.countryId);
  const cities = useCitiesOf(draft.provinceId);
  const countryOptions = withCurrent(
    (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.fullName })),
    draft.countryId,
    employee?.country,
  );
  const provinceOptions = withCurrent(
    activeOptions(provinces.data, draft.provinceId, (p) => p.fullName),
    draft.provinceId,
    employee?.province,
  );
  const cityOptions = withCurrent(
    activeOptions(cities.data, draft.cityId, (c) => c.name),
    draft.cityId,
    employee?.city,
  );
  const addressFields: FormFieldDef[] = [
    { kind: 'text', name: 'address1', label: s.address1 },
    { kind: 'text', name: 'address2', label: s.address2 },
    { kind: 'checkbox', name: 'isAlternateAddress', label: s.alternateAddress },
    ...locationFields({
      labels: s,
      countries: { options: countryOptions, loading: countries.isPending },
      provinces: { options: provinceOptions, loading: provinces.isFetching },
      cities: { options: cityOptions, loading: cities.isFetching },
      countryId: draft.countryId,
      provinceId: draft.provinceId,
    }),
    { kind: 'text', name: 'postalCode', label: s.postalCode },
  ];
  const phoneFields: FormFieldDef[] = [
    { kind: 'text', name: 'homePhone', label: s.homePhone },
    { kind: 'text', name: 'mobilePhone', label: s.mobilePhone },
    { kind: 'text', name: 'officePhone', label: s.officePhone },
    { kind: 'text', name: 'officeExt', label: s.officeExt },
    { kind: 'text', name: 'fax', label: s.fax },
    { kind: 'checkbox', name: 'faxCallFirst', label: s.faxCallFirst },
    { kind: 'checkbox', name: 'faxNeedCoverSheet', label: s.faxNeedCoverSheet },
    { kind: 'text', name: 'email', label: s.email },
  ];
  const changeAddress = (name: string, value: FieldValue) => {
    change(locationPatch(name, String(value)) ?? ({ [name]: value } as Partial<WorkerDraft>));
  };
  return (
    <SpaceBetween size="l">
      <WorkerFields {...part} fields={addressFields} onChange={changeAddress} />
      <WorkerFields {...part} fields={phoneFields} columns={4} />
    </SpaceBetween>
  );
}
