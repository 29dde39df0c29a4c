import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from '../../components/crud/form-errors.ts';
import { supplierStrings } from './strings.ts';

/** One field of an inline form; `password` inputs never show what is typed. */
export interface InlineField {
  kind: 'text' | 'password' | 'checkbox';
  name: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

type Draft = Record<string, string | boolean>;

/**
 * A create/edit form shown inside the Manage Users modal in place of its table (a modal over a modal would
 * fight over the focus). Validated with the shared zod schema; server field errors (400, 409) go under their
 * fields, anything else in an Alert. Test ids: `inline-form`, fields `field-<name>`, `form-save`, `form-cancel`,
 * `form-error`, like the CRUD kit's form.
 */
export function InlineForm<I>({
  title,
  fields,
  schema,
  initialValues,
  onSubmit,
  onCancel,
}: {
  title: string;
  fields: readonly InlineField[];
  schema: z.ZodType<I>;
  initialValues: Readonly<Record<string, unknown>>;
  onSubmit: (values: I) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        f.kind === 'checkbox' ? initialValues[f.name] === true : String(initialValues[f.name] ?? ''),
      ]),
    ),
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const firstInput = useRef<InputProps.Ref>(null);
  const names = fields.map((f) => f.name);

  useEffect(() => {
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
    // Empty optional texts are left out, so "no e-mail" and "keep the password" read as absent.
    const values = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ''));
    const parsed = schema.safeParse(values);
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
      setSaving(false);
    }
  };

  const firstEnabled = fields.findIndex((f) => f.kind !== 'checkbox' && !f.disabled);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="inline-form">
      <Container header={<Header variant="h3">{title}</Header>}>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={onCancel} disabled={saving} data-testid="form-cancel">
                {supplierStrings.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={saving} data-testid="form-save">
                {supplierStrings.save}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {errors.general.length > 0 && (
              <Alert type="error" data-testid="form-error">
                {errors.general.join(' ')}
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
                {field.kind === 'checkbox' ? (
                  <Checkbox
                    checked={draft[field.name] === true}
                    disabled={field.disabled}
                    onChange={(event) => change(field.name, event.detail.checked)}
                  >
                    {field.label}
                  </Checkbox>
                ) : (
                  <Input
                    ref={index === firstEnabled ? firstInput : undefined}
                    type={field.kind === 'password' ? 'password' : 'text'}
                    autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
                    value={String(draft[field.name] ?? '')}
                    disabled={field.disabled}
                    ariaLabel={field.label}
                    onChange={(event) => change(field.name, event.detail.value)}
                  />
                )}
              </FormField>
            ))}
          </SpaceBetween>
        </Form>
      </Container>
    </form>
  );
}
