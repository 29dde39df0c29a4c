import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobProducts } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api } from '../support/local-stack.ts';
import { type Row, signInAll, type Tokens, uniqueCode } from '../support/master-file-cases.ts';

interface Product extends Row {
  description1: string;
  consumerGroupId: number;
  consumerGroup: string;
}
type Errors = { errors: Record<string, string[]> };

let t: Tokens;
let group: Row;
let otherGroup: Row;
/** Products of this run's own group, so paging and filters are checked against known data. */
const mine: Product[] = [];
const tag = uniqueCode('Q');

beforeAll(async () => {
  t = await signInAll();
  const g = await api<Row>('POST', 'consumerGroups', {
    token: t.admin,
    body: { code: uniqueCode('G'), description: `G ${tag}` },
  });
  const o = await api<Row>('POST', 'consumerGroups', {
    token: t.admin,
    body: { code: uniqueCode('G'), description: 'Other' },
  });
  group = g.body;
  otherGroup = o.body;
  for (let i = 1; i <= 25; i += 1) {
    const created = await api<Product>('POST', 'products', {
      token: t.admin,
      body: {
        code: `${tag}-${String(i).padStart(2, '0')}`,
        description1: `Item ${String(26 - i).padStart(2, '0')} ${tag}`,
        consumerGroupId: group.id,
        isInactive: i > 22,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    mine.push(created.body);
  }
});

describe('products: create, read, update, delete', () => {
  it('creates with the group description, reads, updates with the version, deletes', async () => {
    const code = uniqueCode('P');
    const created = await api<Product>('POST', 'products', {
      token: t.admin,
      body: { code, description1: 'A product', consumerGroupId: group.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code,
      consumerGroupId: group.id,
      consumerGroup: group.description,
      version: 1,
    });

    const read = await api<Product>('GET', `products/${created.body.id}`, { token: t.merch });
    expect(read.body).toMatchObject({ id: created.body.id, description1: 'A product' });

    const moved = await api<Product>('PUT', `products/${created.body.id}`, {
      token: t.admin,
      body: { code, description1: 'Moved', consumerGroupId: otherGroup.id, version: 1 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      description1: 'Moved',
      consumerGroupId: otherGroup.id,
      consumerGroup: 'Other',
      version: 2,
    });
    const inOther = await api<Paged<Product>>('GET', `products?consumerGroupId=${otherGroup.id}&pageNumber=1`, {
      token: t.admin,
    });
    expect(inOther.body.items.map((p) => p.id)).toContain(created.body.id);

    const stale = await api<{ errors: string }>('PUT', `products/${created.body.id}`, {
      token: t.admin,
      body: { code, description1: 'Stale', consumerGroupId: group.id, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await api<Product>('GET', `products/${created.body.id}`, { token: t.admin })).body.description1).toBe(
      'Moved',
    );

    expect((await api('DELETE', `products/${created.body.id}`, { token: t.admin })).status).toBe(204);
    expect((await api('GET', `products/${created.body.id}`, { token: t.admin })).status).toBe(404);
  });
});

describe('products: the paged list', () => {
  it('pages a consumer group, active only by default, in code order', async () => {
    const page1 = await api<Paged<Product>>('GET', `products?consumerGroupId=${group.id}&pageSize=10`, { token: t.am });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ pageNumber: 1, pageSize: 10, totalRecords: 22, totalFilteredRecords: 22 });
    expect(page1.body.items.map((p) => p.code)).toEqual(mine.slice(0, 10).map((p) => p.code));
    const page3 = await api<Paged<Product>>('GET', `products?consumerGroupId=${group.id}&pageSize=10&pageNumber=3`, {
      token: t.am,
    });
    expect(page3.body.items.map((p) => p.code)).toEqual(mine.slice(20, 22).map((p) => p.code));

    const all = await api<Paged<Product>>(
      'GET',
      `products?consumerGroupId=${group.id}&includeInactive=true&pageSize=50`,
      {
        token: t.am,
      },
    );
    expect(all.body.totalRecords).toBe(25);
    expect(all.body.items.filter((p) => p.isInactive)).toHaveLength(3);
  });

  it('sorts by a column, descending, and searches code, description and group', async () => {
    const sorted = await api<Paged<Product>>(
      'GET',
      `products?consumerGroupId=${group.id}&sortBy=description1&sortDesc=true&pageSize=10`,
      { token: t.admin },
    );
    const descriptions = sorted.body.items.map((p) => p.description1);
    expect(descriptions[0]).toBe(`Item 25 ${tag}`);
    expect(descriptions).toEqual([...descriptions].sort().reverse());

    const searched = await api<Paged<Product>>(
      'GET',
      `products?search=${encodeURIComponent(`${tag}-0`)}&pageNumber=1`,
      {
        token: t.admin,
      },
    );
    expect(searched.body.totalFilteredRecords).toBe(9);
    expect(searched.body.totalRecords).toBeGreaterThan(9);
    const byGroup = await api<Paged<Product>>('GET', `products?search=${encodeURIComponent(`G ${tag}`)}&pageSize=50`, {
      token: t.admin,
    });
    expect(byGroup.body.totalFilteredRecords).toBe(22);
  });

  it("answers the spec's plain array without paging parameters, a page of 20 by default with them", async () => {
    const page = await api<Paged<Product>>('GET', 'products?pageNumber=1', { token: t.merch });
    expect(page.body.pageSize).toBe(20);
    expect(page.body.items).toHaveLength(20);
    expect(page.body.totalRecords).toBeGreaterThan(25);
    const plain = await api<Product[]>('GET', 'products', { token: t.merch });
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body).toHaveLength(page.body.totalFilteredRecords);
    const ids = new Set(plain.body.map((p) => p.id));
    expect(page.body.items.every((p) => ids.has(p.id))).toBe(true);
    const withInactive = await api<Product[]>('GET', 'products?includeInactive=true', { token: t.merch });
    expect(withInactive.body.length).toBeGreaterThanOrEqual(plain.body.length);
  });

  it('refuses bad paging with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['pageSize=7', 'pageSize'],
      ['pageNumber=0', 'pageNumber'],
      ['consumerGroupId=abc', 'consumerGroupId'],
      ['includeInactive=perhaps', 'includeInactive'],
    ] as const) {
      const result = await api<Errors>('GET', `products?${query}`, { token: t.admin });
      expect(result.status, query).toBe(400);
      expect(result.body.errors, query).toHaveProperty(field);
    }
  });
});

describe('products: uniqueness, validation, in use, roles', () => {
  it('refuses a duplicate code with 409 naming code', async () => {
    const dup = await api<Errors>('POST', 'products', {
      token: t.admin,
      body: { code: mine[0]?.code.toLowerCase(), description1: 'Dup', consumerGroupId: group.id },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.code?.[0]).toMatch(/already used/);
  });

  it('answers 400 naming the fields, and for an unknown consumer group', async () => {
    const missing = await api<Errors>('POST', 'products', { token: t.admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      code: ['Product Code is required.'],
      description1: ['Description 1 is required.'],
      consumerGroupId: ['Consumer Group is required.'],
    });
    const wrong = await api<Errors>('POST', 'products', {
      token: t.admin,
      body: { code: 'X'.repeat(21), description1: 'D'.repeat(201), consumerGroupId: 'one' },
    });
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['code', 'consumerGroupId', 'description1']);

    const code = uniqueCode('P');
    const unknown = await api<Errors>('POST', 'products', {
      token: t.admin,
      body: { code, description1: 'No group', consumerGroupId: 99999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.consumerGroupId).toEqual(['Consumer Group 99999999 was not found.']);
    const search = await api<Paged<Product>>('GET', `products?search=${code}&includeInactive=true&pageNumber=1`, {
      token: t.admin,
    });
    expect(search.body.totalFilteredRecords).toBe(0);
  });

  it('refuses (409) to delete a product that job products name', async () => {
    const product = mine[0] as Product;
    const id = await nextId('jobProduct');
    await jobProducts.putMany([{ id, jobId: 999998, productId: product.id, product: 'x', serviceTypeId: 1 }], 'test');
    const refused = await api<{ errors: string }>('DELETE', `products/${product.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Product "${product.code}" is used by jobs. Make it inactive instead.`);
    await jobProducts.remove(id);
    expect((await api('GET', `products/${product.id}`, { token: t.admin })).status).toBe(200);
  });

  it('refuses writes to non-admins (403) and writes nothing', async () => {
    const product = mine[1] as Product;
    for (const token of [t.am, t.merch]) {
      const code = uniqueCode('N');
      expect(
        (await api('POST', 'products', { token, body: { code, description1: 'x', consumerGroupId: group.id } })).status,
      ).toBe(403);
      expect(
        (
          await api('PUT', `products/${product.id}`, {
            token,
            body: { code: product.code, description1: 'x', consumerGroupId: group.id, version: product.version },
          })
        ).status,
      ).toBe(403);
      expect((await api('DELETE', `products/${product.id}`, { token })).status).toBe(403);
      const search = await api<Paged<Product>>('GET', `products?search=${code}&pageNumber=1`, { token: t.admin });
      expect(search.body.totalFilteredRecords).toBe(0);
    }
    expect((await api<Product>('GET', `products/${product.id}`, { token: t.admin })).body.version).toBe(1);
    expect((await api('GET', 'products/99999999', { token: t.admin })).status).toBe(404);
  });
});
