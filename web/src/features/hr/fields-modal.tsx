import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import type { FormEvent, ReactNode } from 'react';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import type { FormErrors } from '../../components/crud/form-errors.ts';
import { type FieldValue, FormBody, FormFieldControl, type FormFieldDef } from '../../components/crud/form-fields.tsx';
import { dismissUnlessOverlay } from '../../components/crud/modal-parts.tsx';

/**
 * The recruiting screens' create/edit modal around a `useEntityForm`: its fields two a row (a textarea takes the whole
 * row), the kit's test ids (`entity-form`, `field-<name>`, `form-save`), anything else (a file) below them.
 */
export function FieldsModal({
  title,
  fields,
  values,
  onChange,
  form,
  onDismiss,
  children,
}: {
  title: string;
  fields: readonly FormFieldDef[];
  values: Readonly<Record<string, FieldValue>>;
  onChange: (name: string, value: FieldValue) => void;
  form: { errors: FormErrors; saving: boolean; submit: (event?: FormEvent) => Promise<void> };
  onDismiss: () => void;
  children?: ReactNode;
}) {
  const { errors, saving, submit } = form;
  return (
    <Modal
      visible
      header={title}
      width={900}
      closeAriaLabel={crudStrings.close}
      onDismiss={dismissUnlessOverlay(onDismiss, saving)}
      data-testid="entity-form"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormBody saving={saving} onCancel={onDismiss} generalErrors={errors.general}>
          <Grid gridDefinition={fields.map((f) => ({ colspan: { default: 12, s: f.kind === 'textarea' ? 12 : 6 } }))}>
            {fields.map((field) => (
              <FormFieldControl
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                onChange={(value) => onChange(field.name, value)}
                errorText={errors.fields[field.name]}
                disabled={saving}
              />
            ))}
          </Grid>
          {children}
        </FormBody>
      </form>
    </Modal>
  );
}
