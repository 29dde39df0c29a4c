import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { DRAFT_STATUS_LABELS, type DraftStatus } from '@shelfline/shared/draft-status';
import { detailsStrings as s } from '../strings.ts';
import { StatusButtons } from './status-buttons.tsx';

export interface DetailsPageHeaderProps {
  title: string;
  /** The draft when the screen shows one: its status is the description. */
  single: Draft | undefined;
  /** The status buttons show for one draft to those who manage drafts. */
  showStatus: boolean;
  problems: readonly string[];
  checking: boolean;
  /** The status being moved to. */
  moving: DraftStatus | undefined;
  onMove: (status: DraftStatus) => void;
}

/** The screen's title, with the draft's status and its status buttons (000 §4.1) when it shows one draft. */
export function DetailsPageHeader({
  title,
  single,
  showStatus,
  problems,
  checking,
  moving,
  onMove,
}: DetailsPageHeaderProps) {
  return (
    <Header
      variant="h1"
      description={single ? DRAFT_STATUS_LABELS[single.status] : undefined}
      actions={
        showStatus && single ? (
          <StatusButtons draft={single} problems={problems} checking={checking} busy={moving} onMove={onMove} />
        ) : undefined
      }
    >
      {title}
    </Header>
  );
}

export interface DetailsRowsHeaderProps {
  /** `(filtered/all)` once the rows are read. */
  counter: string | undefined;
  /** No rows to act on yet (not read, or none in the filter). */
  noRows: boolean;
  /** A shown draft is Completed or Exported: its workers cannot change. */
  anyReadOnly: boolean;
  canManage: boolean;
  downloading: boolean;
  onDownload: () => void;
  onFill: () => void;
  onRemoveAll: () => void;
}

/** The rows table's header: its counter, Download CSV, Fill missing workers and (managers) Remove all workers. */
export function DetailsRowsHeader(props: DetailsRowsHeaderProps) {
  const { noRows, anyReadOnly } = props;
  return (
    <Header
      variant="h2"
      counter={props.counter}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="download"
            onClick={props.onDownload}
            loading={props.downloading}
            disabled={noRows}
            data-testid="download-csv"
          >
            {s.downloadCsv}
          </Button>
          <Button onClick={props.onFill} disabled={noRows || anyReadOnly} data-testid="fill-missing">
            {s.fillMissing}
          </Button>
          {props.canManage ? (
            <Button onClick={props.onRemoveAll} disabled={noRows || anyReadOnly} data-testid="remove-all-workers">
              {s.removeAll}
            </Button>
          ) : null}
        </SpaceBetween>
      }
    >
      {s.rowsTitle}
    </Header>
  );
}
