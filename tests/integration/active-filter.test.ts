import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listCitiesOfProvince,
  listConsumerGroups,
  listProvinces,
  listRetailers,
  listSuppliers,
  retailers,
} from '../../functions/data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker, letterTag, must } from '../support/workers.ts';

/*
 * The 'Active?' filter of the lists paged on the server (001 §4): `activeFilter=active|inactive|all` on GET stores,
 * jobs, products and Employees, filtered before paging so a page of inactive records is full and its totals right;
 * the spec's `includeInactive` keeps meaning active-only or all. Each list gets one active and one inactive record
 * of this run, found by a search only they match.
 */
const tag = letterTag();
const RUN = `AF${tag}`.slice(0, 12).toUpperCase();
let admin: string;

type Row = { id: number };
async function page(path: string, query: string) {
  const joiner = path.includes('?') ? '&' : '?';
  const result = await api<Paged<Row>>('GET', `${path}${joiner}pageNumber=1&pageSize=10&${query}`, { token: admin });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const result = await api<Row>('POST', path, { token: admin, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.id;
}

/** Asks `path` for each filter and checks which of the two records it lists, and the totals. */
async function expectFilters(path: string, search: string, active: number, inactive: number) {
  const query = (filter: string) => `search=${encodeURIComponent(search)}&${filter}`;
  const ids = async (filter: string) => (await page(path, query(filter))).items.map((r) => r.id).sort((a, b) => a - b);
  expect(await ids('activeFilter=inactive'), `${path} inactive`).toEqual([inactive]);
  expect(await ids('activeFilter=active'), `${path} active`).toEqual([active]);
  expect(await ids('activeFilter=all'), `${path} all`).toEqual([active, inactive].sort((a, b) => a - b));
  expect(await ids(''), `${path} default`).toEqual([active]);
  expect(await ids('includeInactive=true'), `${path} includeInactive`).toEqual(
    [active, inactive].sort((a, b) => a - b),
  );
  // activeFilter wins over includeInactive; the totals count what the filter keeps.
  const inactiveOnly = await page(path, query('includeInactive=true&activeFilter=inactive'));
  expect(inactiveOnly.items.map((r) => r.id)).toEqual([inactive]);
  expect(inactiveOnly.totalFilteredRecords).toBe(1);
  const bad = await api<{ errors: Record<string, string[]> }>(
    'GET',
    `${path}${path.includes('?') ? '&' : '?'}pageNumber=1&activeFilter=maybe`,
    { token: admin },
  );
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors)).toContain('activeFilter');
}

beforeAll(async () => {
  admin = (await signIn('admin')).token;
});

describe("the 'Active?' filter of server-paged lists", () => {
  it('filters products', async () => {
    const group = must((await listConsumerGroups()).find((g) => !g.isInactive));
    const body = (suffix: string, isInactive: boolean) => ({
      code: `${RUN}${suffix}`,
      description1: `Active filter ${RUN}`,
      consumerGroupId: group.id,
      isInactive,
    });
    const active = await post('products', body('A', false));
    const inactive = await post('products', body('I', true));
    await expectFilters('products', RUN, active, inactive);
  });

  it('filters jobs', async () => {
    const retailer = must((await listRetailers()).find((r) => !r.isInactive));
    const supplier = must((await listSuppliers()).find((s) => !s.isInactive));
    const body = (suffix: string, isInactive: boolean) => ({
      jobNumber: `${RUN}-${suffix}`,
      description: 'Active filter',
      hourlyRate: 30,
      retailerId: retailer.id,
      supplierId: supplier.id,
      isInactive,
    });
    const active = await post('jobs', body('A', false));
    const inactive = await post('jobs', body('I', true));
    await expectFilters('jobs', RUN, active, inactive);
  });

  it('filters stores', async () => {
    const retailerId = await nextId('retailer');
    await retailers.create({ id: retailerId, code: RUN, name: `Retailer ${RUN}`, isInactive: false }, 'test');
    const ontario = must((await listProvinces()).find((p) => p.code === 'ON'));
    const toronto = must((await listCitiesOfProvince(ontario.id)).find((c) => c.name === 'Toronto'));
    const body = (storeNumber: number, isInactive: boolean) => ({
      retailerId,
      storeNumber,
      name: `Store ${RUN}`,
      address1: '1 King St W',
      provinceId: ontario.id,
      cityId: toronto.id,
      postalCode: 'M5V 3L9',
      isTravelAssociated: false,
      travelCharge: 0,
      isInactive,
    });
    const active = await post('stores', body(1, false));
    const inactive = await post('stores', body(2, true));
    await expectFilters(`stores?retailerId=${retailerId}`, RUN, active, inactive);
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
    const active = await worker('a', false);
    const inactive = await worker('i', true);
    await expectFilters('Employees', `Kept${tag}`, active, inactive);
  });
});
