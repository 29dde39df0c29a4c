import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { SCHEDULE_EDIT_MESSAGES, type ScheduleEditField } from '@shelfline/shared/schedule-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { ApiError, messagesOf } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import type { ScheduleChange } from '../shared/edit-rules.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { scheduleStrings as ss } from '../shared/strings.ts';

interface Edit {
  row: ScheduleRow;
  field: ScheduleEditField;
  change: ScheduleChange;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The table's inline edit of one field (PATCH schedule, 000 §6), as the table's `onEdit`: the field's message and a
 * reload when saved. A refusal keeps the cell in edit with the error shown; a version conflict (409) says so and
 * reloads the row instead.
 */
export function useInlineEdit() {
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  const update = useMutation({
    mutationFn: ({ row, change }: Edit) =>
      scheduleApi.update({ serviceId: row.serviceId, version: row.version, ...change }),
    onSuccess: (_saved, { field }) => {
      notify({ type: 'success', content: SCHEDULE_EDIT_MESSAGES[field] });
      return reload();
    },
    onError: (error) => {
      if (!isConflict(error)) return notify({ type: 'error', content: messagesOf(error), autoClose: false });
      notify({ type: 'error', content: ss.conflict, autoClose: false, id: 'schedule-conflict' });
      return reload();
    },
  });
  return (row: ScheduleRow, field: ScheduleEditField, change: ScheduleChange): Promise<void> =>
    update.mutateAsync({ row, field, change }).then(
      () => undefined,
      (error: unknown) => {
        if (!isConflict(error)) throw error;
      },
    );
}
