import type { ExportSchedule } from '@shelfline/shared/contracts/export-schedule.contract';
import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { exportScheduleKeys } from '../../queries/export-schedules.ts';
import { SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

/**
 * A row's Pause/Resume and Run now. Run now for a period that already ran answers 409: the screen asks, and a yes
 * sends it again with `force: true` (recorded as a forced re-run, brief §7.2).
 */
export function useScheduleActions() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [rerun, setRerun] = useState<{ schedule: ExportSchedule; message: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: exportScheduleKeys.all });
  const onError = (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false });

  const togglePause = useMutation({
    mutationFn: (schedule: ExportSchedule) =>
      callRoute(schedule.paused ? exportSchedulesRoutes.resume : exportSchedulesRoutes.pause, {
        params: { id: schedule.id },
      }),
    onSuccess: (_answer, schedule) =>
      notify({ type: 'success', content: (schedule.paused ? s.resumedFlash : s.pausedFlash)(schedule.name) }),
    onError,
    onSettled: refresh,
  });

  const runNow = useMutation({
    mutationFn: ({ schedule, force }: { schedule: ExportSchedule; force: boolean }) =>
      callRoute(exportSchedulesRoutes.run, { params: { id: schedule.id }, body: { force } }),
    onSuccess: (_answer, { schedule }) => {
      setRerun(undefined);
      notify({ type: 'success', content: s.runQueued(schedule.name) });
    },
    onError: (error, { schedule, force }) => {
      if (!force && error instanceof ApiError && error.status === 409)
        setRerun({ schedule, message: forceMessageOf(error) ?? s.runAgainQuestion(schedule.name) });
      else onError(error);
    },
    onSettled: refresh,
  });

  return {
    togglePause,
    runNow,
    /** The schedule whose period already ran (with the server's words), while the screen asks whether to run it again. */
    rerun,
    cancelRerun: () => setRerun(undefined),
  };
}

/** The server's sentence under `force` ('This period already ran on …: run it again?'), without the field's name. */
function forceMessageOf(error: ApiError): string | undefined {
  const errors = (error.body as { errors?: { force?: unknown } } | undefined)?.errors;
  const force = errors && typeof errors === 'object' ? errors.force : undefined;
  const first = Array.isArray(force) ? force[0] : force;
  return typeof first === 'string' ? first : undefined;
}
