import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/local-stack.ts';
import { describeMasterFile, type Row, signInAll, type Tokens, uniqueCode } from '../support/master-file-cases.ts';

describeMasterFile({
  path: 'consumerGroups',
  textField: 'description',
  textLabel: 'Description',
  codeLabel: 'Code',
  codeMax: 20,
  textMax: 100,
});

describe('consumerGroups: delete while in use', () => {
  let t: Tokens;
  beforeAll(async () => {
    t = await signInAll();
  });

  it('refuses (409) to delete a group with products, and deletes it once the product is gone', async () => {
    const code = uniqueCode('G');
    const group = await api<Row>('POST', 'consumerGroups', { token: t.admin, body: { code, description: 'In use' } });
    expect(group.status).toBe(201);
    const product = await api<Row>('POST', 'products', {
      token: t.admin,
      body: { code: uniqueCode('P'), description1: 'Uses the group', consumerGroupId: group.body.id },
    });
    expect(product.status).toBe(201);

    const refused = await api<{ errors: string }>('DELETE', `consumerGroups/${group.body.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Consumer group "${code}" still has products. Make it inactive instead.`);
    expect((await api('GET', `consumerGroups/${group.body.id}`, { token: t.admin })).status).toBe(200);

    expect((await api('DELETE', `products/${product.body.id}`, { token: t.admin })).status).toBe(204);
    expect((await api('DELETE', `consumerGroups/${group.body.id}`, { token: t.admin })).status).toBe(204);
  });

  it('shows the new description of a renamed group on its products', async () => {
    const code = uniqueCode('G');
    const group = await api<Row>('POST', 'consumerGroups', { token: t.admin, body: { code, description: 'Before' } });
    const product = await api<Row>('POST', 'products', {
      token: t.admin,
      body: { code: uniqueCode('P'), description1: 'Renamed group', consumerGroupId: group.body.id },
    });
    expect(product.body.consumerGroup).toBe('Before');
    await api('PUT', `consumerGroups/${group.body.id}`, {
      token: t.admin,
      body: { code, description: 'After', version: group.body.version },
    });
    const read = await api<Row>('GET', `products/${product.body.id}`, { token: t.admin });
    expect(read.body.consumerGroup).toBe('After');
  });
});
