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
      expect(result.body).toBe('43.6532,-79.3832');
    }
  });

  it('answers 0,0 for an FSA it cannot locate and for a US ZIP code', async () => {
    expect((await api('GET', `latLong/${encodeURIComponent('Z9Z 9Z9')}`, { token })).body).toBe('0,0');
    expect((await api('GET', 'latLong/90210', { token })).body).toBe('0,0');
    expect((await api('GET', 'latLong/90210-1234', { token })).body).toBe('0,0');
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
