import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type {
  ExceptionService,
  FlaggedAnswer,
  IncompleteService,
  SummaryQuery,
} from '@shelfline/shared/contracts/summary.contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ModalFooter } from '../../components/crud/modal-parts.tsx';
import { exceptionsQuery, flaggedQuery, incompleteQuery } from '../../queries/summary.ts';
import { SUMMARY_STRINGS as s } from './strings.ts';

/** The Flagged, Show Exceptions and Show Incomplete modals (002 §2): one read-only list each, read when opened. */
export type SummaryList = 'flagged' | 'exceptions' | 'incomplete';

function ListModal<T>({
  title,
  testId,
  list,
  columns,
  empty,
  onDismiss,
}: {
  title: string;
  testId: string;
  list: UseQueryResult<T[]>;
  columns: TableProps.ColumnDefinition<T>[];
  empty: string;
  onDismiss: () => void;
}) {
  return (
    <Modal
      visible
      size="max"
      header={title}
      data-testid={testId}
      onDismiss={onDismiss}
      footer={
        <ModalFooter>
          <Button variant="primary" onClick={onDismiss}>
            {s.close}
          </Button>
        </ModalFooter>
      }
    >
      <Table
        variant="embedded"
        items={list.data ?? []}
        loading={list.isPending}
        loadingText={s.loading}
        columnDefinitions={columns}
        empty={<Box textAlign="center">{list.isError ? list.error.message : empty}</Box>}
        stickyHeader
      />
    </Modal>
  );
}

type ServiceLine = { serviceID: number; storeName: string; storeNumber: number };
/** The service and its store, first in every list. */
const leading = <T extends ServiceLine>(): TableProps.ColumnDefinition<T>[] => [
  { id: 'serviceId', header: s.serviceId, cell: (r) => r.serviceID },
  { id: 'store', header: s.store, cell: (r) => r.storeName },
  { id: 'storeNumber', header: s.storeNumber, cell: (r) => r.storeNumber },
];

interface ListProps {
  query: SummaryQuery;
  onDismiss: () => void;
}

export function SummaryListModal({ list, ...props }: ListProps & { list: SummaryList }) {
  if (list === 'flagged') return <FlaggedModal {...props} />;
  if (list === 'exceptions') return <ExceptionsModal {...props} />;
  return <IncompleteModal {...props} />;
}

function FlaggedModal({ query, onDismiss }: ListProps) {
  const list = useQuery(flaggedQuery(query.reportId));
  return (
    <ListModal
      title={s.flaggedTitle}
      testId="flagged-modal"
      list={list}
      empty={s.nothingFlagged}
      onDismiss={onDismiss}
      columns={[
        ...leading<FlaggedAnswer>(),
        { id: 'question', header: s.question, cell: (r) => r.question },
        {
          id: 'answer',
          header: s.answer,
          cell: (r) => (
            <Box color="text-status-error" variant="span">
              {r.answer}
            </Box>
          ),
        },
        { id: 'comments', header: s.comments, cell: (r) => r.comments ?? '' },
      ]}
    />
  );
}

function ExceptionsModal({ query, onDismiss }: ListProps) {
  const list = useQuery(exceptionsQuery(query));
  return (
    <ListModal
      title={s.exceptionsTitle}
      testId="exceptions-modal"
      list={list}
      empty={s.noExceptions}
      onDismiss={onDismiss}
      columns={[
        ...leading<ExceptionService>(),
        { id: 'merchandiser', header: s.merchandiser, cell: (r) => r.merchandiser ?? '' },
        { id: 'completed', header: s.completedDate, cell: (r) => r.completedDate ?? '' },
        { id: 'latest', header: s.latest, cell: (r) => r.latestDate },
        { id: 'hours', header: s.reportedHours, cell: (r) => r.reportedHours ?? '' },
        { id: 'limit', header: s.timeLimit, cell: (r) => r.timeLimit ?? '' },
        {
          id: 'submitted',
          header: s.submitted,
          cell: (r) => r.dateReportSubmitted?.slice(0, 16).replace('T', ' ') ?? '',
        },
        { id: 'exceptions', header: s.exceptions, cell: (r) => r.exceptions.join(', ') },
      ]}
    />
  );
}

function IncompleteModal({ query, onDismiss }: ListProps) {
  const list = useQuery(incompleteQuery(query));
  return (
    <ListModal
      title={s.incompleteTitle}
      testId="incomplete-modal"
      list={list}
      empty={s.noIncomplete}
      onDismiss={onDismiss}
      columns={[
        ...leading<IncompleteService>(),
        { id: 'merchandiser', header: s.merchandiser, cell: (r) => r.merchandiser ?? '' },
        { id: 'earliest', header: s.earliest, cell: (r) => r.earliestDate },
        { id: 'latest', header: s.latest, cell: (r) => r.latestDate },
        { id: 'mode', header: s.mode, cell: (r) => r.mode },
      ]}
    />
  );
}
