import type {
  DetailField,
  DetailFieldValue,
  DetailFilterInput,
  Draft,
  DraftDetail,
  RowWorker,
} from '@shelfline/shared/contracts/draft.contract';
import type { EmployeeSearchRow } from '@shelfline/shared/contracts/employee-search.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { draftDetailsKeys, draftKeys } from '../../../queries/drafts.ts';
import { employeeKeys } from '../../../queries/employees.ts';
import type { FieldValue } from './components/detail-columns.ts';
import type { FillRequest } from './components/fill-missing-modal.tsx';
import { detailsApi } from './details-api.ts';
import { fieldChange } from './details-rules.ts';
import { detailsStrings as s } from './strings.ts';

/**
 * One change of the details screen: a success toast when it has one; a failure shows the server's messages in a
 * sticky toast and rejects `mutateAsync`, so a modal keeps its own state (its inline error). Either way the
 * screen's rows, the draft list (counts, status) and the worker search (availability) reload before it settles.
 */
function useDetailsMutation<V, T>(
  mutationFn: (variables: V) => Promise<T>,
  success?: (result: T, variables: V) => string,
) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      if (success) notify({ type: 'success', content: success(result, variables) });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: draftDetailsKeys.all }),
        queryClient.invalidateQueries({ queryKey: draftKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      ]),
  });
}

interface RowWorkerChange {
  row: DraftDetail;
  worker: RowWorker;
}

/** The writes of the Draft details screen (000 §2.7, §4.1, §4.2); the bulk ones apply to `filter`'s rows. */
export function useDetailsChanges(filter: DetailFilterInput) {
  return {
    editRow: useDetailsMutation(
      ({ row, field, value }: { row: DraftDetail; field: DetailField; value: FieldValue }) =>
        detailsApi.updateRow(row, fieldChange(field, value)),
      () => s.updated,
    ),
    toggleTemporary: useDetailsMutation(({ row, worker }: RowWorkerChange) =>
      detailsApi.setTemporary(row.id, worker.id, !worker.isTemporary),
    ),
    moveStatus: useDetailsMutation(
      ({ draft, status }: { draft: Draft; status: DraftStatus }) =>
        detailsApi.setStatus(draft.id, status, draft.version),
      (_, { status }) => s.statusChanged(status),
    ),
    addWorker: useDetailsMutation(
      ({ row, worker, isTeamLead }: { row: DraftDetail; worker: EmployeeSearchRow; isTeamLead: boolean }) =>
        detailsApi.addWorker(row.id, worker.id, isTeamLead),
      (_, { worker }) => s.workerAdded(worker.name),
    ),
    replaceWorker: useDetailsMutation(
      ({ old, worker }: { old: RowWorker; worker: EmployeeSearchRow }) =>
        detailsApi.replaceWorker(old.id, worker.id, filter),
      (result) => s.replaced(result.affected),
    ),
    applyToAll: useDetailsMutation(
      (change: DetailFieldValue) => detailsApi.batch(change, filter),
      (result) => s.bulkDone(result.affected),
    ),
    removeWorker: useDetailsMutation(
      ({ row, worker }: RowWorkerChange) => detailsApi.removeWorker(row.id, worker.id),
      (_, { worker }) => s.workerRemoved(worker.name),
    ),
    removeAll: useDetailsMutation(
      () => detailsApi.removeWorkers(filter),
      (result) => s.removedAll(result.affected),
    ),
    fillMissing: useDetailsMutation((request: FillRequest) => detailsApi.fillMissing({ ...request, metadata: filter })),
  };
}

export type DetailsChanges = ReturnType<typeof useDetailsChanges>;
