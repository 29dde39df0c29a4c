import type { FunctionDefinition } from '../../functions/registry.ts';
import { lambdaContext } from './lambda-context.ts';
import { loadFunction } from './local-functions.ts';

/**
 * Stands in for an EventBridge Scheduler schedule: invokes a job's handler at the start of every minute (AWS ticks
 * the scheduled exports every 5 minutes; locally a run is due within a minute of its time). Ticks never overlap: the
 * next one is set when the last has ended. A failing tick is logged and the next minute's tick runs as usual.
 */
export function startLocalTick(options: {
  name: string;
  definition: FunctionDefinition;
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
      const fn = await loadFunction(options.name, options.definition);
      await fn.handler({ source: 'local-tick', time: new Date().toISOString() }, lambdaContext(fn.name));
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
    // The timer alone does not keep the process alive (stop() is what ends it in tests and on Ctrl-C).
    timer.unref();
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
