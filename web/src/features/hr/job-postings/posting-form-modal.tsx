import {
  type JobPosting,
  type JobPostingInput,
  JobPostingInputSchema,
} from '@shelfline/shared/contracts/ats-posting.contract';
import { useQuery } from '@tanstack/react-query';
import type { FieldValue, FormFieldDef } from '../../../components/crud/form-fields.tsx';
import { activeOptions } from '../../../components/crud/location-fields.ts';
import { useEntityForm } from '../../../components/crud/use-entity-form.ts';
import { hrUsersQuery } from '../../../queries/ats-people.ts';
import { supervisorsQuery } from '../../../queries/employees.ts';
import { citiesQuery, provincesQuery } from '../../../queries/locations.ts';
import { FieldsModal } from '../fields-modal.tsx';
import { POSTING_STRINGS as s } from './strings.ts';

type Draft = {
  title: string;
  provinceId: string;
  cityId: string;
  hrId: string;
  supervisorId: string;
  mailboxAlias: string;
  description: string;
  isActive: boolean;
};

const FIELD_NAMES = [
  'title',
  'provinceId',
  'cityId',
  'hrId',
  'supervisorId',
  'mailboxAlias',
  'description',
  'isActive',
] as const;

const idOrText = (text: string) => (text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text);
const idText = (id: number | undefined) => (id === undefined ? '' : String(id));

export interface PostingFormModalProps {
  /** The posting being edited (as `GET ats/job-postings/{id}` answers it), or undefined for a new one. */
  posting?: JobPosting;
  onSubmit: (input: JobPostingInput) => Promise<unknown>;
  onDismiss: () => void;
}

/**
 * New / Edit Job Posting (brief 6b): Title, Province then City (a new province clears the city), HR representative,
 * Supervisor, Mailbox alias, Description, Active. The server checks the alias is unique (409 under the field).
 */
export function PostingFormModal({ posting, onSubmit, onDismiss }: PostingFormModalProps) {
  const provinces = useQuery(provincesQuery(false));
  const hr = useQuery(hrUsersQuery());
  const supervisors = useQuery(supervisorsQuery());
  const form = useEntityForm<Draft, JobPostingInput>({
    initialValues: () => ({
      title: posting?.title ?? '',
      provinceId: idText(posting?.provinceId),
      cityId: idText(posting?.cityId),
      hrId: idText(posting?.hrId),
      supervisorId: idText(posting?.supervisorId),
      mailboxAlias: posting?.mailboxAlias ?? '',
      description: posting?.description ?? '',
      isActive: posting?.isActive ?? true,
    }),
    names: FIELD_NAMES,
    schema: JobPostingInputSchema,
    toInput: (draft: Draft): unknown => ({
      title: draft.title,
      provinceId: idOrText(draft.provinceId),
      cityId: idOrText(draft.cityId),
      hrId: idOrText(draft.hrId),
      supervisorId: idOrText(draft.supervisorId),
      mailboxAlias: draft.mailboxAlias.trim() || undefined,
      description: draft.description.trim() || undefined,
      isActive: draft.isActive,
    }),
    onSubmit,
  });
  const { values: draft, change } = form;
  const cities = useQuery(citiesQuery(draft.provinceId === '' ? undefined : Number(draft.provinceId), true));
  const people = (list: readonly { id: number; name: string }[] | undefined) => [
    { value: '', label: s.fields.none },
    ...(list ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'title', label: s.fields.title },
    {
      kind: 'select',
      name: 'provinceId',
      label: s.fields.province,
      options: activeOptions(provinces.data, draft.provinceId, (p) => p.fullName),
      loading: provinces.isPending,
    },
    {
      kind: 'select',
      name: 'cityId',
      label: s.fields.city,
      options: activeOptions(cities.data, draft.cityId, (c) => c.name),
      loading: cities.isFetching,
      disabled: draft.provinceId === '',
    },
    { kind: 'select', name: 'hrId', label: s.fields.hr, options: people(hr.data), loading: hr.isPending },
    {
      kind: 'select',
      name: 'supervisorId',
      label: s.fields.supervisor,
      options: people(supervisors.data),
      loading: supervisors.isPending,
    },
    { kind: 'text', name: 'mailboxAlias', label: s.fields.mailboxAlias, description: s.fields.mailboxAliasHint },
    { kind: 'textarea', name: 'description', label: s.fields.description },
    { kind: 'checkbox', name: 'isActive', label: s.fields.active },
  ];
  const changeField = (name: string, value: FieldValue) => {
    // A new province clears the city (the cities offered are the province's).
    if (name === 'provinceId') change({ provinceId: String(value), cityId: '' });
    else change({ [name]: value } as Partial<Draft>);
  };

  return (
    <FieldsModal
      title={posting ? s.updateTitle : s.createTitle}
      fields={fields}
      values={draft}
      onChange={changeField}
      form={form}
      onDismiss={onDismiss}
    />
  );
}
