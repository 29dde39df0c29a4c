import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, compressed } from './compress.ts';

const big = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, id) => ({ id, store: 'Kanata', job: 'J-005' })) });
const answer = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: big };

describe('compressed', () => {
  it('gzips a big answer for a caller that accepts gzip, and the body reads back the same', () => {
    const result = compressed(answer, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(result.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(result.isBase64Encoded).toBe(true);
    expect(gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString()).toBe(big);
    expect((result.body ?? '').length).toBeLessThan(big.length / 4);
  });

  it('leaves small answers, callers without gzip, gzip refused with q=0 and binary answers alone', () => {
    expect(big.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(compressed({ ...answer, body: '{"ok":true}' }, { headers: { 'accept-encoding': 'gzip' } }).body).toBe(
      '{"ok":true}',
    );
    expect(compressed(answer, { headers: {} })).toBe(answer);
    expect(compressed(answer, { headers: { 'accept-encoding': 'gzip;q=0, br' } })).toBe(answer);
    const file = { ...answer, isBase64Encoded: true };
    expect(compressed(file, { headers: { 'accept-encoding': 'gzip' } })).toBe(file);
  });
});
