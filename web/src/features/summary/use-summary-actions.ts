import type { Summary, SummaryFlags, SummaryQuery, SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { downloadExported } from '../../lib/download.ts';
import { summaryKeys } from '../../queries/summary.ts';
import { SUMMARY_STRINGS as s } from './strings.ts';

/** Release All repeats its step until the server says it is finished; a safety net far above any real range. */
const MAX_STEPS = 200;

/**
 * The Summary's writes (002 §7): the row toggles and notes answer the row's flags, which are patched into the loaded
 * summary (a range of 3,000 rows is not read again for one toggle); Release All and the chart switch refresh the
 * range. A refusal is shown and the row keeps what the server holds.
 */
export function useSummaryActions(query: SummaryQuery) {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const key = summaryKeys.rows(query);
  const failed = (error: unknown) =>
    notify({ type: 'error', content: [s.saveFailed, ...messagesOf(error)], autoClose: false });

  const patchRow = (flags: SummaryFlags, also: Partial<SummaryRow> = {}) =>
    client.setQueryData<Summary>(
      key,
      (old) =>
        old && {
          ...old,
          details: old.details.map((row) => (row.serviceID === flags.serviceID ? { ...row, ...flags, ...also } : row)),
        },
    );

  const setReleased = useMutation({
    mutationFn: (v: { serviceId: number; isReleased: boolean }) => callRoute(summaryRoutes.setReleased, { query: v }),
    onSuccess: (flags) => {
      patchRow(flags);
      notify({ type: 'success', content: flags.released ? s.serviceReleased : s.releaseWithdrawn });
    },
    onError: failed,
  });
  const setReviewed = useMutation({
    mutationFn: (v: { serviceId: number; reviewed: boolean; second: boolean }) =>
      callRoute(v.second ? summaryRoutes.setReviewed2 : summaryRoutes.setReviewed, {
        query: { serviceId: v.serviceId, reviewed: v.reviewed },
      }),
    onSuccess: (flags) => patchRow(flags),
    onError: failed,
  });
  const setReleaseNotes = useMutation({
    mutationFn: (v: { serviceId: number; releaseNotes: string }) =>
      callRoute(summaryRoutes.setReleaseNotes, { query: v }),
    // Cleared notes are absent from the answer: say so, or the old ones would stay.
    onSuccess: (flags) => {
      patchRow(flags, { releaseNotes: flags.releaseNotes });
      notify({ type: 'success', content: s.releaseNotesSaved });
    },
    onError: failed,
  });
  const setDisplayChart = useMutation({
    mutationFn: (status: boolean) =>
      callRoute(summaryRoutes.setDisplayChartToClient, { query: { reportId: query.reportId, status } }),
    onSuccess: (answer) =>
      client.setQueryData<Summary>(key, (old) => old && { ...old, ...answer, reportId: old.reportId }),
    onError: failed,
  });

  const [releaseProgress, setReleaseProgress] = useState<{ done: number; total: number }>();
  const releaseAll = useMutation({
    mutationFn: async (total: number) => {
      let released = 0;
      setReleaseProgress({ done: 0, total });
      for (let i = 0; i < MAX_STEPS; i++) {
        const step = await callRoute(summaryRoutes.releaseAll, { query });
        released += step.released;
        setReleaseProgress({ done: released, total: released + step.remaining });
        if (step.finished) break;
      }
      return released;
    },
    onSuccess: (released) => notify({ type: 'success', content: s.released(released) }),
    onError: failed,
    onSettled: () => {
      setReleaseProgress(undefined);
      return client.invalidateQueries({ queryKey: summaryKeys.range(query.reportId) });
    },
  });

  const exporter = useMutation({
    mutationFn: (format: 'excel' | 'csv') =>
      callRoute(format === 'excel' ? summaryRoutes.exportExcel : summaryRoutes.exportCsv, { query }),
    onMutate: () => notify({ id: 'summary-export', type: 'info', content: s.exporting, autoClose: false }),
    onSuccess: (file) => {
      downloadExported(file);
      notify({ id: 'summary-export', type: 'success', content: s.exportReady(file.fileName) });
    },
    onError: (error) =>
      notify({
        id: 'summary-export',
        type: 'error',
        content: [s.exportFailed, ...messagesOf(error)],
        autoClose: false,
      }),
  });

  return { setReleased, setReviewed, setReleaseNotes, setDisplayChart, releaseAll, releaseProgress, exporter };
}
export type SummaryActions = ReturnType<typeof useSummaryActions>;
