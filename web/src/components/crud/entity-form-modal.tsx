import type { InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import { useEffect, useRef } from 'react';
import type * as z from 'zod';
import { focusLater } from '../../lib/focus-later.ts';
import { crudStrings } from './crud-strings.ts';
import { type FieldValue, FormBody, FormFieldControl, type FormFieldDef } from './form-fields.tsx';
import { useEntityForm } from './use-entity-form.ts';

export type { FormFieldDef, SelectOption } from './form-fields.tsx';

/** What the inputs hold while editing: text for text/number/select, booleans for checkboxes. */
type DraftValues = Record<string, FieldValue>;

function toDraft(fields: readonly FormFieldDef[], initial: object): DraftValues {
  const values = initial as Readonly<Record<string, unknown>>;
  const draft: DraftValues = {};
  for (const field of fields) {
    const value = values[field.name];
    draft[field.name] =
      field.kind === 'checkbox' ? value === true : value === undefined || value === null ? '' : String(value);
  }
  return draft;
}

/** The draft as the schema reads it: numbers as numbers (text that is no number stays text, so the schema names it). */
function fromDraft(fields: readonly FormFieldDef[], draft: DraftValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'number' || (field.kind === 'select' && field.numeric)) {
      const text = String(value ?? '').trim();
      values[field.name] = text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
    } else if (field.kind === 'select') values[field.name] = value === '' ? undefined : value;
    else values[field.name] = value;
  }
  return values;
}

export interface EntityFormModalProps<I> {
  /** Render the modal (unmounting it resets the form). */
  visible: boolean;
  title: string;
  fields: readonly FormFieldDef[];
  /** The shared input schema (`ThingInputSchema`): validated on submit, its messages shown under each field. */
  schema: z.ZodType<I>;
  /** Starting values by field name (the record being edited, or defaults for a new one). */
  initialValues?: object;
  /** Saves; a rejection shows its field errors under the fields and anything else in an Alert. */
  onSubmit: (values: I) => Promise<unknown>;
  onDismiss: () => void;
  /** 'small' is 520 px, 'large' 900 px (000 §9). */
  size?: 'small' | 'large';
  submitLabel?: string;
  /** `data-testid` of the modal; fields are `field-<name>`, buttons `form-save` and `form-cancel`. */
  testId?: string;
}

/**
 * A create/edit dialog: a declarative field list validated with the shared zod schema. Enter submits,
 * the first field takes the focus, and a click outside does not close it (000 §9).
 */
export function EntityFormModal<I>(props: EntityFormModalProps<I>) {
  if (!props.visible) return null;
  return <OpenEntityFormModal {...props} />;
}

function OpenEntityFormModal<I>({
  title,
  fields,
  schema,
  initialValues = {},
  onSubmit,
  onDismiss,
  size = 'small',
  submitLabel = crudStrings.save,
  testId = 'entity-form',
}: EntityFormModalProps<I>) {
  const names = fields.map((field) => field.name);
  const { values, errors, saving, change, submit } = useEntityForm<DraftValues, I>({
    initialValues: () => toDraft(fields, initialValues),
    names,
    schema,
    toInput: (draft) => fromDraft(fields, draft),
    onSubmit,
  });
  const firstInput = useRef<InputProps.Ref>(null);

  useEffect(() => {
    // The modal moves the focus to itself when it opens; take it to the first field after that (if no field has it).
    return focusLater(() => firstInput.current, 50);
  }, []);

  const firstFocusable = fields.findIndex((field) => field.kind === 'text' || field.kind === 'number');

  return (
    <Modal
      visible
      header={title}
      width={size === 'large' ? 900 : 520}
      closeAriaLabel={crudStrings.close}
      onDismiss={(event) => {
        if (event.detail.reason !== 'overlay' && !saving) onDismiss();
      }}
      data-testid={testId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormBody
          saving={saving}
          onCancel={onDismiss}
          generalErrors={errors.general}
          listGeneralErrors
          submitLabel={submitLabel}
        >
          {fields.map((field, index) => (
            <FormFieldControl
              key={field.name}
              field={field}
              value={values[field.name]}
              onChange={(value) => change({ [field.name]: value })}
              errorText={errors.fields[field.name]}
              invalid={Boolean(errors.fields[field.name])}
              disabled={saving}
              inputRef={index === firstFocusable ? firstInput : undefined}
            />
          ))}
        </FormBody>
      </form>
    </Modal>
  );
}
