import { beforeAll, describe, expect, it } from 'vitest';
import { jobProducts } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api } from '../support/local-stack.ts';
import { describeMasterFile, type Row, signInAll, type Tokens, uniqueCode } from '../support/master-file-cases.ts';

describeMasterFile({
  path: 'serviceTypes',
  textField: 'name',
  textLabel: 'Description',
  codeLabel: 'Service Code',
  codeMax: 20,
  textMax: 100,
});

describe('serviceTypes: delete while in use', () => {
  let t: Tokens;
  beforeAll(async () => {
    t = await signInAll();
  });

  it('refuses (409) to delete a service type that job products name', async () => {
    const code = uniqueCode('S');
    const type = await api<Row>('POST', 'serviceTypes', { token: t.admin, body: { code, name: 'In use' } });
    expect(type.status).toBe(201);
    const id = await nextId('jobProduct');
    await jobProducts.putMany(
      [{ id, jobId: 999999, productId: 1, product: 'Test', serviceTypeId: type.body.id }],
      'test',
    );

    const refused = await api<{ errors: string }>('DELETE', `serviceTypes/${type.body.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Service type "${code}" is used by job products. Make it inactive instead.`);
    expect((await api('GET', `serviceTypes/${type.body.id}`, { token: t.admin })).status).toBe(200);

    await jobProducts.remove(id);
    expect((await api('DELETE', `serviceTypes/${type.body.id}`, { token: t.admin })).status).toBe(204);
  });
});
