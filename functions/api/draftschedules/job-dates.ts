import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { NotFoundError } from '../../common/http-errors.ts';
import { type LoadedDraft, mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { draftOfJobId } from '../../data/entities/draft.entity.ts';
import { applyJobSettings } from '../../domain/drafts/generate-rows.ts';
import { putRow, rowsOf } from '../../domain/drafts/row-blocks.ts';
import { draftJobOrThrow } from './draft-references.ts';

/**
 * Sets (or, with no dates, clears) the date range of draft job `jobId` and of every row of that job, in one
 * transaction. The path id is the draft job's id, which names its draft (draftId × 1,000 + n).
 */
export async function setJobDates(
  jobId: number,
  dates: { startDate?: string; endDate?: string },
  by: string,
): Promise<LoadedDraft> {
  const draftId = draftOfJobId(jobId);
  if (draftId < 1) throw new NotFoundError(`Draft job ${jobId} was not found.`);
  const { draft } = await mutateDraft(draftId, by, (loaded) => {
    const job = draftJobOrThrow(loaded, jobId);
    const next: DraftJob = { ...job };
    delete next.startDate;
    delete next.endDate;
    if (dates.startDate) next.startDate = dates.startDate;
    if (dates.endDate) next.endDate = dates.endDate;
    loaded.head.jobs = loaded.head.jobs.map((j) => (j.id === jobId ? next : j));
    loaded.headChanged = true;
    for (const { row } of [...rowsOf(loaded)]) {
      if (row.draftJobId !== jobId) continue;
      const changed = applyJobSettings(row, { dates });
      if (changed) putRow(loaded, changed);
    }
  });
  return draft;
}
