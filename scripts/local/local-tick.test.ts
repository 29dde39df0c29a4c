import { describe, expect, it } from 'vitest';
import { startLocalTick } from './local-tick.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startLocalTick', () => {
  it('ticks on multiples of its period, logs a failing tick and goes on, and stops for good', async () => {
    const ticks: number[] = [];
    const logged: Record<string, unknown>[] = [];
    const tick = startLocalTick({
      name: 'test-tick',
      everyMs: 100,
      log: (entry) => logged.push(entry),
      run: async () => {
        ticks.push(Date.now());
        if (ticks.length === 2) throw new Error('tick two fails');
      },
    });
    await sleep(550);
    await tick.stop();
    const count = ticks.length;
    expect(count).toBeGreaterThanOrEqual(4);
    // One tick per period, never a burst (each waits for the next multiple of 100 ms).
    for (let i = 1; i < ticks.length; i++) expect((ticks[i] ?? 0) - (ticks[i - 1] ?? 0)).toBeGreaterThanOrEqual(50);
    expect(logged).toEqual([
      { level: 'error', message: 'local tick failed', function: 'test-tick', error: 'Error: tick two fails' },
    ]);
    await sleep(300);
    expect(ticks).toHaveLength(count);
  });

  it('waits for a tick under way when stopped', async () => {
    let finished = false;
    const tick = startLocalTick({
      name: 'slow-tick',
      everyMs: 50,
      log: () => {},
      run: async () => {
        await sleep(200);
        finished = true;
      },
    });
    await sleep(80);
    await tick.stop();
    expect(finished).toBe(true);
  });
});
