import { describe, expect, it } from 'vitest';
import type { Caller } from '../../common/caller.ts';
import { type Employee, NO_FLAGS } from '../../data/entities/employee.entity.ts';
import { cardOf, type WorkerCard } from '../../data/people/worker-directory.ts';
import { flagLabels, payrollChoiceAllows, peopleScopeOf, personName, pickWorkerIds } from './people-workers.ts';

const card = (id: number, extra: Partial<Employee> = {}): WorkerCard =>
  cardOf({ ...NO_FLAGS, id, code: `w${id}`, firstName: 'Ann', lastName: `Lee${id}`, ...extra });

const caller = (roles: Caller['roles'], personId = '3'): Caller => ({
  sub: 's',
  username: 'u',
  roles,
  personId,
  personType: 'employee',
});

// Worker 3 supervises 10 and 11; 12 has another supervisor; 13 none.
const cards = [
  card(3, { isSupervisor: true, provinceId: 1 }),
  card(10, { supervisorId: 3, provinceId: 1, isMerchandiser: true }),
  card(11, { supervisorId: 3, provinceId: 2, isMerchandiser: true }),
  card(12, { supervisorId: 4, provinceId: 1, isMerchandiser: true }),
  card(13, { provinceId: 2 }),
];

describe('peopleScopeOf', () => {
  it('reaches everyone for an admin or an account manager', () => {
    expect(peopleScopeOf(caller(['admin']), cards)).toEqual({ kind: 'all' });
    expect(peopleScopeOf(caller(['accountManager'], '7'), cards)).toEqual({ kind: 'all' });
    expect(peopleScopeOf(caller(['supervisor', 'accountManager']), cards)).toEqual({ kind: 'all' });
  });

  it("reaches a supervisor's team and the supervisor, nobody else", () => {
    const scope = peopleScopeOf(caller(['supervisor']), cards);
    expect(scope.kind === 'team' && [...scope.ids].sort((a, b) => a - b)).toEqual([3, 10, 11]);
  });

  it('reaches nobody without a supervisor role or an employee id', () => {
    expect(peopleScopeOf(caller(['merchandiser']), cards)).toEqual({ kind: 'team', ids: new Set() });
    expect(peopleScopeOf({ ...caller(['supervisor']), personId: undefined }, cards)).toEqual({
      kind: 'team',
      ids: new Set(),
    });
  });
});

describe('pickWorkerIds', () => {
  const all = { kind: 'all' } as const;
  it('keeps the cards order and applies each limit', () => {
    expect(pickWorkerIds(cards, { scope: all })).toEqual([3, 10, 11, 12, 13]);
    expect(pickWorkerIds(cards, { scope: all, provinceIds: [2] })).toEqual([11, 13]);
    expect(pickWorkerIds(cards, { scope: all, provinceIds: [] })).toEqual([3, 10, 11, 12, 13]);
    expect(pickWorkerIds(cards, { scope: all, onJob: new Set([12, 10]) })).toEqual([10, 12]);
    expect(pickWorkerIds(cards, { scope: all, merchandiserId: 12 })).toEqual([12]);
    expect(pickWorkerIds(cards, { scope: all, card: (c) => c.isMerchandiser })).toEqual([10, 11, 12]);
  });

  it('leaves -1, -2 and null to the records (payrollChoiceAllows)', () => {
    for (const merchandiserId of [-1, -2, null, undefined])
      expect(pickWorkerIds(cards, { scope: all, merchandiserId })).toHaveLength(5);
  });

  it('gives a supervisor nothing for a worker outside the team', () => {
    const team = { kind: 'team', ids: new Set([3, 10, 11]) } as const;
    expect(pickWorkerIds(cards, { scope: team })).toEqual([3, 10, 11]);
    expect(pickWorkerIds(cards, { scope: team, merchandiserId: 12 })).toEqual([]);
    expect(pickWorkerIds(cards, { scope: team, merchandiserId: 10 })).toEqual([10]);
  });
});

describe('payrollChoiceAllows', () => {
  it('splits All Manual (-1) and All CIRS (-2) on online payroll; other choices pass', () => {
    const online = { isOnlinePayrol: true };
    const manual = { isOnlinePayrol: false };
    const unset = {};
    expect([online, manual, unset].map((w) => payrollChoiceAllows(-1, w))).toEqual([false, true, true]);
    expect([online, manual, unset].map((w) => payrollChoiceAllows(-2, w))).toEqual([true, false, false]);
    for (const choice of [null, undefined, 12]) expect(payrollChoiceAllows(choice, online)).toBe(true);
  });
});

describe('labels', () => {
  it('names the flags in the worker form order, and the person', () => {
    expect(flagLabels({ ...NO_FLAGS, isHelper: true, isMerchandiser: true })).toBe('Merchandiser, Helper');
    expect(flagLabels(NO_FLAGS)).toBe('');
    expect(personName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(personName(undefined)).toBeUndefined();
  });
});
