import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { crudStrings } from './crud-strings.ts';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from './form-errors.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** One field of a form, in the order shown. `name` is the input schema's key. */
export type FormFieldDef =
  | { kind: 'text'; name: string; label: string; description?: string; placeholder?: string; disabled?: boolean }
  | { kind: 'textarea'; name: string; label: string; description?: string; rows?: number; disabled?: boolean }
  | {
      kind: 'number';
      name: string;
      label: string;
      description?: string;
      min?: number;
      step?: number;
      disabled?: boolean;
    }
  | { kind: 'checkbox'; name: string; label: string; description?: string; disabled?: boolean }
  | {
      kind: 'select';
      name: string;
      label: string;
      description?: string;
      options: readonly SelectOption[];
      /** The schema wants a number (an id): the chosen value is converted. */
      numeric?: boolean;
      placeholder?: string;
      disabled?: boolean;
    };

/** What the inputs hold while editing: text for text/number/select, booleans for checkboxes. */
type DraftValues = Record<string, string | boolean>;

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
  const [draft, setDraft] = useState<DraftValues>(() => toDraft(fields, initialValues));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const firstInput = useRef<InputProps.Ref>(null);
  const names = fields.map((field) => field.name);

  useEffect(() => {
    // The modal moves the focus to itself when it opens; take it to the first field after that.
    const timer = setTimeout(() => firstInput.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, []);

  const change = (name: string, value: string | boolean) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current.fields[name]) return current;
      const { [name]: _removed, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const parsed = schema.safeParse(fromDraft(fields, draft));
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, names));
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors(errorsFromFailure(error, names));
    } finally {
      setSaving(false);
    }
  };

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
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={onDismiss} disabled={saving} data-testid="form-cancel">
                {crudStrings.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
                {submitLabel}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {errors.general.length > 0 && (
              <Alert type="error" data-testid="form-error">
                {errors.general.length === 1 ? (
                  errors.general[0]
                ) : (
                  <ul className="message-list">
                    {errors.general.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
            {fields.map((field, index) => (
              <FormField
                key={field.name}
                label={field.kind === 'checkbox' ? undefined : field.label}
                description={field.description}
                errorText={errors.fields[field.name]}
                data-testid={`field-${field.name}`}
              >
                {renderControl(field, draft[field.name], (value) => change(field.name, value), {
                  ref: index === firstFocusable ? firstInput : undefined,
                  invalid: Boolean(errors.fields[field.name]),
                  disabled: saving || Boolean(field.disabled),
                })}
              </FormField>
            ))}
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}

function renderControl(
  field: FormFieldDef,
  value: string | boolean | undefined,
  onChange: (value: string | boolean) => void,
  extra: { ref: Ref<InputProps.Ref> | undefined; invalid: boolean; disabled: boolean },
) {
  switch (field.kind) {
    case 'checkbox':
      return (
        <Checkbox
          checked={value === true}
          disabled={extra.disabled}
          onChange={(event) => onChange(event.detail.checked)}
        >
          {field.label}
        </Checkbox>
      );
    case 'textarea':
      return (
        <Textarea
          value={String(value ?? '')}
          rows={field.rows ?? 3}
          invalid={extra.invalid}
          disabled={extra.disabled}
          ariaLabel={field.label}
          onChange={(event) => onChange(event.detail.value)}
        />
      );
    case 'select': {
      const selected = field.options.find((option) => option.value === value);
      return (
        <Select
          selectedOption={selected ? { value: selected.value, label: selected.label } : null}
          options={field.options.map((option) => ({ value: option.value, label: option.label }))}
          placeholder={field.placeholder ?? crudStrings.selectPlaceholder}
          filteringType="auto"
          invalid={extra.invalid}
          disabled={extra.disabled}
          ariaLabel={field.label}
          onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
        />
      );
    }
    case 'number':
      return (
        <Input
          ref={extra.ref}
          type="number"
          inputMode="decimal"
          step={field.step}
          value={String(value ?? '')}
          invalid={extra.invalid}
          disabled={extra.disabled}
          onChange={(event) => onChange(event.detail.value)}
          nativeInputAttributes={field.min === undefined ? undefined : { min: field.min }}
        />
      );
    default:
      return (
        <Input
          ref={extra.ref}
          value={String(value ?? '')}
          placeholder={field.placeholder}
          invalid={extra.invalid}
          disabled={extra.disabled}
          onChange={(event) => onChange(event.detail.value)}
        />
      );
  }
}
