import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import type { Summary, SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import { SUMMARY_STRINGS as s } from './strings.ts';
import type { SummaryActions } from './use-summary-actions.ts';

/**
 * The Summary table's columns (002 §2; brief §7b) for staff or a customer: the store and report fields, one column
 * per question (a flagged answer in red, its comments as a tooltip), pictures, then the flags. A customer gets no
 * merchandiser, release, notes or exception column (the server sends none of them) and toggles their own two
 * reviews; staff toggle Released and Reviewed and read the client's.
 */
export interface ColumnContext {
  summary: Summary;
  customer: boolean;
  actions: SummaryActions;
  onPictures: (row: SummaryRow) => void;
  onReleaseNotes: (row: SummaryRow) => void;
  /** Opens the row's Service Report read-only (the store-report link); absent for customers (002 §2). */
  onStoreReport?: (row: SummaryRow) => void;
}

type Column = TableProps.ColumnDefinition<SummaryRow>;

/** The row's colour (002 §2): light blue released (customer: reviewedClient2), light green reviewed; blue wins. */
export function toneOf(row: SummaryRow, customer: boolean): 'blue' | 'green' | undefined {
  if (customer ? row.reviewedClient2 : row.released) return 'blue';
  if (customer ? row.reviewedClient : row.reviewedInternal) return 'green';
  return undefined;
}

const text = (id: string, header: string, cell: (row: SummaryRow) => string | number | undefined): Column => ({
  id,
  header,
  cell: (row) => cell(row) ?? '',
});

function answerColumn(questionId: number, heading: string, questionText: string): Column {
  return {
    id: `q${questionId}`,
    header: <span title={questionText}>{heading}</span>,
    cell: (row) => {
      const answer = row.answers[String(questionId)];
      if (!answer) return '';
      const shown = answer.flagged ? (
        <Box color="text-status-error" fontWeight="bold" variant="span">
          <span data-flagged="true">{answer.textValue}</span>
        </Box>
      ) : (
        answer.textValue
      );
      return answer.comments ? (
        <span title={s.commentsOf(answer.comments)} data-comments={answer.comments}>
          {shown}{' '}
          <Box variant="span" color="text-status-info">
            *
          </Box>
        </span>
      ) : (
        shown
      );
    },
  };
}

function toggleColumn(
  id: string,
  header: string,
  checked: (row: SummaryRow) => boolean,
  change: (row: SummaryRow, value: boolean) => void,
  busy: (row: SummaryRow) => boolean,
  label: (store: string) => string,
): Column {
  return {
    id,
    header,
    cell: (row) => (
      <Toggle
        checked={checked(row)}
        disabled={busy(row)}
        ariaLabel={label(`${row.storeName} #${row.storeNumber}`)}
        data-testid={`${id}-${row.serviceID}`}
        onChange={(e) => change(row, e.detail.checked)}
      />
    ),
  };
}

const yesNo = (flag: boolean) => (flag ? s.yes : s.no);

export function summaryColumns({
  summary,
  customer,
  actions,
  onPictures,
  onReleaseNotes,
  onStoreReport,
}: ColumnContext): Column[] {
  const pendingOf = (mutation: { isPending: boolean; variables?: { serviceId: number } }) => (row: SummaryRow) =>
    mutation.isPending && mutation.variables?.serviceId === row.serviceID;
  const reviewBusy = pendingOf(actions.setReviewed);
  const columns: Column[] = [
    {
      id: 'store',
      header: s.store,
      isRowHeader: true,
      cell: (row) => (
        <span data-row-tone={toneOf(row, customer) ?? 'none'} data-service-id={row.serviceID}>
          {onStoreReport ? (
            <Link
              data-testid={`store-report-${row.serviceID}`}
              ariaLabel={s.storeReport(row.storeName, row.serviceID)}
              onFollow={() => onStoreReport(row)}
            >
              {row.storeName}
            </Link>
          ) : (
            row.storeName
          )}
        </span>
      ),
    },
    text('storeNumber', s.storeNumber, (row) => row.storeNumber),
    text('trait', s.trait, (row) => row.trait),
    text('completedDate', s.completedDate, (row) => row.completedDate),
    ...(customer ? [] : [text('merchandiser', s.merchandiser, (row) => row.merchandiser)]),
    text('timeIn', s.timeIn, (row) => row.timeIn),
    text('timeOut', s.timeOut, (row) => row.timeOut),
    text('comments', s.comments, (row) => row.comments),
    text('clientComments', summary.clientCommentsLabel, (row) => row.clientComments),
    ...summary.headers.map((h) => answerColumn(h.questionId, h.heading, h.questionText)),
    {
      id: 'pictures',
      header: s.pictures,
      cell: (row) =>
        row.picturesUrl ? (
          <Link data-testid={`pictures-${row.serviceID}`} onFollow={() => onPictures(row)}>
            {s.picturesLink(row.picturesCount)}
          </Link>
        ) : (
          ''
        ),
    },
  ];
  if (customer)
    return [
      ...columns,
      toggleColumn(
        'reviewed',
        s.reviewedColumn,
        (row) => row.reviewedClient,
        (row, reviewed) => actions.setReviewed.mutate({ serviceId: row.serviceID, reviewed, second: false }),
        reviewBusy,
        s.toggleReviewed,
      ),
      toggleColumn(
        'reviewed2',
        s.reviewed2Column,
        (row) => row.reviewedClient2,
        (row, reviewed) => actions.setReviewed.mutate({ serviceId: row.serviceID, reviewed, second: true }),
        reviewBusy,
        s.toggleReviewed2,
      ),
    ];
  return [
    ...columns,
    text('exceptions', s.exceptions, (row) => row.exceptions?.join(', ')),
    toggleColumn(
      'released',
      s.releasedColumn,
      (row) => row.released === true,
      (row, isReleased) => actions.setReleased.mutate({ serviceId: row.serviceID, isReleased }),
      pendingOf(actions.setReleased),
      s.toggleReleased,
    ),
    toggleColumn(
      'reviewed',
      s.reviewedColumn,
      (row) => row.reviewedInternal === true,
      (row, reviewed) => actions.setReviewed.mutate({ serviceId: row.serviceID, reviewed, second: false }),
      reviewBusy,
      s.toggleReviewed,
    ),
    text('clientReviewed', s.clientReviewed, (row) => yesNo(row.reviewedClient)),
    text('clientReviewed2', s.clientReviewed2, (row) => yesNo(row.reviewedClient2)),
    {
      id: 'releaseNotes',
      header: s.releaseNotes,
      cell: (row) => (
        // The pen first: long notes are cut at the column's edge, the pen never is; the whole notes show as a tooltip.
        <span title={row.releaseNotes}>
          <Button
            variant="inline-icon"
            iconName="edit"
            ariaLabel={`${s.editReleaseNotes}: ${row.storeName} #${row.storeNumber}`}
            data-testid={`release-notes-${row.serviceID}`}
            onClick={() => onReleaseNotes(row)}
          />{' '}
          {row.releaseNotes}
        </span>
      ),
    },
  ];
}
