import { describe, expect, it } from 'vitest';
import { type Employee, NO_FLAGS } from '../entities/employee.entity.ts';
import {
  byDirectoryOrder,
  cardFromStored,
  cardOf,
  DIRECTORY_SHARDS,
  directoryShardItems,
  dynamoSize,
  MAX_CARDS_PER_SHARD,
  SHARD_SOFT_LIMIT_BYTES,
  shardKey,
  shardOf,
  storedCard,
  WorkerDirectoryFullError,
} from './worker-directory.ts';

const worker = (id: number, extra: Partial<Employee> = {}): Employee => ({
  ...NO_FLAGS,
  id,
  code: `w${id}`,
  firstName: 'Ann',
  lastName: `Lee${id}`,
  ...extra,
});

describe('cards', () => {
  it('keep only the directory fields of a record', () => {
    const directoryFields = {
      isMerchandiser: true,
      email: 'a@example.com',
      supervisorId: 3,
      cityId: 9,
      city: 'Toronto',
      latitude: 43.6,
      longitude: -79.4,
      hasCar: true,
      maximumTravelDistance: 50,
      travelCityIds: [1, 2],
      commodityIds: [4],
      servedRetailerIds: [5],
    };
    const card = cardOf(
      worker(7, { ...directoryFields, hourlyRate: 20, address1: '1 Main St', homePhone: '555', hasLogin: true }),
    );
    expect(card).toEqual({ id: 7, code: 'w7', firstName: 'Ann', lastName: 'Lee7', ...NO_FLAGS, ...directoryFields });
  });

  it('are stored without false flags and empty lists, and read back whole', () => {
    const card = cardOf(worker(8, { isSupervisor: true, inactive: true, hasCar: false, travelCityIds: [] }));
    const stored = storedCard(card);
    expect(stored).toEqual({
      id: 8,
      code: 'w8',
      firstName: 'Ann',
      lastName: 'Lee8',
      isSupervisor: true,
      inactive: true,
    });
    const back = cardFromStored(stored);
    expect(back).toEqual({ ...cardOf(worker(8, { isSupervisor: true, inactive: true })) });
    expect(back.isMerchandiser).toBe(false);
  });

  it('sort like the EMPLOYEES index: last name, first name, id, ignoring case', () => {
    const cards = [
      worker(12, { lastName: 'smith', firstName: 'Bob' }),
      worker(3, { lastName: 'Smith', firstName: 'bob' }),
      worker(2, { lastName: 'Adams', firstName: 'Zed' }),
      worker(1, { lastName: 'Smith', firstName: 'Al' }),
    ].map(cardOf);
    expect(cards.sort(byDirectoryOrder).map((c) => c.id)).toEqual([2, 1, 3, 12]);
  });
});

describe('shards', () => {
  it('place a worker by id mod 16', () => {
    expect(shardOf(0)).toBe(0);
    expect(shardOf(17)).toBe(1);
    expect(shardOf(31)).toBe(15);
    expect(shardKey(3)).toEqual({ pk: 'WORKERDIR', sk: 'SHARD#03' });
  });

  it('batch-build all 16 shard items, empty ones included, each card in its shard', () => {
    const items = directoryShardItems([worker(1), worker(17), worker(2, { isHelper: true })], 'demo');
    expect(items).toHaveLength(DIRECTORY_SHARDS);
    expect(items[1]).toMatchObject({ pk: 'WORKERDIR', sk: 'SHARD#01', type: 'workerDirectoryShard', revision: 1 });
    expect(Object.keys(items[1]?.cards as object)).toEqual(['1', '17']);
    expect((items[2]?.cards as Record<string, unknown> | undefined)?.['2']).toMatchObject({ isHelper: true });
    expect(items[5]?.cards).toEqual({});
  });

  it('keep 300 demo-like workers around 100 KB', () => {
    const workers = Array.from({ length: 300 }, (_, i) =>
      worker(i + 1, {
        firstName: 'Geneviève',
        lastName: 'Tremblay-Bouchard',
        email: `genevieve.tremblay${i}@example.com`,
        isMerchandiser: true,
        supervisorId: 3,
        dateStarted: '2021-04-12',
        cityId: 1234,
        city: 'Mississauga',
        provinceId: 9,
        province: 'Ontario',
        latitude: 43.589045,
        longitude: -79.644119,
        hasCar: true,
        maximumTravelDistance: 75,
        travelCityIds: [1201, 1202, 1203],
        commodityIds: [3, 7],
        servedRetailerIds: [2, 5],
      }),
    );
    const total = directoryShardItems(workers).reduce((sum, item) => sum + dynamoSize(item), 0);
    expect(total).toBeGreaterThan(60_000);
    expect(total).toBeLessThan(120_000);
  });

  it('refuse loudly to build a shard past the card or byte limit', () => {
    const many = Array.from({ length: MAX_CARDS_PER_SHARD + 1 }, (_, i) => worker(i * DIRECTORY_SHARDS));
    expect(() => directoryShardItems(many)).toThrow(WorkerDirectoryFullError);
    const heavy = Array.from({ length: 200 }, (_, i) =>
      worker(i * DIRECTORY_SHARDS, { travelCityIds: Array.from({ length: 500 }, (_, c) => 100_000 + c) }),
    );
    expect(() => directoryShardItems(heavy)).toThrow(/shard 00 is full/);
    expect(SHARD_SOFT_LIMIT_BYTES).toBeLessThan(400 * 1024);
  });

  it('estimate DynamoDB item sizes', () => {
    expect(dynamoSize('abc')).toBe(3);
    expect(dynamoSize('é')).toBe(2);
    expect(dynamoSize(true)).toBe(1);
    expect(dynamoSize(12345)).toBe(4);
    expect(dynamoSize([1, 2])).toBe(3 + 2 * (1 + 2));
    expect(dynamoSize({ ab: 'x' })).toBe(3 + 1 + 2 + 1);
  });
});
