import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { ReactNode, Ref } from 'react';
import { crudStrings } from './crud-strings.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** One field of a form, in the order shown. `name` is the input schema's key. */
export type FormFieldDef =
  | {
      kind: 'text';
      name: string;
      label: string;
      description?: string;
      placeholder?: string;
      disabled?: boolean;
      /** Also name the input itself (`aria-label`) with the label. */
      labelInput?: boolean;
      autoComplete?: string;
    }
  /** A text input that never shows what is typed (`autocomplete="new-password"`, named by its label). */
  | { kind: 'password'; name: string; label: string; description?: string; disabled?: boolean }
  | { kind: 'textarea'; name: string; label: string; description?: string; rows?: number; disabled?: boolean }
  | {
      kind: 'number';
      name: string;
      label: string;
      description?: string;
      min?: number;
      step?: number;
      /** 'decimal' unless told. */
      inputMode?: 'numeric' | 'decimal';
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
      /** 'auto' unless told. */
      filteringType?: 'none' | 'auto';
      /** The options are still being fetched. */
      loading?: boolean;
      disabled?: boolean;
    };

/** What an input holds while editing: text for text/number/select, a boolean for a checkbox. */
export type FieldValue = string | boolean;

export interface FormFieldControlProps {
  field: FormFieldDef;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  /** The message under the field. */
  errorText?: string;
  /** Mark the control invalid (red border). */
  invalid?: boolean;
  /** Disabled whatever the field says (e.g. while saving). */
  disabled?: boolean;
  /** The focus target of text, password and number inputs. */
  inputRef?: Ref<InputProps.Ref>;
}

/**
 * One declarative field as a Cloudscape FormField (`data-testid="field-<name>"`, the error text under it);
 * a checkbox carries its label itself.
 */
export function FormFieldControl({ field, errorText, ...control }: FormFieldControlProps) {
  return (
    <FormField
      label={field.kind === 'checkbox' ? undefined : field.label}
      description={field.description}
      errorText={errorText}
      data-testid={`field-${field.name}`}
    >
      <Control field={field} {...control} />
    </FormField>
  );
}

function Control({
  field,
  value,
  onChange,
  invalid,
  disabled: forced,
  inputRef,
}: Omit<FormFieldControlProps, 'errorText'>) {
  const disabled = Boolean(forced) || Boolean(field.disabled);
  switch (field.kind) {
    case 'checkbox':
      return (
        <Checkbox checked={value === true} disabled={disabled} onChange={(event) => onChange(event.detail.checked)}>
          {field.label}
        </Checkbox>
      );
    case 'textarea':
      return (
        <Textarea
          value={String(value ?? '')}
          rows={field.rows ?? 3}
          invalid={invalid}
          disabled={disabled}
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
          filteringType={field.filteringType ?? 'auto'}
          statusType={field.loading ? 'loading' : 'finished'}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={field.label}
          onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
        />
      );
    }
    case 'number':
      return (
        <Input
          ref={inputRef}
          type="number"
          inputMode={field.inputMode ?? 'decimal'}
          step={field.step}
          value={String(value ?? '')}
          invalid={invalid}
          disabled={disabled}
          onChange={(event) => onChange(event.detail.value)}
          nativeInputAttributes={field.min === undefined ? undefined : { min: field.min }}
        />
      );
    case 'password':
      return (
        <Input
          ref={inputRef}
          type="password"
          autoComplete="new-password"
          value={String(value ?? '')}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={field.label}
          onChange={(event) => onChange(event.detail.value)}
        />
      );
    default:
      return (
        <Input
          ref={inputRef}
          value={String(value ?? '')}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={field.labelInput ? field.label : undefined}
          onChange={(event) => onChange(event.detail.value)}
        />
      );
  }
}

export interface FormBodyProps {
  saving: boolean;
  onCancel: () => void;
  /** Messages that belong to no field, shown in an Alert (`form-error`) above the fields. */
  generalErrors: readonly string[];
  /** Several general messages as a list (one stays a sentence); otherwise joined with spaces. */
  listGeneralErrors?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** The fields (`FormFieldControl`s), in their layout. */
  children: ReactNode;
}

/**
 * The inside of a create/edit `<form>`: Cancel (`form-cancel`) and Save (`form-save`, the submit button, so
 * Enter in a field submits) under the general error Alert and the fields.
 */
export function FormBody({
  saving,
  onCancel,
  generalErrors,
  listGeneralErrors = false,
  submitLabel = crudStrings.save,
  cancelLabel = crudStrings.cancel,
  children,
}: FormBodyProps) {
  return (
    <Form
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" formAction="none" onClick={onCancel} disabled={saving} data-testid="form-cancel">
            {cancelLabel}
          </Button>
          <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
            {submitLabel}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="m">
        {generalErrors.length > 0 && (
          <Alert type="error" data-testid="form-error">
            {!listGeneralErrors ? (
              generalErrors.join(' ')
            ) : generalErrors.length === 1 ? (
              generalErrors[0]
            ) : (
              <ul className="message-list">
                {generalErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {children}
      </SpaceBetween>
    </Form>
  );
}
