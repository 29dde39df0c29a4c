import { ConflictError } from '../../../common/http-errors.ts';
import { createLogger } from '../../../common/logger.ts';
import { applicantRowsOfMonth, readApplicantPartition } from '../../../data/ats/applicants.repository.ts';
import { backoffDelay, inLanes, sleep } from '../../../data/batch.ts';
import type { ApplicantRow } from '../../../data/entities/applicant.entity.ts';
import { removeApplicantLeftovers, removeApplicantRecord } from '../applicants/remove.ts';
import { FIRST_MONTH, monthsUntil } from './months.ts';

/*
 * The applicants part of the retention job (brief A16): every applicant applied before the cutoff goes through the
 * delete HR's Delete runs (remove.ts, A13): record, match keys, links on both sides, the posting's count, then the
 * partition's other items and the résumé objects. Found month by month through the list's index (gsi4, `ofMonth`),
 * never a Scan. Applicants are removed in lanes; only the delete's transaction is taken one at a time per posting
 * (each moves the posting's count, and concurrent transactions on one item conflict), so reads and clean-ups overlap.
 */

export const RETENTION_BY = 'retention';
const log = createLogger({ service: 'shelfline-ats-retention' });
/** Applicants in progress at once. */
const LANES = 8;
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
  const onePerPosting = keyedQueue();
  for (const month of monthsUntil(FIRST_MONTH, cutoff)) {
    const rows = (await applicantRowsOfMonth(month, `${FIRST_MONTH}-01T00:00:00.000Z`, to)).filter(
      (row) => row.createdUtc < to,
    );
    await inLanes(rows, LANES, async (row) => {
      if (!hasTime()) progress.left++;
      else if (await purgeOne(row, to, onePerPosting)) progress.purged++;
      else progress.left++;
    });
  }
  return progress;
}

type KeyedQueue = <T>(key: number, task: () => Promise<T>) => Promise<T>;

/** Runs tasks of one key one after the other (in the order they came), tasks of different keys at once. */
function keyedQueue(): KeyedQueue {
  const tails = new Map<number, Promise<void>>();
  return async (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/**
 * A delete that may succeed when tried again: a version changed under it (409), or another transaction held one of
 * its items (a linked applicant purged by another lane at the same moment).
 */
const isContention = (error: unknown) =>
  error instanceof ConflictError ||
  ['TransactionCanceledException', 'TransactionConflictException'].includes((error as { name?: string })?.name ?? '');

/** True when the applicant is gone (purged now, or already); false when it kept changing under the delete. */
async function purgeOne(row: ApplicantRow, cutoff: string, onePerPosting: KeyedQueue): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const partition = await readApplicantPartition(row.id);
    const applicant = partition.applicant;
    if (!applicant || applicant.createdUtc >= cutoff) return true;
    try {
      const stored = { ...partition, applicant };
      await onePerPosting(applicant.jobPostingId, () => removeApplicantRecord(stored, RETENTION_BY));
      await removeApplicantLeftovers(stored);
      return true;
    } catch (error) {
      // One applicant's delete that cannot go through is left for the next run, never the end of this one.
      if (!isContention(error) || attempt >= TRIES) {
        log.warn('retention left an applicant', {
          id: row.id,
          error: error instanceof Error ? error.message : String(error),
        });
        return false;
      }
      await sleep(backoffDelay(attempt));
    }
  }
}
