import { describe, expect, it } from 'vitest';
import { envelopeBatches, RECIPIENTS_PER_BATCH } from './batches.ts';

const addresses = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

describe('envelope batches', () => {
  it('puts To and Cc in the first batch only, fills it with Bcc, and every address in exactly one batch', () => {
    const visible = addresses(2, 'v');
    const bcc = addresses(120, 'b');
    const batches = envelopeBatches(visible, bcc);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 22]);
    expect(batches[0]?.slice(0, 2)).toEqual(visible);
    for (const batch of batches.slice(1)) for (const address of visible) expect(batch).not.toContain(address);
    const all = batches.flat();
    expect(all).toHaveLength(122);
    expect(new Set(all).size).toBe(122);
  });

  it('sends a Bcc-only message in full batches and a small one in one batch', () => {
    expect(envelopeBatches([], addresses(100, 'b')).map((b) => b.length)).toEqual([50, 50]);
    expect(envelopeBatches(addresses(3, 'v'), [])).toEqual([addresses(3, 'v')]);
    expect(envelopeBatches([], [])).toEqual([]);
  });

  it(`refuses more than ${RECIPIENTS_PER_BATCH} visible recipients (the caller checks To + Cc first)`, () => {
    expect(() => envelopeBatches(addresses(51, 'v'), [])).toThrow(/at most 50/);
  });
});
