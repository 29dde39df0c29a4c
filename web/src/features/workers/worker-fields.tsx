import ColumnLayout from '@cloudscape-design/components/column-layout';
import type { FormErrors } from '../../components/crud/form-errors.ts';
import { type FieldValue, FormFieldControl, type FormFieldDef } from '../../components/crud/form-fields.tsx';
import { draftValue, type WorkerDraft } from './worker-draft.ts';

/** What every tab of the worker form gets: the draft, its errors, and whether it may be changed. */
export interface WorkerFormPart {
  draft: WorkerDraft;
  errors: FormErrors;
  change: (patch: Partial<WorkerDraft>) => void;
  /** View mode, or saving: controls are disabled. */
  readOnly: boolean;
}

export interface WorkerFieldsProps extends WorkerFormPart {
  fields: readonly FormFieldDef[];
  columns?: 1 | 2 | 3 | 4;
  /** A field's change, when it must do more than set its value (e.g. clear the fields below it). */
  onChange?: (name: string, value: FieldValue) => void;
}

/** Declarative fields of the worker form, in columns, each with its error under it. */
export function WorkerFields({ fields, columns = 3, draft, errors, change, readOnly, onChange }: WorkerFieldsProps) {
  return (
    <ColumnLayout columns={columns}>
      {fields.map((field) => (
        <FormFieldControl
          key={field.name}
          field={field}
          value={draftValue(draft, field.name)}
          onChange={(value) =>
            onChange ? onChange(field.name, value) : change({ [field.name]: value } as Partial<WorkerDraft>)
          }
          errorText={errors.fields[field.name]}
          invalid={Boolean(errors.fields[field.name])}
          disabled={readOnly}
        />
      ))}
    </ColumnLayout>
  );
}
