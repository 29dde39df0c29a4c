import { TAX_PROVINCE_CODES } from '@shelfline/shared/contracts/company-info.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';

type Info = Record<string, unknown> & { id: number; version: number };

let admin: string;

beforeAll(async () => {
  admin = (await signIn('admin')).token;
});

const read = async () => (await api<Info>('GET', 'CompanyInfo', { token: admin })).body;
const bodyOf = (info: Info) => {
  const { id, companyId, createdAt, createdBy, modifiedAt, modifiedBy, ...rest } = info;
  return rest;
};

describe('company info', () => {
  it('serves the seeded record with every field of 001 §3', async () => {
    const info = await read();
    expect(info).toMatchObject({ id: 1, companyId: 1, taxGST: 5, taxHSTON: 13, taxHSTONCode: expect.any(String) });
    for (const code of TAX_PROVINCE_CODES) {
      expect(typeof info[`taxHST${code}`], code).toBe('number');
      expect(typeof info[`taxHST${code}Code`], code).toBe('string');
    }
  });

  it('updates every field at the current version and refuses a stale one', async () => {
    const info = await read();
    const name = `Shelfline ${Date.now()}`;
    const updated = await api<Info>('PUT', `CompanyInfo/${info.id}`, {
      token: admin,
      body: { ...bodyOf(info), companyName: name, taxHSTNS: 14.5, nextInvoiceNumber: 200000 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ companyName: name, taxHSTNS: 14.5, version: info.version + 1 });
    const stale = await api('PUT', `CompanyInfo/${info.id}`, {
      token: admin,
      body: { ...bodyOf(info), companyName: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect((await read()).companyName).toBe(name);
  });

  it('requires every field with "Please input {field}." and writes nothing', async () => {
    const info = await read();
    const missing = await api<{ errors: Record<string, string[]> }>('PUT', `CompanyInfo/${info.id}`, {
      token: admin,
      body: { version: info.version },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.companyName).toEqual(['Please input company name.']);
    expect(missing.body.errors.taxHSTQC).toEqual(['Please input HST rate QC.']);
    expect(missing.body.errors.taxHSTQCCode).toEqual(['Please input HST code QC.']);
    expect(Object.keys(missing.body.errors)).toHaveLength(23 + 26);

    const blank = await api<{ errors: Record<string, string[]> }>('PUT', `CompanyInfo/${info.id}`, {
      token: admin,
      body: { ...bodyOf(info), address2: '  ', fax: '' },
    });
    expect(blank.body.errors).toEqual({ address2: ['Please input address 2.'], fax: ['Please input fax.'] });

    const wrongTypes = await api<{ errors: Record<string, string[]> }>('PUT', `CompanyInfo/${info.id}`, {
      token: admin,
      body: { ...bodyOf(info), taxGST: '5%', nextInvoiceNumber: 1.5, taxPST: -1, phone: 'x'.repeat(201) },
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['nextInvoiceNumber', 'phone', 'taxGST', 'taxPST']);
    expect(await read()).toEqual(info);
  });

  it('404s an unknown id and is admin only', async () => {
    const info = await read();
    expect((await api('PUT', 'CompanyInfo/999', { token: admin, body: bodyOf(info) })).status).toBe(404);
    for (const code of ['am', 'sup', 'merch', 'hr']) {
      const { token } = await signIn(code);
      expect((await api('GET', 'CompanyInfo', { token })).status).toBe(403);
      expect((await api('PUT', `CompanyInfo/${info.id}`, { token, body: bodyOf(info) })).status).toBe(403);
    }
    expect((await read()).version).toBe(info.version);
  });

  it('matches the path case-insensitively', async () => {
    expect((await api('GET', 'companyinfo', { token: admin })).status).toBe(200);
  });
});
