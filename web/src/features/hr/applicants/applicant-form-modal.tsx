import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import {
  type ApplicantCreate,
  ApplicantCreateSchema,
  type ApplicantDetail,
} from '@shelfline/shared/contracts/ats-applicant.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormFieldDef } from '../../../components/crud/form-fields.tsx';
import { useEntityForm } from '../../../components/crud/use-entity-form.ts';
import { hrUsersQuery } from '../../../queries/ats-people.ts';
import { postingsQuery } from '../../../queries/ats-postings.ts';
import { FieldsModal } from '../fields-modal.tsx';
import { APPLICANT_STRINGS as s } from './strings.ts';

type Draft = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobPostingId: string;
  assignedToId: string;
};
const NAMES = ['firstName', 'lastName', 'email', 'phone', 'jobPostingId', 'assignedToId', 'resume'] as const;
const idOf = (text: string) => (text === '' ? undefined : Number(text));

export interface ApplicantFormModalProps {
  /** The applicant being edited (as read, with its version), or undefined to add one. */
  applicant?: ApplicantDetail;
  /** Saves; `resume` is the chosen file of a new applicant. */
  onSubmit: (input: ApplicantCreate, resume: File | undefined) => Promise<unknown>;
  onDismiss: () => void;
}

/**
 * Add Applicant / Edit Applicant (brief 6b): First Name, Last Name, E-mail, Phone, Job Posting, Assigned To and, when
 * adding, the résumé (sent as multipart with the spec's field names). An edit keeps the posting (PUT takes none).
 */
export function ApplicantFormModal({ applicant, onSubmit, onDismiss }: ApplicantFormModalProps) {
  const postings = useQuery(postingsQuery(false));
  const hr = useQuery(hrUsersQuery());
  const [files, setFiles] = useState<File[]>([]);
  const form = useEntityForm<Draft, ApplicantCreate>({
    initialValues: () => ({
      firstName: applicant?.firstName ?? '',
      lastName: applicant?.lastName ?? '',
      email: applicant?.email ?? '',
      phone: applicant?.phone ?? '',
      jobPostingId: applicant ? String(applicant.jobPostingId) : '',
      assignedToId: applicant?.assignedToId === undefined ? '' : String(applicant.assignedToId),
    }),
    names: NAMES,
    schema: ApplicantCreateSchema,
    toInput: (draft: Draft): unknown => ({
      firstName: draft.firstName,
      lastName: draft.lastName,
      email: draft.email,
      phone: draft.phone,
      jobPostingId: idOf(draft.jobPostingId),
      assignedToId: idOf(draft.assignedToId),
    }),
    onSubmit: (input) => onSubmit(input, files[0]),
  });
  const { values: draft, change } = form;
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'firstName', label: s.fields.firstName },
    { kind: 'text', name: 'lastName', label: s.fields.lastName },
    { kind: 'text', name: 'email', label: s.fields.email },
    { kind: 'text', name: 'phone', label: s.fields.phone },
    {
      kind: 'select',
      name: 'jobPostingId',
      label: s.fields.jobPosting,
      options: (postings.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
      loading: postings.isPending,
      disabled: applicant !== undefined,
    },
    {
      kind: 'select',
      name: 'assignedToId',
      label: s.fields.assignedTo,
      options: [
        { value: '', label: s.fields.none },
        ...(hr.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
      ],
      loading: hr.isPending,
    },
  ];

  return (
    <FieldsModal
      title={applicant ? s.updateTitle : s.createTitle}
      fields={fields}
      values={draft}
      onChange={(name, value) => change({ [name]: String(value) } as Partial<Draft>)}
      form={form}
      onDismiss={onDismiss}
    >
      {!applicant && (
        <FormField
          label={s.fields.resume}
          description={s.fields.resumeHint}
          errorText={form.errors.fields.resume}
          data-testid="field-resume"
        >
          <FileUpload
            value={files}
            onChange={(event) => setFiles(event.detail.value.slice(0, 1))}
            accept=".pdf,.doc,.docx,.txt,.rtf,.odt"
            i18nStrings={{
              uploadButtonText: () => s.fields.resume,
              dropzoneText: () => s.fields.resume,
              removeFileAriaLabel: () => s.fields.removeFile,
              limitShowFewer: s.fields.showFewer,
              limitShowMore: s.fields.showMore,
              errorIconAriaLabel: s.fields.error,
            }}
            showFileSize
          />
        </FormField>
      )}
    </FieldsModal>
  );
}
