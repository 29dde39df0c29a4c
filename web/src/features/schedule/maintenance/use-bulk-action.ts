import type { ScheduleBulkAction } from '@shelfline/shared/schedule-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { runBulkSteps } from '../shared/bulk-steps.ts';
import type { ScheduleFilterBody } from '../shared/filter-state.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { maintenanceStrings as s } from './strings.ts';

/** A bulk action asked from the Actions menu (every filtered service) or a row's menu (`serviceId`). */
export interface BulkRequest {
  action: ScheduleBulkAction;
  /** One service (a row's menu); without it, every filtered service. */
  serviceId?: number;
  total: number;
}
export interface BulkProgress {
  action: ScheduleBulkAction;
  changed: number;
  total: number;
}

/**
 * The Actions menu's bulk actions (000 §4.6): the asked action waits for its confirmation, then repeats its call
 * until the server says it is finished, with the progress; the schedule reloads after it, done or refused.
 */
export function useBulkAction(filter: ScheduleFilterBody) {
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<BulkRequest | undefined>();
  const [progress, setProgress] = useState<BulkProgress | undefined>();
  const run = useMutation({
    mutationFn: ({ action, serviceId, total }: BulkRequest) => {
      const body = serviceId ? { ...filter, serviceId } : filter;
      setProgress({ action, changed: 0, total });
      return runBulkSteps(
        () => scheduleApi.bulkStep(action, body),
        (step) => setProgress({ action, changed: step.changed, total: Math.max(total, step.changed + step.remaining) }),
      );
    },
    onSuccess: ({ changed, skipped }, { action }) =>
      notify({
        type: 'success',
        content:
          action === 'unsubmit'
            ? [s.unsubmitted, s.bulkDone(action, changed, skipped)]
            : s.bulkDone(action, changed, skipped),
        id: 'schedule-bulk-done',
      }),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => {
      setProgress(undefined);
      setRequest(undefined);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
  });
  return {
    /** The action waiting for its confirmation (none while one runs). */
    asked: progress === undefined ? request : undefined,
    ask: setRequest,
    cancel: () => setRequest(undefined),
    confirm: () => (request ? run.mutateAsync(request).catch(() => undefined) : undefined),
    progress,
    running: run.isPending,
  };
}
