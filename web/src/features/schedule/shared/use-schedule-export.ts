import { useMutation } from '@tanstack/react-query';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { downloadExported } from '../../../lib/download.ts';
import type { ScheduleFilterBody } from './filter-state.ts';
import { scheduleApi } from './schedule-api.ts';
import { scheduleStrings as s } from './strings.ts';

/**
 * The search panel's Export of both schedule screens: `schedule/export/excel` of the filter the screen shows (the
 * server scopes a merchandiser to their own services), then the browser follows the answered link. `exporting` keeps
 * the button busy meanwhile; a refusal is shown, not lost.
 */
export function useScheduleExport(filter: ScheduleFilterBody) {
  const { notify } = useNotifications();
  const exporter = useMutation({
    mutationFn: () => scheduleApi.exportExcel(filter),
    onSuccess: (file) => downloadExported(file),
    onError: (error) => notify({ type: 'error', content: [s.exportFailed, ...messagesOf(error)], autoClose: false }),
  });
  return { onExport: () => exporter.mutate(), exporting: exporter.isPending };
}
