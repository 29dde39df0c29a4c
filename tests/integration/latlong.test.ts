import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';

let token: string;

beforeAll(async () => {
  token = (await signIn('merch')).token;
});

describe('GET latLong/{postalCode}', () => {
  it("answers 'lat,long' for a Canadian postal code of the demo data, in any spelling", async () => {
    for (const code of ['M5V 3L9', 'm5v3l9', 'M5V-3L9']) {
      const result = await api<string>('GET', `latLong/${encodeURIComponent(code)}`, { token });
      expect(result.status, code).toBe(200);
      expect(result.body).toBe('43.6525,-79.3686');
    }
  });

  it('locates every Canadian FSA and US ZIP code, not only the demo data', async () => {
    const located = async (code: string) => {
      const result = await api<string>('GET', `latLong/${encodeURIComponent(code)}`, { token });
      expect(result.status, code).toBe(200);
      const [latitude = 0, longitude = 0] = result.body.split(',').map(Number);
      return { latitude, longitude };
    };
    const expectNear = (found: { latitude: number; longitude: number }, latitude: number, longitude: number) => {
      expect(Math.abs(found.latitude - latitude)).toBeLessThan(0.5);
      expect(Math.abs(found.longitude - longitude)).toBeLessThan(0.5);
    };
    expectNear(await located('Y1A 2B3'), 60.72, -135.05); // Whitehorse
    expectNear(await located('X1A 1A1'), 62.45, -114.37); // Yellowknife
    expectNear(await located('E1C 4M3'), 46.09, -64.77); // Moncton
    expectNear(await located('90210'), 34.09, -118.41); // Beverly Hills
    expectNear(await located('10001-1234'), 40.75, -73.99); // New York
  });

  it('answers 0,0 for a code that does not exist', async () => {
    expect((await api('GET', `latLong/${encodeURIComponent('Z9Z 9Z9')}`, { token })).body).toBe('0,0');
    expect((await api('GET', 'latLong/00000', { token })).body).toBe('0,0');
  });

  it('refuses garbage with 400 naming postalCode', async () => {
    for (const code of ['hello', '123', 'M5V 3L', 'X'.repeat(40)]) {
      const result = await api<{ errors: Record<string, string[]> }>('GET', `latLong/${encodeURIComponent(code)}`, {
        token,
      });
      expect(result.status, code).toBe(400);
      expect(result.body.errors.postalCode).toBeDefined();
    }
  });

  it('needs a signed-in staff member', async () => {
    expect((await api('GET', 'latLong/M5V%203L9')).status).toBe(401);
    const customer = await signIn('cust', true);
    expect((await api('GET', 'latLong/M5V%203L9', { token: customer.token })).status).toBe(403);
  });
});
