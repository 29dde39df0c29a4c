import { describe, expect, it } from 'vitest';
import { backoffDelay, RETRY_POLICY, retryUnprocessed } from './batch.ts';

describe('the batch retry policy', () => {
  it('waits a random part of 50 ms doubled each attempt, capped at 1 s', () => {
    const top = () => 0.999999;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => Math.round(backoffDelay(n, top)))).toEqual([
      50, 100, 200, 400, 800, 1000, 1000,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(2, () => 0.5)).toBe(100);
  });

  it('resends only what is left unprocessed, sleeping the backoff between calls', async () => {
    const sent: number[][] = [];
    const slept: number[] = [];
    await retryUnprocessed(
      [1, 2, 3],
      async (pending) => {
        sent.push([...pending]);
        return pending.slice(1);
      },
      'writes',
      { sleep: async (ms) => void slept.push(ms), random: () => 0.5 },
    );
    expect(sent).toEqual([[1, 2, 3], [2, 3], [3]]);
    expect(slept).toEqual([25, 50]);
  });

  it('gives up after the fixed number of attempts with a clear error', async () => {
    let calls = 0;
    const slept: number[] = [];
    await expect(
      retryUnprocessed(
        ['a', 'b'],
        async (pending) => {
          calls++;
          return pending;
        },
        'writes',
        { sleep: async (ms) => void slept.push(ms), random: () => 1 },
      ),
    ).rejects.toThrow(`DynamoDB left 2 writes unprocessed after ${RETRY_POLICY.attempts} attempts.`);
    expect(calls).toBe(RETRY_POLICY.attempts);
    expect(slept).toHaveLength(RETRY_POLICY.attempts - 1);
  });

  it('sends nothing when nothing is pending', async () => {
    let calls = 0;
    await retryUnprocessed(
      [],
      async () => {
        calls++;
        return [];
      },
      'writes',
    );
    expect(calls).toBe(0);
  });
});
