import { describe, expect, it } from 'vitest';
import { type InvoicingScope, reachesCharge, reachesMiscCharge, reachesWorker } from './invoicing-scope.ts';

const admin: InvoicingScope = { kind: 'admin' };
const am: InvoicingScope = { kind: 'accountManager', id: 2 };
const sup: InvoicingScope = { kind: 'supervisor', id: 3, team: new Set([4, 7]) };
const merch: InvoicingScope = { kind: 'merchandiser', id: 4 };

describe('who reaches what in merchandiser invoicing (brief §1.7, A19, A20)', () => {
  it('gives a merchandiser their own, a supervisor their team and themself, an admin everyone', () => {
    expect([admin, am, sup, merch].map((s) => reachesWorker(s, 4))).toEqual([true, false, true, true]);
    expect([admin, am, sup, merch].map((s) => reachesWorker(s, 3))).toEqual([true, false, true, false]);
    expect([admin, am, sup, merch].map((s) => reachesWorker(s, 9))).toEqual([true, false, false, false]);
  });

  it('gives an account manager the charges of services they manage, a supervisor those snapshotted as theirs', () => {
    const managed = { employeeId: 9, acctManagerId: 2 };
    expect(reachesCharge(am, managed)).toBe(true);
    expect(reachesCharge(am, { employeeId: 4, acctManagerId: 5 })).toBe(false);
    expect(reachesCharge(sup, { employeeId: 9, supervisorId: 3 })).toBe(true);
    expect(reachesCharge(merch, managed)).toBe(false);
    expect(reachesMiscCharge(am, { employeeId: 9, acctManagerIds: [5, 2] })).toBe(true);
    expect(reachesMiscCharge(am, { employeeId: 9 })).toBe(false);
  });
});
