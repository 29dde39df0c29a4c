import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type GeneralAvailability,
  type SpecialAvailability,
  type SpecialAvailabilityInput,
  SpecialAvailabilityInputSchema,
  type Weekday,
} from '@shelfline/shared/contracts/availability.contract';
import { useState } from 'react';
import { errorsFromFailure } from '../../components/crud/form-errors.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { dailyInputOf, dayError, dayErrorsOf, type WeekDraft, weekDraftOf } from './availability-draft.ts';
import { AvailabilityWeekTable } from './availability-week-table.tsx';
import { addDays, datesBetween, weekdayOf } from './calendar-dates.ts';
import { profileStrings as s } from './strings.ts';

export interface SpecialWeekModalProps {
  /** Monday of the week. */
  monday: string;
  today: string;
  /** The week's entry, when there is one. */
  existing?: SpecialAvailability;
  /** Starts a new week from the usual availability. */
  general?: GeneralAvailability;
  /** Which of the caller's writes is under way. */
  busy: 'save' | 'delete' | undefined;
  onSave: (input: SpecialAvailabilityInput) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onDismiss: () => void;
}

type Draft = { days: WeekDraft };

/**
 * The special availability of one week, Monday to Sunday, titled with its dates (001 §2, §4): Save only while the
 * week ends today or later; Delete only for an existing entry in that case.
 */
export function SpecialWeekModal({
  monday,
  today,
  existing,
  general,
  busy,
  onSave,
  onDelete,
  onDismiss,
}: SpecialWeekModalProps) {
  const sunday = addDays(monday, 6);
  const editable = sunday >= today;
  const toInput = ({ days }: Draft) => ({
    startDate: monday,
    endDate: sunday,
    dailyAvailabilities: dailyInputOf(days),
  });
  const form = useEntityForm<Draft, SpecialAvailabilityInput>({
    initialValues: () => ({
      days: weekDraftOf(existing ? existing.dailyAvailabilities : general?.dailyAvailabilities),
    }),
    // The days' issues show on their rows (`dayErrors`); anything else above the table.
    names: ['dailyAvailabilities'],
    schema: SpecialAvailabilityInputSchema,
    toInput,
    onSubmit: onSave,
    keepSavingOnSuccess: true,
  });
  const draft = form.values.days;
  const errors = form.errors;
  const [dayErrors, setDayErrors] = useState<Partial<Record<Weekday, string>>>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dates = Object.fromEntries(datesBetween(monday, sunday).map((date) => [weekdayOf(date), date]));

  const save = () => {
    const parsed = SpecialAvailabilityInputSchema.safeParse(toInput(form.values));
    setDayErrors(parsed.success ? {} : dayErrorsOf(parsed.error.issues));
    void form.submit();
  };
  const remove = async () => {
    try {
      await onDelete();
    } catch (error) {
      form.setErrors(errorsFromFailure(error, []));
      setConfirmingDelete(false);
    }
  };
  const invalid = Object.values(draft).some((day) => dayError(day) !== undefined);

  return (
    <Modal
      visible
      header={s.special.title(monday, sunday)}
      size="large"
      closeAriaLabel={s.close}
      data-testid="special-week-modal"
      onDismiss={dismissUnlessOverlay(onDismiss, busy !== undefined)}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy !== undefined} data-testid="form-cancel">
            {editable ? s.cancel : s.close}
          </Button>
          {editable && existing ? (
            confirmingDelete ? (
              <Button
                onClick={() => void remove()}
                loading={busy === 'delete'}
                disabled={busy === 'save'}
                data-testid="special-delete-confirm"
              >
                {s.special.delete}
              </Button>
            ) : (
              <Button
                onClick={() => setConfirmingDelete(true)}
                disabled={busy !== undefined}
                data-testid="special-delete"
              >
                {s.special.delete}
              </Button>
            )
          ) : null}
          {editable ? (
            <Button
              variant="primary"
              onClick={save}
              loading={busy === 'save'}
              disabled={invalid || busy === 'delete'}
              data-testid="form-save"
            >
              {s.save}
            </Button>
          ) : null}
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        {!editable ? <Alert type="info">{s.special.past}</Alert> : null}
        {confirmingDelete ? (
          <Alert type="warning" data-testid="special-delete-question">
            {s.special.confirmDelete}
          </Alert>
        ) : null}
        {errors.general.length > 0 ? (
          <Alert type="error" data-testid="form-error">
            {errors.general.join(' ')}
          </Alert>
        ) : null}
        <AvailabilityWeekTable
          testId="special-week-table"
          draft={draft}
          dates={dates}
          errors={dayErrors}
          disabled={!editable || busy !== undefined}
          onChange={(days) => {
            form.change({ days });
            setDayErrors({});
          }}
        />
      </SpaceBetween>
    </Modal>
  );
}
