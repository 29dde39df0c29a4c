import type { RunTrigger } from '@shelfline/shared/contracts/export-schedule.contract';
import { createLogger } from '../../common/logger.ts';
import {
  dueSchedules,
  moveNextRun,
  type StoredSchedule,
} from '../../data/export-schedules/export-schedules.repository.ts';
import { type StartRunOptions, startRuns } from './dispatch.ts';
import { lastSlotAtOrBefore, nextSlotAfter } from './recurrence.ts';

/*
 * The scheduler's tick (brief files-mail-recruiting §7.4 "Trigger", J2, J4): every 5 minutes (EventBridge Scheduler in
 * AWS, scripts/local/local-tick.ts locally) it reads the sparse due index once, starts the run of each due schedule's
 * latest slot, and moves the schedule's next run past `now`. Runs are started before the schedules move: a crash in
 * between leaves them due, and the next tick's start finds the runs made and sends nothing again.
 *
 * After an outage (the tick stopped, the stack was down) a schedule catches up at most once (J4): only its latest
 * missed slot runs, and only if it is within 24 h; older slots are skipped, the schedule just moves on.
 */

const log = createLogger({ service: 'shelfline-export-tick' });

/** A missed slot older than this is not run (J4). */
export const CATCH_UP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Due schedules one tick takes; the rest (if ever) are the next tick's, 5 minutes later. */
const DUE_PER_TICK = 500;

export interface TickResult {
  due: number;
  /** Runs queued by this tick. */
  started: number;
  /** Due schedules whose run of the slot existed already (a duplicated tick, Run now earlier). */
  alreadyRun: number;
  /** Due schedules whose latest slot was older than the catch-up window (or than their next run): moved on without a run. */
  skipped: number;
  /** Schedules another tick or an admin moved first (their move was refused). */
  notMoved: number;
}

interface Plan {
  schedule: StoredSchedule;
  /** Undefined: the slot is older than the catch-up window. */
  run?: StartRunOptions;
  next: string;
}

/** One tick at `now` (see the top of this file). */
export async function tick(now: Date): Promise<TickResult> {
  return dispatchDue(await dueSchedules(now, DUE_PER_TICK), now);
}

/** Starts the runs of schedules the due index answered at `now`, then moves them past `now`. */
export async function dispatchDue(due: readonly StoredSchedule[], now: Date): Promise<TickResult> {
  const plans = due.flatMap((schedule) => {
    try {
      return [plan(schedule, now)];
    } catch (error) {
      // A schedule whose recurrence cannot be computed stays due and is reported; the others still run.
      log.error('scheduled export not planned', { scheduleId: schedule.id, error: String(error) });
      return [];
    }
  });
  const toStart = plans.filter((p) => p.run !== undefined);
  const results = await startRuns(toStart.map((p) => ({ schedule: p.schedule, ...(p.run as StartRunOptions) })));
  const moved = await Promise.all(plans.map((p) => moveNextRun(p.schedule.id, p.schedule.nextRunAt, p.next)));
  const result: TickResult = {
    due: due.length,
    started: results.filter((r) => r.started).length,
    alreadyRun: results.filter((r) => !r.started).length,
    skipped: plans.length - toStart.length,
    notMoved: moved.filter((ok) => !ok).length,
  };
  return result;
}

function plan(schedule: StoredSchedule, now: Date): Plan {
  const next = nextSlotAfter(schedule, now).toISOString();
  const slot = lastSlotAtOrBefore(schedule, now);
  const stored = schedule.nextRunAt === undefined ? undefined : Date.parse(schedule.nextRunAt);
  // Too old to catch up (J4), or before the schedule was due at all (its next run was set past it, e.g. by resume).
  if (now.getTime() - slot.getTime() > CATCH_UP_WINDOW_MS || (stored !== undefined && slot.getTime() < stored))
    return { schedule, next };
  // The stored next run before the latest slot: that slot was missed as well as this one.
  const missed = stored !== undefined && stored < slot.getTime();
  const trigger: RunTrigger = missed ? 'catchUp' : 'timer';
  return { schedule, run: { trigger, periodKey: slot.toISOString(), now }, next };
}
