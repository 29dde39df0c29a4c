import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type ContactInfo, ContactInfoInputSchema } from '@shelfline/shared/contracts/profile.contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from '../../components/crud/form-errors.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { MaskedInput } from './masked-input.tsx';
import { profileApi, profileKeys, useCities, useContactInfo, useProvinces } from './profile-api.ts';
import { profileStrings as s } from './strings.ts';
import { sameDraft, type TabGuard, useTabGuard } from './tab-guard.ts';

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
  const info = useContactInfo();
  if (info.isPending) return <Spinner size="large" />;
  if (info.error) return <Alert type="error">{messagesOf(info.error).join(' ')}</Alert>;
  return <ContactInfoForm key={info.data.version} info={info.data} guard={guard} />;
}

function ContactInfoForm({ info, guard }: { info: ContactInfo; guard: TabGuard }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [initial] = useState(() => draftOf(info));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const provinces = useProvinces();
  const provinceId = draft.provinceId ? Number(draft.provinceId) : undefined;
  const cities = useCities(provinceId);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const fields = { ...current.fields };
      for (const name of Object.keys(patch)) delete fields[name];
      return { ...current, fields };
    });
  };

  const save = async (): Promise<boolean> => {
    const countryId = provinces.data?.find((p) => p.id === provinceId)?.countryId ?? info.countryId;
    const parsed = ContactInfoInputSchema.safeParse({
      ...draft,
      provinceId,
      cityId: draft.cityId ? Number(draft.cityId) : undefined,
      countryId,
    });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, NAMES));
      return false;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      const saved = await profileApi.updateContactInfo(parsed.data, info.version);
      notify({ type: 'success', content: s.contact.updated });
      queryClient.setQueryData(profileKeys.contactInfo, saved);
      return true;
    } catch (error) {
      setErrors(errorsFromFailure(error, NAMES));
      return false;
    } finally {
      setSaving(false);
    }
  };
  useTabGuard(guard, !sameDraft(draft, initial), save);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

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

  const provinceOptions = (provinces.data ?? [])
    .filter((p) => !p.inactive || String(p.id) === initial.provinceId)
    .map((p) => ({ value: String(p.id), label: p.fullName }));
  const cityOptions = (cities.data ?? [])
    .filter((c) => !c.inactive || String(c.id) === initial.cityId)
    .map((c) => ({ value: String(c.id), label: c.name }));
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
                <FormField
                  label={LABELS.provinceId}
                  errorText={errors.fields.provinceId}
                  data-testid="field-provinceId"
                >
                  <Select
                    selectedOption={chosenProvince}
                    options={provinceOptions}
                    placeholder={s.select}
                    filteringType="auto"
                    statusType={provinces.isPending ? 'loading' : 'finished'}
                    ariaLabel={LABELS.provinceId}
                    invalid={Boolean(errors.fields.provinceId)}
                    disabled={saving}
                    // A new province clears the city (001 §4).
                    onChange={(event) => {
                      const value = event.detail.selectedOption.value ?? '';
                      if (value !== draft.provinceId) change({ provinceId: value, cityId: '' });
                    }}
                  />
                </FormField>
                <FormField label={LABELS.cityId} errorText={errors.fields.cityId} data-testid="field-cityId">
                  <Select
                    selectedOption={chosenCity}
                    options={cityOptions}
                    placeholder={s.select}
                    filteringType="auto"
                    statusType={cities.isFetching ? 'loading' : 'finished'}
                    ariaLabel={LABELS.cityId}
                    invalid={Boolean(errors.fields.cityId)}
                    disabled={saving || !draft.provinceId}
                    onChange={(event) => change({ cityId: event.detail.selectedOption.value ?? '' })}
                  />
                </FormField>
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
