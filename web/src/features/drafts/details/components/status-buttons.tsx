import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { canMoveDraft, DRAFT_STATUSES, type DraftStatus } from '@shelfline/shared/draft-status';
import { statusDisabledReason } from '../details-rules.ts';
import { detailsStrings as s } from '../strings.ts';

export interface StatusButtonsProps {
  draft: Draft;
  problems: readonly string[];
  /** The completion problems are being read: Completed waits for them. */
  checking: boolean;
  busy: DraftStatus | undefined;
  onMove: (status: DraftStatus) => void;
}

/**
 * One button per status (000 §4.1): disabled for the current status and for moves the table refuses; Completed also
 * while the draft's rows are not ready (the problems are listed under the buttons). Exported is reached through the
 * draft list's export only.
 */
export function StatusButtons({ draft, problems, checking, busy, onMove }: StatusButtonsProps) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {DRAFT_STATUSES.map((status) => {
        const reason = statusDisabledReason(draft, status, problems, checking);
        return (
          <Button
            key={status}
            variant={status === draft.status ? 'primary' : 'normal'}
            disabled={reason !== undefined || busy !== undefined}
            disabledReason={busy === undefined ? reason : undefined}
            loading={busy === status}
            onClick={() => onMove(status)}
            data-testid={`status-${status}`}
          >
            {s.statusButton(status)}
          </Button>
        );
      })}
    </SpaceBetween>
  );
}

/** What keeps the draft from being Completed, when Completed is a move the table allows. */
export function CompletionProblems({ draft, problems }: { draft: Draft; problems: readonly string[] }) {
  if (!problems.length || !canMoveDraft(draft.status, 'Completed')) return null;
  return (
    <Alert type="info" header={s.completionProblems} data-testid="completion-problems">
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
