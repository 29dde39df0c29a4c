import { SYSTEM_LISTS } from '@shelfline/shared/contracts/system-list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';

interface Item {
  id: number;
  systemListId: string;
  itemCode: string;
  value: string;
  inactive: boolean;
  version: number;
}

let admin: string;
const run = String(Date.now()).slice(-8);

beforeAll(async () => {
  admin = (await signIn('admin')).token;
});

const create = (body: Record<string, unknown>, token = admin) =>
  api<Item>('POST', 'systemLists/items', { token, body: { systemListId: 'LANG', inactive: false, ...body } });

describe('system list categories', () => {
  it('lists every category with allowEdit, the read-only ones with allowEdit false', async () => {
    const result = await api<{ id: string; description: string; allowEdit: boolean }[]>('GET', 'systemLists', {
      token: admin,
    });
    expect(result.status).toBe(200);
    // The categories, their names and which are read-only come from the shared table (001 §7), which its
    // contract test pins; here the API must serve that table unchanged.
    expect(result.body).toEqual(SYSTEM_LISTS);
  });

  it('is admin only', async () => {
    const { token } = await signIn('am');
    expect((await api('GET', 'systemLists', { token })).status).toBe(403);
  });
});

describe('system list items', () => {
  it('serves the seeded items of each list, active by default, to staff', async () => {
    const { token } = await signIn('hr');
    const langs = await api<Item[]>('GET', 'systemLists/LANG/items', { token });
    expect(langs.status).toBe(200);
    expect(langs.body.map((i) => i.value)).toEqual(expect.arrayContaining(['English', 'French']));
    const commodities = await api<Item[]>('GET', 'systemLists/prdcat/items', { token });
    expect(commodities.body.some((i) => i.itemCode === 'TOB')).toBe(false);
    const all = await api<Item[]>('GET', 'systemLists/PRDCAT/items?includeInactive=true', { token });
    expect(all.body.find((i) => i.itemCode === 'TOB')).toMatchObject({ inactive: true });
    expect((await api<Item[]>('GET', 'systemLists/PLNTYP/items', { token })).body.length).toBeGreaterThan(0);
    expect((await api('GET', 'systemLists/NOPE/items', { token })).status).toBe(404);
  });

  it('creates and updates an item (version checked)', async () => {
    const created = await create({ itemCode: `K${run}`, value: 'Klingon' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ systemListId: 'LANG', itemCode: `K${run}`, value: 'Klingon', version: 1 });
    const updated = await api<Item>('PUT', `systemLists/items/${created.body.id}`, {
      token: admin,
      body: { systemListId: 'LANG', itemCode: `K${run}`, value: 'tlhIngan Hol', inactive: true, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ value: 'tlhIngan Hol', inactive: true, version: 2 });
    const stale = await api('PUT', `systemLists/items/${created.body.id}`, {
      token: admin,
      body: { systemListId: 'LANG', itemCode: `K${run}`, value: 'Lost', inactive: false, version: 1 },
    });
    expect(stale.status).toBe(409);
    const active = await api<Item[]>('GET', 'systemLists/LANG/items', { token: admin });
    expect(active.body.some((i) => i.id === created.body.id)).toBe(false);
    const all = await api<Item[]>('GET', 'systemLists/LANG/items?includeInactive=true', { token: admin });
    expect(all.body.find((i) => i.id === created.body.id)).toMatchObject({ value: 'tlhIngan Hol' });
  });

  it('keeps itemCode unique within a list, not across lists', async () => {
    const first = await create({ itemCode: `U${run}`, value: 'One' });
    expect(first.status).toBe(201);
    const duplicate = await create({ itemCode: `u${run}`, value: 'Two' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ errors: { itemCode: [expect.stringContaining('already used')] } });
    const otherList = await create({ systemListId: 'EMPTYP', itemCode: `U${run}`, value: 'Other list' });
    expect(otherList.status).toBe(201);
    // Renaming onto a taken code is refused too, and the item keeps its code.
    const second = await create({ itemCode: `V${run}`, value: 'Three' });
    const rename = await api('PUT', `systemLists/items/${second.body.id}`, {
      token: admin,
      body: { systemListId: 'LANG', itemCode: `U${run}`, value: 'Three', inactive: false, version: 1 },
    });
    expect(rename.status).toBe(409);
    const all = await api<Item[]>('GET', 'systemLists/LANG/items?includeInactive=true', { token: admin });
    expect(all.body.filter((i) => i.itemCode.toLowerCase() === `u${run}`)).toHaveLength(1);
    expect(all.body.find((i) => i.id === second.body.id)?.itemCode).toBe(`V${run}`);
  });

  it('answers validation errors naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ itemCode: '', value: 'x' }, 'itemCode'],
      [{ itemCode: 'x'.repeat(21), value: 'x' }, 'itemCode'],
      [{ itemCode: `L${run}`, value: '' }, 'value'],
      [{ itemCode: `L${run}`, value: 'x'.repeat(201) }, 'value'],
      [{ itemCode: `L${run}`, value: 12 }, 'value'],
      [{ itemCode: `L${run}`, value: 'x', inactive: 'no' }, 'inactive'],
      [{ itemCode: `L${run}`, value: 'x', systemListId: 'NOPE' }, 'systemListId'],
      [{ itemCode: `L${run}`, value: 'x', systemListId: undefined }, 'systemListId'],
    ];
    for (const [body, field] of cases) {
      const result = await create(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body, JSON.stringify(body)).toMatchObject({ errors: { [field]: [expect.any(String)] } });
    }
    const all = await api<Item[]>('GET', 'systemLists/LANG/items?includeInactive=true', { token: admin });
    expect(all.body.some((i) => i.itemCode === `L${run}`)).toBe(false);
  });

  it('refuses writes to lists that do not allow editing, and moving an item between lists', async () => {
    const locked = await create({ systemListId: 'MTRTYP', itemCode: `M${run}`, value: 'Teleport' });
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ errors: { systemListId: [expect.stringContaining('cannot be edited')] } });
    // An item of a read-only list keeps its value: the PUT is refused too.
    const [entryType] = (await api<Item[]>('GET', 'systemLists/PLNTYP/items', { token: admin })).body;
    if (!entryType) throw new Error('PLNTYP has no seeded item');
    const relabel = await api('PUT', `systemLists/items/${entryType.id}`, {
      token: admin,
      body: { ...entryType, value: 'Renamed' },
    });
    expect(relabel.status).toBe(400);
    expect(relabel.body).toMatchObject({ errors: { systemListId: [expect.stringContaining('cannot be edited')] } });
    const after = (await api<Item[]>('GET', 'systemLists/PLNTYP/items', { token: admin })).body;
    expect(after.find((i) => i.id === entryType.id)?.value).toBe(entryType.value);
    const item = await create({ itemCode: `W${run}`, value: 'Welsh' });
    const moved = await api('PUT', `systemLists/items/${item.body.id}`, {
      token: admin,
      body: { systemListId: 'EMPTYP', itemCode: `W${run}`, value: 'Welsh', inactive: false, version: 1 },
    });
    expect(moved.status).toBe(400);
    expect(
      (
        await api('PUT', 'systemLists/items/999999', {
          token: admin,
          body: { systemListId: 'LANG', itemCode: 'Z', value: 'Z', inactive: false, version: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('lets only admins write items', async () => {
    for (const code of ['am', 'merch', 'hr']) {
      const { token } = await signIn(code);
      expect((await create({ itemCode: `R${code}${run}`, value: 'x' }, token)).status).toBe(403);
    }
    const all = await api<Item[]>('GET', 'systemLists/LANG/items?includeInactive=true', { token: admin });
    expect(all.body.some((i) => i.itemCode.startsWith('R') && i.itemCode.endsWith(run))).toBe(false);
  });
});
