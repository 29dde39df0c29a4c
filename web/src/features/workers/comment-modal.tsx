import Modal from '@cloudscape-design/components/modal';
import { type Comment, CommentInputSchema } from '@shelfline/shared/contracts/employee-comment.contract';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { FormBody, FormFieldControl, type FormFieldDef } from '../../components/crud/form-fields.tsx';
import { dismissUnlessOverlay } from '../../components/crud/modal-parts.tsx';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { commentDate, workerStrings as s } from './strings.ts';

type Draft = { subject: string; body: string };
const NAMES = ['subject', 'body'] as const;

export interface CommentModalProps {
  /** The comment to view or edit; undefined adds one. */
  comment?: Comment;
  /** Edit mode of the worker form: Save is offered. */
  editable: boolean;
  onSubmit: (input: { subject: string; body?: string }) => Promise<unknown>;
  onDismiss: () => void;
}

/** View, add or edit a comment: date and entered by read-only, subject, a 10-row text area, Close and Save. */
export function CommentModal({ comment, editable, onSubmit, onDismiss }: CommentModalProps) {
  const form = useEntityForm<Draft, { subject: string; body?: string }>({
    initialValues: () => ({ subject: comment?.subject ?? '', body: comment?.body ?? '' }),
    names: NAMES,
    schema: CommentInputSchema,
    toInput: (draft) => draft,
    onSubmit,
  });
  const readOnly = !editable || form.saving;
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'date', label: s.date, disabled: true },
    { kind: 'text', name: 'enteredBy', label: s.enteredBy, disabled: true },
    { kind: 'text', name: 'subject', label: s.subject },
    { kind: 'textarea', name: 'body', label: s.text, rows: 10 },
  ];
  const values: Record<string, string> = {
    date: comment ? commentDate(comment.enteredDate) : '',
    enteredBy: comment?.enteredBy ?? '',
    ...form.values,
  };
  const body = fields.map((field) => (
    <FormFieldControl
      key={field.name}
      field={field}
      value={values[field.name]}
      onChange={(value) => form.change({ [field.name]: String(value) })}
      errorText={form.errors.fields[field.name]}
      disabled={readOnly}
    />
  ));
  return (
    <Modal
      visible
      header={s.commentTitle}
      width={520}
      closeAriaLabel={crudStrings.close}
      onDismiss={dismissUnlessOverlay(onDismiss, form.saving)}
      data-testid="comment-form"
    >
      {editable ? (
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <FormBody saving={form.saving} onCancel={onDismiss} generalErrors={form.errors.general} cancelLabel={s.close}>
            {body}
          </FormBody>
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}
