import { ConflictError } from '../../../common/http-errors.ts';
import { createLogger } from '../../../common/logger.ts';
import { applicantRowsOfMonth, readApplicantPartition } from '../../../data/ats/applicants.repository.ts';
import { backoffDelay, inLanes, sleep } from '../../../data/batch.ts';
import type { ApplicantRow } from '../../../data/entities/applicant.entity.ts';
import { removeApplicant } from '../applicants/remove.ts';
import { FIRST_MONTH, monthsUntil } from './months.ts';

/*
 * The applicants part of the retention job (brief A16): every applicant applied before the cutoff goes through the
 * delete HR's Delete runs (remove.ts, A13): record, match keys, links on both sides, the posting's count, then the
 * partition's other items and the résumé objects. Found month by month through the list's index (gsi4, `ofMonth`),
 * never a Scan. Applicants of one posting are removed one after the other (each delete moves the posting's count,
 * and concurrent transactions on one item conflict); postings run in lanes.
 */

export const RETENTION_BY = 'retention';
const log = createLogger({ service: 'shelfline-ats-retention' });
/** Postings purged at once. */
const LANES = 4;
/** Tries of one applicant's delete: a linked applicant purged at the same time may change under it. */
const TRIES = 4;

export interface PurgeProgress {
  purged: number;
  /** Left for the next run: the time budget ran out, or the delete kept conflicting. */
  left: number;
}

/** Removes the applicants applied before `cutoff` while `hasTime()` answers true. */
export async function purgeExpiredApplicants(cutoff: Date, hasTime: () => boolean): Promise<PurgeProgress> {
  const progress: PurgeProgress = { purged: 0, left: 0 };
  const to = cutoff.toISOString();
  for (const month of monthsUntil(FIRST_MONTH, cutoff)) {
    const rows = (await applicantRowsOfMonth(month, `${FIRST_MONTH}-01T00:00:00.000Z`, to)).filter(
      (row) => row.createdUtc < to,
    );
    if (rows.length === 0) continue;
    if (!hasTime()) {
      progress.left += rows.length;
      continue;
    }
    await inLanes([...byPosting(rows).values()], LANES, async (ofPosting) => {
      for (const row of ofPosting) {
        if (!hasTime()) progress.left++;
        else if (await purgeOne(row.id, to)) progress.purged++;
        else progress.left++;
      }
    });
  }
  return progress;
}

function byPosting(rows: readonly ApplicantRow[]): Map<number, ApplicantRow[]> {
  const groups = new Map<number, ApplicantRow[]>();
  for (const row of rows) groups.set(row.jobPostingId, [...(groups.get(row.jobPostingId) ?? []), row]);
  return groups;
}

/**
 * A delete that may succeed when tried again: a version changed under it (409), or another transaction held one of
 * its items (a linked applicant purged by another lane at the same moment).
 */
const isContention = (error: unknown) =>
  error instanceof ConflictError ||
  ['TransactionCanceledException', 'TransactionConflictException'].includes((error as { name?: string })?.name ?? '');

/** True when the applicant is gone (purged now, or already); false when it kept changing under the delete. */
async function purgeOne(id: number, cutoff: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const partition = await readApplicantPartition(id);
    const applicant = partition.applicant;
    if (!applicant || applicant.createdUtc >= cutoff) return true;
    try {
      await removeApplicant({ ...partition, applicant }, RETENTION_BY);
      return true;
    } catch (error) {
      // One applicant's delete that cannot go through is left for the next run, never the end of this one.
      if (!isContention(error) || attempt >= TRIES) {
        log.warn('retention left an applicant', { id, error: error instanceof Error ? error.message : String(error) });
        return false;
      }
      await sleep(backoffDelay(attempt));
    }
  }
}
