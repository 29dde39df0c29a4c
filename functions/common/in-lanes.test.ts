import { describe, expect, it } from 'vitest';
import { inLanes, lanesAhead } from './in-lanes.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lanesAhead', () => {
  it('keeps at most `lanes` in flight and answers in the items order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await inLanes([30, 5, 20, 1, 10, 2], 2, async (ms) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await tick(ms);
      inFlight--;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 4]);
    expect(most).toBe(2);
  });

  it('lets the first results be used before the last are read, and a failure rejects only its item', async () => {
    const settled: number[] = [];
    const promises = lanesAhead([1, 2, 3], 1, async (n) => {
      await tick(5);
      if (n === 3) throw new Error('three');
      settled.push(n);
      return n;
    });
    expect(await promises[0]).toBe(1);
    expect(settled).toEqual([1]);
    await expect(promises[2]).rejects.toThrow('three');
    expect(await promises[1]).toBe(2);
  });
});
