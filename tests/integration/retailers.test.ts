import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, stores } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api } from '../support/local-stack.ts';
import { describeMasterFile, type Row, signInAll, type Tokens, uniqueCode } from '../support/master-file-cases.ts';

describeMasterFile({
  path: 'retailers',
  textField: 'name',
  textLabel: 'Name',
  codeLabel: 'Code',
  codeMax: 20,
  textMax: 100,
});

describe('retailers: delete while in use', () => {
  let t: Tokens;
  beforeAll(async () => {
    t = await signInAll();
  });

  const newRetailer = async () => {
    const code = uniqueCode('U');
    const created = await api<Row>('POST', 'retailers', { token: t.admin, body: { code, name: `In use ${code}` } });
    expect(created.status).toBe(201);
    return created.body;
  };

  it('refuses (409, naming the stores) to delete a retailer with stores, and deletes it once they are gone', async () => {
    const retailer = await newRetailer();
    const storeId = await nextId('store');
    await stores.create(
      {
        id: storeId,
        retailerId: retailer.id,
        storeNumber: 1,
        name: 'Test store',
        address1: '1 Main St',
        cityId: 1,
        city: 'Test city',
        provinceId: 1,
        province: 'Test province',
        postalCode: 'A1A 1A1',
        isTravelAssociated: false,
        travelCharge: 0,
        isInactive: false,
      },
      'test',
    );
    const refused = await api<{ errors: string }>('DELETE', `retailers/${retailer.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Retailer "${retailer.code}" still has stores. Make it inactive instead.`);
    expect((await api('GET', `retailers/${retailer.id}`, { token: t.admin })).status).toBe(200);

    await stores.remove(storeId);
    expect((await api('DELETE', `retailers/${retailer.id}`, { token: t.admin })).status).toBe(204);
  });

  it('refuses (409, naming the jobs) to delete a retailer that jobs name', async () => {
    const retailer = await newRetailer();
    const jobId = await nextId('job');
    await jobs.create(
      {
        id: jobId,
        jobNumber: uniqueCode('J'),
        description: 'Test job',
        hourlyRate: 20,
        retailerId: retailer.id,
        retailer: retailer.name as string,
        supplierId: 1,
        supplier: 'Test supplier',
        isInactive: false,
      },
      'test',
    );
    const refused = await api<{ errors: string }>('DELETE', `retailers/${retailer.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toMatch(/still has jobs/);
    await jobs.remove(jobId);
    expect((await api('DELETE', `retailers/${retailer.id}`, { token: t.admin })).status).toBe(204);
  });

  it('refuses demo retailers, which all have stores', async () => {
    const [first] = (await api<Row[]>('GET', 'retailers', { token: t.admin })).body;
    expect(first).toBeDefined();
    const refused = await api('DELETE', `retailers/${first?.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
  });
});
