import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Vacation, VacationInput } from '@shelfline/shared/contracts/availability.contract';
import { NO_ERRORS } from '../../components/crud/form-errors.ts';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { isoOf } from './calendar-dates.ts';
import { vacationFormSchema } from './dialog-schemas.ts';
import { ProfileFormModal } from './profile-form-modal.tsx';
import { profileStrings as s } from './strings.ts';
import {
  changeVacation,
  newVacationDraft,
  VACATION_TIMES,
  type VacationDraft,
  vacationDraftOf,
} from './vacation-draft.ts';

const NAMES = ['isVacation', 'isPartial', 'startDate', 'endDate'] as const;
const TIME_OPTIONS = VACATION_TIMES.map((t) => ({ value: String(t.minute), label: t.label }));

export interface VacationModalProps {
  /** The vacation to edit; a new one when undefined. */
  vacation?: Vacation;
  onSave: (input: VacationInput) => Promise<unknown>;
  onDismiss: () => void;
}

/** Add or update a vacation or day off (001 §2, §5). Rendered only while open, so each opening starts fresh. */
export function VacationModal({ vacation, onSave, onDismiss }: VacationModalProps) {
  const today = isoOf(new Date());
  const form = useEntityForm<VacationDraft, VacationInput>({
    initialValues: () => (vacation ? vacationDraftOf(vacation) : newVacationDraft(today)),
    names: NAMES,
    schema: vacationFormSchema(vacation, today),
    toInput: (draft) => draft,
    onSubmit: onSave,
    keepSavingOnSuccess: true,
  });
  const { values: draft, errors, saving } = form;
  // A change clears every message (a moved date can settle a message of the other one).
  const change = (patch: Partial<VacationDraft>) => {
    form.change(changeVacation(draft, patch));
    form.setErrors(NO_ERRORS);
  };

  const date = (name: 'startDate' | 'endDate', label: string) => (
    <FormField label={label} errorText={errors.fields[name]} constraintText="YYYY-MM-DD" data-testid={`field-${name}`}>
      <DatePicker
        value={draft[name]}
        format="iso"
        inputFormat="iso"
        placeholder="YYYY-MM-DD"
        ariaLabel={label}
        openCalendarAriaLabel={(selected) => (selected ? `${label}: ${selected}` : label)}
        isDateEnabled={(d) => isoOf(d) >= (name === 'endDate' && draft.startDate ? draft.startDate : today)}
        invalid={Boolean(errors.fields[name])}
        disabled={saving}
        onChange={(event) => change({ [name]: event.detail.value })}
      />
    </FormField>
  );
  const time = (name: 'startMinute' | 'endMinute', label: string) => (
    <FormField
      label={label}
      errorText={name === 'endMinute' ? errors.fields.endDate : undefined}
      data-testid={`field-${name}`}
    >
      <Select
        selectedOption={TIME_OPTIONS.find((o) => o.value === String(draft[name])) ?? null}
        options={TIME_OPTIONS}
        ariaLabel={label}
        disabled={saving}
        onChange={(event) => change({ [name]: Number(event.detail.selectedOption.value) })}
      />
    </FormField>
  );

  /** A yes/no field of the draft as two radio buttons (`on` is the button meaning true). */
  const choice = (
    name: 'isVacation' | 'isPartial',
    label: string,
    items: readonly { value: string; label: string; on: boolean }[],
  ) => (
    <FormField label={label} data-testid={`field-${name}`}>
      <RadioGroup
        value={items.find((item) => item.on === draft[name])?.value ?? null}
        onChange={(event) => change({ [name]: event.detail.value === items.find((item) => item.on)?.value })}
        items={items.map(({ value, label: text }) => ({ value, label: text, disabled: saving }))}
      />
    </FormField>
  );

  return (
    <ProfileFormModal
      title={vacation ? s.vacations.editTitle : s.vacations.createTitle}
      size="medium"
      testId="vacation-modal"
      saving={saving}
      errors={errors}
      onSubmit={(event) => {
        // The dialog's form sits inside the tab's tree in React: its submit stays here.
        event.stopPropagation();
        void form.submit(event);
      }}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {choice('isVacation', s.vacations.kind, [
            { value: 'vacation', label: s.vacations.vacation, on: true },
            { value: 'off', label: s.vacations.off, on: false },
          ])}
          {choice('isPartial', s.vacations.length, [
            { value: 'full', label: s.vacations.fullDay, on: false },
            { value: 'partial', label: s.vacations.partialDay, on: true },
          ])}
        </ColumnLayout>
        {draft.isPartial ? (
          <ColumnLayout columns={3}>
            {date('startDate', s.vacations.date)}
            {time('startMinute', s.vacations.startTime)}
            {time('endMinute', s.vacations.endTime)}
          </ColumnLayout>
        ) : (
          <ColumnLayout columns={2}>
            {date('startDate', s.vacations.startDate)}
            {date('endDate', s.vacations.endDate)}
          </ColumnLayout>
        )}
      </SpaceBetween>
    </ProfileFormModal>
  );
}
