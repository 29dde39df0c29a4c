/**
 * Draft schedule status (000 §4.1, states.md 1.1, docs/decisions.md#drafts): the values and the transition table. The server
 * refuses every move this table does not allow; the SPA disables the same buttons from it, so both agree.
 *
 * Moving to `Completed` also needs every detail row ready (hours > 0, at least one worker, a team lead who is
 * neither Inactive nor FullyBlocked) — a check on the rows, made by the server when the move is asked for.
 */
export const DRAFT_STATUSES = ['InProgress', 'ReadyForSupervisor', 'Completed', 'Exported'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  InProgress: 'In Progress',
  ReadyForSupervisor: 'Ready For Supervisor',
  Completed: 'Completed',
  Exported: 'Exported',
};

const ALLOWED: Readonly<Record<DraftStatus, readonly DraftStatus[]>> = {
  InProgress: ['ReadyForSupervisor', 'Completed'],
  ReadyForSupervisor: ['InProgress', 'Completed'],
  Completed: ['InProgress', 'Exported'],
  Exported: [],
};

/** The statuses a draft may move to from `from` (never itself). */
export function nextDraftStatuses(from: DraftStatus): readonly DraftStatus[] {
  return ALLOWED[from];
}

export function canMoveDraft(from: DraftStatus, to: DraftStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Completed and Exported drafts are read-only: no edit of the draft, its stores, jobs or rows. */
export function isDraftReadOnly(status: DraftStatus): boolean {
  return status === 'Completed' || status === 'Exported';
}

/**
 * Export turns drafts into live services: only when every selected draft is Completed (000 §2.5). Exported is
 * reached through export only, not through the status call.
 */
export function canExportDrafts(statuses: readonly DraftStatus[]): boolean {
  return statuses.length > 0 && statuses.every((s) => s === 'Completed');
}
