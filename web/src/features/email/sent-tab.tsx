import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { EmailMessageRow, EmailMessageStatus } from '@shelfline/shared/contracts/email.contract';
import { PAGE_SIZES } from '@shelfline/shared/contracts/list.contract';
import { useQuery } from '@tanstack/react-query';
import { useListState } from '../../components/crud/use-list-state.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { emailMessagesQuery } from '../../queries/email.ts';
import { emailStrings as s } from './strings.ts';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_TYPES: Record<EmailMessageStatus, StatusIndicatorProps.Type> = {
  queued: 'pending',
  sending: 'in-progress',
  sent: 'success',
  partlyFailed: 'warning',
};
const c = s.sentTab.columns;

/**
 * The Sent tab (brief E5): each message's progress through the outbox, newest first, paged on the server (page
 * and size in the URL). Admins see every sender's messages, account managers their own (the server decides).
 */
export function SentTab() {
  const { state, update } = useListState();
  const page = useQuery(emailMessagesQuery(state.pageNumber, state.pageSize));
  const total = page.data?.totalFilteredRecords ?? 0;
  return (
    <Table<EmailMessageRow>
      data-testid="sent-messages"
      items={page.data?.items ?? []}
      loading={page.isPending}
      loadingText={s.sentTab.title}
      trackBy="messageId"
      header={
        <Header
          counter={page.data ? `(${total})` : undefined}
          actions={<Button iconName="refresh" ariaLabel={s.sentTab.refresh} onClick={() => void page.refetch()} />}
        >
          {s.sentTab.title}
        </Header>
      }
      columnDefinitions={[
        { id: 'createdAt', header: c.createdAt, cell: (m) => dateTime.format(new Date(m.createdAt)) },
        { id: 'sentBy', header: c.sentBy, cell: (m) => m.sentBy },
        { id: 'subject', header: c.subject, cell: (m) => m.subject },
        { id: 'recipients', header: c.recipients, cell: (m) => m.recipients },
        { id: 'batches', header: c.batches, cell: (m) => `${m.batchesSent} / ${m.batches}` },
        { id: 'failed', header: c.failed, cell: (m) => m.batchesFailed },
        { id: 'bounced', header: c.bounced, cell: (m) => m.bounced + m.complained },
        {
          id: 'status',
          header: c.status,
          cell: (m) => <StatusIndicator type={STATUS_TYPES[m.status]}>{s.sentTab.status[m.status]}</StatusIndicator>,
        },
      ]}
      empty={<Box textAlign="center">{page.isError ? messagesOf(page.error).join(' ') : s.sentTab.empty}</Box>}
      pagination={
        <Pagination
          currentPageIndex={state.pageNumber}
          pagesCount={Math.max(1, Math.ceil(total / state.pageSize))}
          onChange={({ detail }) => update({ pageNumber: detail.currentPageIndex })}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ pageSize: state.pageSize }}
          pageSizePreference={{
            title: 'Page size',
            options: PAGE_SIZES.map((value) => ({ value, label: `${value} ${s.sentTab.resourceName}` })),
          }}
          onConfirm={({ detail }) => update({ pageSize: detail.pageSize ?? state.pageSize })}
        />
      }
    />
  );
}
