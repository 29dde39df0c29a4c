import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Reassignment } from '@shelfline/shared/contracts/schedule.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { dashboardKeys, reassignmentsQuery } from '../../queries/dashboard.ts';
import { dashboardApi, type ReassignmentQuery } from './dashboard-api.ts';
import { reassignmentColumns } from './reassignment-columns.tsx';
import { ReassignmentFilters } from './reassignment-filters.tsx';
import { dashboardStrings as s } from './strings.ts';

const r = s.reassignments;

/** The Service Reassignment table (000 §2.4, §3.4): filters, a From/To window applied by Submit, server paging, Act. */
export function ReassignmentTable() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [query, setQuery] = useState<ReassignmentQuery>({ pageNumber: 1, pageSize: 20 });
  const page = useQuery(reassignmentsQuery(query));
  const act = useMutation({
    mutationFn: (row: Reassignment) => dashboardApi.act(row.id),
    onSuccess: () => {
      notify({ type: 'success', content: r.acted });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.allReassignments });
    },
    onError: (error) => notify({ type: 'error', content: [r.actFailed, ...messagesOf(error)], autoClose: false }),
  });
  /** The row being acted on: its button spins, the others wait. */
  const acting = act.isPending ? act.variables?.id : undefined;

  const columns = reassignmentColumns(acting, (row) => act.mutate(row));
  const total = page.data?.totalCount ?? 0;
  return (
    <Table<Reassignment>
      data-testid="reassignment-table"
      columnDefinitions={columns}
      items={page.data?.items ?? []}
      loading={page.isPending}
      loadingText={s.loading}
      trackBy="id"
      empty={<Box textAlign="center">{r.empty}</Box>}
      header={
        <Header variant="h2" counter={page.data ? s.counter(total) : undefined}>
          {r.title}
        </Header>
      }
      filter={
        <SpaceBetween size="s">
          {page.isError && <Alert type="error">{messagesOf(page.error).join(' ')}</Alert>}
          <ReassignmentFilters query={query} onChange={(patch) => setQuery((q) => ({ ...q, ...patch }))} />
        </SpaceBetween>
      }
      pagination={
        <Pagination
          currentPageIndex={query.pageNumber}
          pagesCount={Math.max(1, Math.ceil(total / query.pageSize))}
          onChange={(e) => setQuery((q) => ({ ...q, pageNumber: e.detail.currentPageIndex }))}
          ariaLabels={r.pagination}
        />
      }
    />
  );
}
