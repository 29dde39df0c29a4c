import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listCitiesOfProvince,
  listConsumerGroups,
  listProvinces,
  listRetailers,
  listSuppliers,
  retailers,
} from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { storeBody } from '../support/stores.ts';
import { createTestWorker, letterTag, must } from '../support/workers.ts';

/*
 * The 'Active?' filter of the lists paged on the server (001 §4): `activeFilter=active|inactive|all` on GET stores,
 * jobs, products and Employees, filtered before paging so a page of inactive records is full and its totals right;
 * the spec's `includeInactive` keeps meaning active-only or all, and without a paging parameter the answer stays the
 * spec's plain array. Stores, jobs and products get one active and eleven inactive records of this run (one more
 * than the smallest page size, so the inactive ones fill page 1 and spill onto page 2), found by a search only they
 * match; Employees one of each.
 */
const tag = letterTag();
const RUN = `AF${tag}`.slice(0, 12).toUpperCase();
const PAGE_SIZE = 10;
/** One page and one more: the filtered-out active record must not shorten page 1. */
const INACTIVE_COUNT = PAGE_SIZE + 1;
let admin: string;

type Row = { id: number; isInactive?: boolean; inactive?: boolean };
const joined = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
const byId = (a: number, b: number) => a - b;
const isInactive = (row: Row) => row.isInactive ?? row.inactive;

async function get<T>(path: string, query: string): Promise<T> {
  const result = await api<T>('GET', joined(path, query), { token: admin });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const result = await api<Row>('POST', path, { token: admin, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.id;
}

/** Creates one active record and `inactiveCount` inactive ones from `body(index, isInactive)`. */
async function makeRecords(
  path: string,
  body: (index: number, isInactive: boolean) => Record<string, unknown>,
  inactiveCount = INACTIVE_COUNT,
) {
  const active = [await post(path, body(0, false))];
  const inactive = await Promise.all(Array.from({ length: inactiveCount }, (_, i) => post(path, body(i + 1, true))));
  return { active, inactive };
}

/**
 * Reads every page `filter` gives at the smallest page size, checking each page is full but the last, the totals
 * count what the filter keeps, and the rows' own flag agrees; answers the ids listed, in order.
 */
async function pagedIds(path: string, filter: string, expectedCount: number, flag?: boolean): Promise<number[]> {
  const ids: number[] = [];
  const pages = Math.max(1, Math.ceil(expectedCount / PAGE_SIZE));
  for (let pageNumber = 1; pageNumber <= pages + 1; pageNumber++) {
    const page = await get<Paged<Row>>(path, `pageNumber=${pageNumber}&pageSize=${PAGE_SIZE}&${filter}`);
    const label = `${path} ${filter} page ${pageNumber}`;
    expect(page.totalFilteredRecords, label).toBe(expectedCount);
    expect(page.totalRecords, label).toBeGreaterThanOrEqual(expectedCount);
    const left = Math.max(0, expectedCount - (pageNumber - 1) * PAGE_SIZE);
    expect(page.items.length, label).toBe(Math.min(PAGE_SIZE, left));
    if (flag !== undefined) for (const row of page.items) expect(isInactive(row), label).toBe(flag);
    ids.push(...page.items.map((r) => r.id));
  }
  return ids;
}

/** Asks `path` for each filter, paged and as the spec's plain array, and checks which records it lists. */
async function expectFilters(path: string, search: string, records: { active: number[]; inactive: number[] }) {
  const active = [...records.active].sort(byId);
  const inactive = [...records.inactive].sort(byId);
  const all = [...active, ...inactive].sort(byId);
  const filter = (more: string) => `search=${encodeURIComponent(search)}${more ? `&${more}` : ''}`;
  const listed = async (more: string, count: number, flag?: boolean) => {
    const ids = await pagedIds(path, filter(more), count, flag);
    expect(new Set(ids).size, `${path} ${more}: no row on two pages`).toBe(ids.length);
    return ids.sort(byId);
  };

  expect(await listed('activeFilter=inactive', inactive.length, true), `${path} inactive`).toEqual(inactive);
  expect(await listed('activeFilter=active', active.length, false), `${path} active`).toEqual(active);
  expect(await listed('activeFilter=all', all.length), `${path} all`).toEqual(all);
  // The spec's includeInactive, and activeFilter winning over it when both are sent.
  expect(await listed('', active.length, false), `${path} default`).toEqual(active);
  expect(await listed('includeInactive=true', all.length), `${path} includeInactive`).toEqual(all);
  expect(await listed('includeInactive=true&activeFilter=inactive', inactive.length, true)).toEqual(inactive);
  expect(await listed('includeInactive=false&activeFilter=all', all.length)).toEqual(all);

  // Without paging parameters: the spec's plain array, as before.
  const plain = async (more: string) => {
    const rows = await get<Row[]>(path, filter(more));
    expect(Array.isArray(rows), `${path} ${more} is a plain array`).toBe(true);
    return rows.map((r) => r.id).sort(byId);
  };
  expect(await plain(''), `${path} plain`).toEqual(active);
  expect(await plain('includeInactive=false'), `${path} plain active`).toEqual(active);
  expect(await plain('includeInactive=true'), `${path} plain includeInactive`).toEqual(all);

  const bad = await api<{ errors: Record<string, string[]> }>('GET', joined(path, 'pageNumber=1&activeFilter=maybe'), {
    token: admin,
  });
  expect(bad.status).toBe(400);
  expect(bad.body.errors.activeFilter).toEqual(['activeFilter must be one of active, inactive, all.']);
}

beforeAll(async () => {
  admin = (await signIn('admin')).token;
});

describe("the 'Active?' filter of server-paged lists", () => {
  it('filters products', async () => {
    const group = must((await listConsumerGroups()).find((g) => !g.isInactive));
    const records = await makeRecords('products', (index, isInactive) => ({
      code: `${RUN}${index}`,
      description1: `Active filter ${RUN}`,
      consumerGroupId: group.id,
      isInactive,
    }));
    await expectFilters('products', RUN, records);
    // The consumer group's own partition (the screen's Consumer Group filter) filters the same way.
    await expectFilters(`products?consumerGroupId=${group.id}`, RUN, records);
  });

  it('filters jobs', async () => {
    const retailer = must((await listRetailers()).find((r) => !r.isInactive));
    const supplier = must((await listSuppliers()).find((s) => !s.isInactive));
    const records = await makeRecords('jobs', (index, isInactive) => ({
      jobNumber: `${RUN}-${index}`,
      description: 'Active filter',
      hourlyRate: 30,
      retailerId: retailer.id,
      supplierId: supplier.id,
      isInactive,
    }));
    await expectFilters('jobs', RUN, records);
    // The retailer's own partition (the screen's Retailer filter) filters the same way.
    await expectFilters(`jobs?retailerId=${retailer.id}`, RUN, records);
  });

  it('filters stores', async () => {
    const retailerId = await nextId('retailer');
    await retailers.create({ id: retailerId, code: RUN, name: `Retailer ${RUN}`, isInactive: false }, 'test');
    const ontario = must((await listProvinces()).find((p) => p.code === 'ON'));
    const toronto = must((await listCitiesOfProvince(ontario.id)).find((c) => c.name === 'Toronto'));
    const records = await makeRecords('stores', (index, isInactive) =>
      storeBody({
        retailerId,
        storeNumber: index + 1,
        provinceId: ontario.id,
        cityId: toronto.id,
        name: `Store ${RUN}`,
        isInactive,
      }),
    );
    await expectFilters(`stores?retailerId=${retailerId}`, RUN, records);
    // Unsearched, the retailer holds only this run's stores: the totals are exactly what the filter keeps.
    const inactivePage = await get<Paged<Row>>(
      `stores?retailerId=${retailerId}`,
      `pageNumber=1&pageSize=${PAGE_SIZE}&activeFilter=inactive`,
    );
    expect(inactivePage.items).toHaveLength(PAGE_SIZE);
    expect([inactivePage.totalRecords, inactivePage.totalFilteredRecords]).toEqual([INACTIVE_COUNT, INACTIVE_COUNT]);
    const activePage = await get<Paged<Row>>(`stores?retailerId=${retailerId}`, 'pageNumber=1&activeFilter=active');
    expect(activePage.items.map((s) => s.id)).toEqual(records.active);
    expect([activePage.totalRecords, activePage.totalFilteredRecords]).toEqual([1, 1]);
  });

  it('filters Employees', async () => {
    const worker = (suffix: string, inactive: boolean) =>
      createTestWorker({
        code: `${tag}${suffix}`,
        firstName: 'Filter',
        lastName: `Kept${tag}`,
        isMerchandiser: true,
        inactive,
      });
    const active = [await worker('a', false)];
    const inactive = [await worker('i', true)];
    await expectFilters('Employees', `Kept${tag}`, { active, inactive });
  });
});
