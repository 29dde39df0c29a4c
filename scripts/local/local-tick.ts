import type { FunctionDefinition } from '../../functions/registry.ts';
import { lambdaContext } from './lambda-context.ts';
import { loadFunction } from './local-functions.ts';

/**
 * Stands in for an EventBridge Scheduler schedule: runs a job at the start of every minute (AWS ticks the scheduled
 * exports every 5 minutes; locally a run is due within a minute of its time). Ticks never overlap: the next one is
 * set when the last has ended. A failing tick is logged and the next one runs as usual. stop() ends the timer and
 * waits for a tick under way.
 */
export function startLocalTick(options: {
  name: string;
  run: () => Promise<unknown>;
  log: (entry: Record<string, unknown>) => void;
  /** Between ticks (default one minute); ticks fall on multiples of it. */
  everyMs?: number;
}): { stop(): Promise<void> } {
  const every = options.everyMs ?? 60_000;
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const fire = async () => {
    try {
      await options.run();
    } catch (error) {
      options.log({ level: 'error', message: 'local tick failed', function: options.name, error: String(error) });
    }
  };
  const schedule = () => {
    if (!running) return;
    timer = setTimeout(
      () => {
        current = fire().finally(schedule);
      },
      every - (Date.now() % every),
    );
  };
  schedule();

  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}

/** A scheduled job's handler as EventBridge Scheduler invokes it (the job reads no event). */
export function invokeJob(name: string, definition: FunctionDefinition): () => Promise<unknown> {
  return async () => {
    const fn = await loadFunction(name, definition);
    return fn.handler({ source: 'local-tick', time: new Date().toISOString() }, lambdaContext(fn.name));
  };
}
