import type { DetailsPagedRequest, DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { useMutation } from '@tanstack/react-query';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { buildDetailsCsv, csvFileName } from './csv.ts';
import { detailsApi } from './details-api.ts';

/** The largest page details-paged answers (DetailsPagedRequestSchema). */
const MAX_CSV_PAGE = 20_000;

/**
 * Download CSV (000 §2.7): every row of the filter, sorted as shown, as one file. A failure shows the server's
 * messages in a sticky toast; `isPending` holds the button's spinner.
 */
export function useDetailsCsv(request: DetailsPagedRequest, total: number) {
  const { notify } = useNotifications();
  return useMutation({
    mutationFn: async () => {
      // Page 0 with the page size equal to the filtered count; the API caps a page, so more rows (several large
      // drafts) come in as many pages of the cap as needed.
      const size = Math.min(Math.max(1, total), MAX_CSV_PAGE);
      const rows: DraftDetail[] = [];
      for (let pageNumber = 0; pageNumber * size < Math.max(1, total); pageNumber += 1) {
        const part = await detailsApi.page({
          ...request,
          pageNumber,
          pageSize: size,
          includeAvailability: false,
          includeFilterLists: false,
        });
        rows.push(...part.details);
      }
      downloadBlob(new Blob([buildDetailsCsv(rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(new Date()));
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
}
