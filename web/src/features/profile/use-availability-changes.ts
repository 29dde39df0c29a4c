import type {
  SpecialAvailability,
  SpecialAvailabilityInput,
  Vacation,
  VacationInput,
} from '@shelfline/shared/contracts/availability.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { useAvailabilitySource } from './availability-source.tsx';
import { profileStrings as s } from './strings.ts';

/**
 * The Special Availability tab's writes (001 §2, §4): a vacation added, changed or cancelled, a special week saved
 * or deleted. Each tells the user, then refreshes only the list it changed. `done` closes the dialog that asked.
 */
export function useAvailabilityChanges(done: { vacation: () => void; week: () => void }) {
  const source = useAvailabilitySource();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const refresh = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });

  const saveVacation = useMutation({
    mutationFn: ({ vacation, input }: { vacation?: Vacation; input: VacationInput }) =>
      vacation ? source.updateVacation(vacation, input) : source.createVacation(input),
    onSuccess: (_, { vacation }) => {
      notify({ type: 'success', content: vacation ? s.vacations.updated : s.vacations.created });
      done.vacation();
      return refresh(source.keys.vacations);
    },
  });
  // A refused cancel is told in a toast that stays (the dialog closes either way).
  const cancelVacation = useMutation({
    mutationFn: (vacation: Vacation) => source.cancelVacation(vacation),
    onSuccess: () => notify({ type: 'success', content: s.vacations.canceled }),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => {
      done.vacation();
      return refresh(source.keys.vacations);
    },
  });
  const saveWeek = useMutation({
    mutationFn: ({ existing, input }: { existing?: SpecialAvailability; input: SpecialAvailabilityInput }) =>
      existing ? source.updateSpecialAvailability(existing, input) : source.createSpecialAvailability(input),
    onSuccess: (_, { existing }) => {
      notify({ type: 'success', content: existing ? s.special.updated : s.special.created });
      done.week();
      return refresh(source.keys.specialAvailability);
    },
  });
  const deleteWeek = useMutation({
    mutationFn: (existing: SpecialAvailability) => source.removeSpecialAvailability(existing),
    onSuccess: () => {
      notify({ type: 'success', content: s.special.removed });
      done.week();
      return refresh(source.keys.specialAvailability);
    },
  });
  return { saveVacation, cancelVacation, saveWeek, deleteWeek };
}
