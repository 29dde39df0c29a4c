import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Vacation } from '@shelfline/shared/contracts/availability.contract';
import { useState } from 'react';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { useGeneralAvailability, useSpecialAvailability, useVacations } from './availability-source.tsx';
import { dayStates, isoOf, specialOfWeek, weekOf } from './calendar-dates.ts';
import { SpecialWeekModal } from './special-week-modal.tsx';
import { profileStrings as s } from './strings.ts';
import { useAvailabilityChanges } from './use-availability-changes.ts';
import { vacationDatesText } from './vacation-draft.ts';
import { VacationModal } from './vacation-modal.tsx';
import { VacationsTable } from './vacations-table.tsx';

type VacationDialog =
  | { mode: 'create' }
  | { mode: 'edit'; vacation: Vacation }
  | { mode: 'cancel'; vacation: Vacation };

/** Special Availability (001 §2, §4): vacations and the calendar of special weeks and time off. */
export function SpecialAvailabilityTab() {
  const vacations = useVacations();
  const specials = useSpecialAvailability();
  const general = useGeneralAvailability();
  const today = isoOf(new Date());
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [dialog, setDialog] = useState<VacationDialog | undefined>();
  const [week, setWeek] = useState<string | undefined>();
  const states = dayStates(vacations.data ?? [], specials.data ?? []);
  const existing = week ? specialOfWeek(specials.data ?? [], week) : undefined;

  const changes = useAvailabilityChanges({ vacation: () => setDialog(undefined), week: () => setWeek(undefined) });
  const weekBusy = changes.saveWeek.isPending ? 'save' : changes.deleteWeek.isPending ? 'delete' : undefined;

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
          onSave={(input) =>
            changes.saveVacation.mutateAsync({ vacation: dialog.mode === 'edit' ? dialog.vacation : undefined, input })
          }
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
        onConfirm={() =>
          dialog?.mode === 'cancel'
            ? // A refusal is told by the mutation's toast.
              changes.cancelVacation.mutateAsync(dialog.vacation).catch(() => undefined)
            : undefined
        }
        onDismiss={() => setDialog(undefined)}
      />
      {week ? (
        <SpecialWeekModal
          key={week}
          monday={week}
          today={today}
          existing={existing}
          general={general.data}
          busy={weekBusy}
          onSave={(input) => changes.saveWeek.mutateAsync({ existing, input })}
          onDelete={() => (existing ? changes.deleteWeek.mutateAsync(existing) : Promise.resolve())}
          onDismiss={() => setWeek(undefined)}
        />
      ) : null}
    </SpaceBetween>
  );
}
