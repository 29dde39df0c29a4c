import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type ContactInfo,
  type ContactInfoInput,
  ContactInfoInputSchema,
} from '@shelfline/shared/contracts/profile.contract';
import { useState } from 'react';
import { activeOptions } from '../../components/crud/location-fields.ts';
import { contactInfoQuery } from '../../queries/profile.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { Loaded } from './loaded.tsx';
import { MaskedInput } from './masked-input.tsx';
import { profileApi, useCities, useContactInfo, useProvinces } from './profile-api.ts';
import { profileStrings as s } from './strings.ts';
import type { TabGuard } from './tab-guard.ts';
import { useTabSave } from './use-tab-save.ts';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'homePhone',
  'mobilePhone',
  'address1',
  'address2',
  'postalCode',
] as const;
const MASKED_FIELDS = ['sin', 'bank', 'transit', 'account'] as const;
const NAMES = [...TEXT_FIELDS, ...MASKED_FIELDS, 'provinceId', 'cityId'] as const;
type Name = (typeof NAMES)[number];
type Draft = Record<Name, string>;

const LABELS: Record<Name, string> = {
  firstName: s.contact.firstName,
  lastName: s.contact.lastName,
  email: s.contact.email,
  homePhone: s.contact.homePhone,
  mobilePhone: s.contact.mobilePhone,
  address1: s.contact.address1,
  address2: s.contact.address2,
  postalCode: s.contact.postalCode,
  sin: s.contact.sin,
  bank: s.contact.bank,
  transit: s.contact.transit,
  account: s.contact.account,
  provinceId: s.contact.province,
  cityId: s.contact.city,
};

function draftOf(info: ContactInfo): Draft {
  const record = info as unknown as Record<string, unknown>;
  return Object.fromEntries(NAMES.map((name) => [name, record[name] == null ? '' : String(record[name])])) as Draft;
}

/** Contact Information (001 §2, §5): own contact, address, masked SIN and banking, Change Password. */
export function ContactInfoTab({ guard }: { guard: TabGuard }) {
  return (
    <Loaded query={useContactInfo()}>
      {(info) => <ContactInfoForm key={info.version} info={info} guard={guard} />}
    </Loaded>
  );
}

function ContactInfoForm({ info, guard }: { info: ContactInfo; guard: TabGuard }) {
  const [initial] = useState(() => draftOf(info));
  const [changingPassword, setChangingPassword] = useState(false);
  const provinces = useProvinces();
  const provinceOf = (draft: Draft) => (draft.provinceId ? Number(draft.provinceId) : undefined);

  const {
    values: draft,
    errors,
    saving,
    change,
    submit,
  } = useTabSave<Draft, ContactInfoInput, ContactInfo>({
    guard,
    initial,
    names: NAMES,
    schema: ContactInfoInputSchema,
    toInput: (values) => ({
      ...values,
      provinceId: provinceOf(values),
      cityId: values.cityId ? Number(values.cityId) : undefined,
      countryId: provinces.data?.find((p) => p.id === provinceOf(values))?.countryId ?? info.countryId,
    }),
    send: (input) => profileApi.updateContactInfo(input, info.version),
    cache: (queryClient, saved) => queryClient.setQueryData(contactInfoQuery().queryKey, saved),
    updated: s.contact.updated,
  });
  const cities = useCities(provinceOf(draft));

  const text = (name: (typeof TEXT_FIELDS)[number]) => (
    <FormField key={name} label={LABELS[name]} errorText={errors.fields[name]} data-testid={`field-${name}`}>
      <Input
        value={draft[name]}
        type={name === 'email' ? 'email' : 'text'}
        ariaLabel={LABELS[name]}
        invalid={Boolean(errors.fields[name])}
        disabled={saving}
        onChange={(event) => change({ [name]: event.detail.value })}
      />
    </FormField>
  );
  const masked = (name: (typeof MASKED_FIELDS)[number]) => (
    <MaskedInput
      key={name}
      name={name}
      label={LABELS[name]}
      value={draft[name]}
      errorText={errors.fields[name]}
      disabled={saving}
      onChange={(value) => change({ [name]: value })}
    />
  );

  const select = (
    name: 'provinceId' | 'cityId',
    options: SelectProps.Option[],
    chosen: SelectProps.Option | null,
    loading: boolean,
    disabled: boolean,
    onChange: (value: string) => void,
  ) => (
    <FormField label={LABELS[name]} errorText={errors.fields[name]} data-testid={`field-${name}`}>
      <Select
        selectedOption={chosen}
        options={options}
        placeholder={s.select}
        filteringType="auto"
        statusType={loading ? 'loading' : 'finished'}
        ariaLabel={LABELS[name]}
        invalid={Boolean(errors.fields[name])}
        disabled={disabled}
        onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
      />
    </FormField>
  );

  const provinceOptions = activeOptions(provinces.data, initial.provinceId, (p) => p.fullName);
  const cityOptions = activeOptions(cities.data, initial.cityId, (c) => c.name);
  const chosenCity =
    cityOptions.find((o) => o.value === draft.cityId) ??
    (draft.cityId && draft.cityId === initial.cityId && info.city ? { value: draft.cityId, label: info.city } : null);
  const chosenProvince =
    provinceOptions.find((o) => o.value === draft.provinceId) ??
    (draft.provinceId && info.province ? { value: draft.provinceId, label: info.province } : null);

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="contact-form">
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={() => setChangingPassword(true)} data-testid="change-password">
                {s.contact.changePassword}
              </Button>
              <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
                {s.save}
              </Button>
            </SpaceBetween>
          }
          errorText={errors.general.length > 0 ? errors.general.join(' ') : undefined}
        >
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">{s.tabs.contact}</Header>}>
              <ColumnLayout columns={2}>
                {text('firstName')}
                {text('lastName')}
                {text('email')}
                {text('homePhone')}
                {text('mobilePhone')}
                {select('provinceId', provinceOptions, chosenProvince, provinces.isPending, saving, (value) => {
                  // A new province clears the city (001 §4).
                  if (value !== draft.provinceId) change({ provinceId: value, cityId: '' });
                })}
                {select('cityId', cityOptions, chosenCity, cities.isFetching, saving || !draft.provinceId, (value) =>
                  change({ cityId: value }),
                )}
                {text('address1')}
                {text('address2')}
                {text('postalCode')}
                {masked('sin')}
              </ColumnLayout>
            </Container>
            <Container header={<Header variant="h2">{s.contact.banking}</Header>}>
              <ColumnLayout columns={3}>
                {masked('bank')}
                {masked('transit')}
                {masked('account')}
              </ColumnLayout>
            </Container>
          </SpaceBetween>
        </Form>
      </form>
      <ChangePasswordModal visible={changingPassword} onDismiss={() => setChangingPassword(false)} />
    </>
  );
}
