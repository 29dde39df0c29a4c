import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import type { LoadedDraft } from '../../data/drafts/drafts.repository.ts';
import type { BlockStore, DraftHead, StoredRow } from '../../data/entities/draft.entity.ts';
import { rowsOf } from './row-blocks.ts';

/** A service row with what it is read against: its draft, its store and its job (000 §3.3). */
export interface RowContext {
  draft: DraftHead;
  row: StoredRow;
  store: BlockStore;
  job: DraftJob;
}

/** Every row of the loaded drafts, joined with its store and job (rows of a removed job are skipped). */
export function rowContexts(drafts: readonly LoadedDraft[]): RowContext[] {
  const contexts: RowContext[] = [];
  for (const draft of drafts) {
    const jobs = new Map(draft.head.jobs.map((job) => [job.id, job]));
    for (const { row, store } of rowsOf(draft)) {
      const job = jobs.get(row.draftJobId);
      if (job) contexts.push({ draft: draft.head, row, store, job });
    }
  }
  return contexts;
}

/** The team lead of a row: the first worker marked so (team leads are kept first). */
export const teamLeadOf = (row: StoredRow) => row.workers.find((w) => w.isTeamLead);
