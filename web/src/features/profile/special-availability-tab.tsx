import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type {
  SpecialAvailabilityInput,
  Vacation,
  VacationInput,
} from '@shelfline/shared/contracts/availability.contract';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import {
  useAvailabilitySource,
  useGeneralAvailability,
  useRefreshAvailability,
  useSpecialAvailability,
  useVacations,
} from './availability-source.tsx';
import { dayStates, isoOf, specialOfWeek, weekOf } from './calendar-dates.ts';
import { SpecialWeekModal } from './special-week-modal.tsx';
import { profileStrings as s } from './strings.ts';
import { vacationDatesText } from './vacation-draft.ts';
import { VacationModal } from './vacation-modal.tsx';
import { VacationsTable } from './vacations-table.tsx';

type VacationDialog =
  | { mode: 'create' }
  | { mode: 'edit'; vacation: Vacation }
  | { mode: 'cancel'; vacation: Vacation };

/** Special Availability (001 §2, §4): vacations and the calendar of special weeks and time off. */
export function SpecialAvailabilityTab() {
  const { notify } = useNotifications();
  const refresh = useRefreshAvailability();
  const source = useAvailabilitySource();
  const vacations = useVacations();
  const specials = useSpecialAvailability();
  const general = useGeneralAvailability();
  const today = isoOf(new Date());
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [dialog, setDialog] = useState<VacationDialog | undefined>();
  const [week, setWeek] = useState<string | undefined>();
  const states = dayStates(vacations.data ?? [], specials.data ?? []);
  const existing = week ? specialOfWeek(specials.data ?? [], week) : undefined;

  const saveVacation = async (input: VacationInput) => {
    if (dialog?.mode === 'edit') {
      await source.updateVacation(dialog.vacation, input);
      notify({ type: 'success', content: s.vacations.updated });
    } else {
      await source.createVacation(input);
      notify({ type: 'success', content: s.vacations.created });
    }
    setDialog(undefined);
    await refresh(source.keys.vacations);
  };
  const cancelVacation = async (vacation: Vacation) => {
    try {
      await source.cancelVacation(vacation);
      notify({ type: 'success', content: s.vacations.canceled });
    } catch (error) {
      notify({ type: 'error', content: messagesOf(error), autoClose: false });
    }
    setDialog(undefined);
    await refresh(source.keys.vacations);
  };
  const saveWeek = async (input: SpecialAvailabilityInput) => {
    if (existing) {
      await source.updateSpecialAvailability(existing, input);
      notify({ type: 'success', content: s.special.updated });
    } else {
      await source.createSpecialAvailability(input);
      notify({ type: 'success', content: s.special.created });
    }
    setWeek(undefined);
    await refresh(source.keys.specialAvailability);
  };
  const deleteWeek = async () => {
    if (!existing) return;
    await source.removeSpecialAvailability(existing);
    notify({ type: 'success', content: s.special.removed });
    setWeek(undefined);
    await refresh(source.keys.specialAvailability);
  };

  const loadError = vacations.error ?? specials.error;
  return (
    <SpaceBetween size="l">
      {loadError ? (
        <Alert type="error" header={s.loadFailed}>
          {messagesOf(loadError).join(' ')}
        </Alert>
      ) : null}
      <VacationsTable
        vacations={vacations.data}
        loading={vacations.isPending}
        onAdd={() => setDialog({ mode: 'create' })}
        onEdit={(vacation) => setDialog({ mode: 'edit', vacation })}
        onCancel={(vacation) => setDialog({ mode: 'cancel', vacation })}
      />
      <AvailabilityCalendar
        year={year}
        onYearChange={setYear}
        states={states}
        today={today}
        onDayClick={(date) => setWeek(weekOf(date).start)}
      />
      {dialog?.mode === 'create' || dialog?.mode === 'edit' ? (
        <VacationModal
          vacation={dialog.mode === 'edit' ? dialog.vacation : undefined}
          onSave={saveVacation}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      <ConfirmModal
        visible={dialog?.mode === 'cancel'}
        title={s.vacations.confirmCancel}
        message={
          dialog?.mode === 'cancel' ? `${dialog.vacation.type}: ${vacationDatesText(dialog.vacation)}` : undefined
        }
        confirmLabel={s.vacations.cancelVacation}
        onConfirm={() => (dialog?.mode === 'cancel' ? cancelVacation(dialog.vacation) : undefined)}
        onDismiss={() => setDialog(undefined)}
      />
      {week ? (
        <SpecialWeekModal
          key={week}
          monday={week}
          today={today}
          existing={existing}
          general={general.data}
          onSave={saveWeek}
          onDelete={deleteWeek}
          onDismiss={() => setWeek(undefined)}
        />
      ) : null}
    </SpaceBetween>
  );
}
