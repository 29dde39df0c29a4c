import { describe, expect, it } from 'vitest';
import { DEMO_APPLICANTS_PER_POSTING, type PlannedApplicant, plannedApplicants } from './applicants.ts';
import { DEFAULT_DEMO_SEED, generateDemoData } from './generate.ts';
import { demoRecruiting } from './recruiting.ts';

const data = generateDemoData(DEFAULT_DEMO_SEED, { today: '2026-11-18' });
const postings = demoRecruiting(data).postings.filter((p) => p.isActive);
const former = data.employees.find((e) => e.inactive && e.email);
const planned = plannedApplicants(postings, former);
const firsts = planned.filter((a) => !a.again);
const again = planned.filter((a) => a.again);
const nameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (phone: string | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

describe('the demo applicants planned', () => {
  it('has twenty first applications per active posting and four people applying again, later, elsewhere', () => {
    expect(firsts).toHaveLength(postings.length * DEMO_APPLICANTS_PER_POSTING);
    expect(again).toHaveLength(4);
    for (const a of again) {
      const original = firsts.find((f) => f.person.email === a.person.email);
      expect(original?.posting.id).not.toBe(a.posting.id);
      expect(a.daysAgo).toBeLessThan(original?.daysAgo ?? 0);
      expect(a.path).toEqual([]);
    }
  });

  it('matches nobody by chance: first applications differ in name, e-mail and phone from each other and the workers', () => {
    const keys: ((a: PlannedApplicant) => string)[] = [
      (a) => nameOf(a.person),
      (a) => a.person.email,
      (a) => a.person.phone,
    ];
    for (const key of keys) expect(new Set(firsts.map(key)).size).toBe(firsts.length);
    const workerNames = new Set(data.employees.filter((e) => e !== former).map(nameOf));
    const workerPhones = new Set(
      data.employees.flatMap((e) => [e.homePhone, e.mobilePhone, e.officePhone].map(digits)).filter(Boolean),
    );
    const workerEmails = new Set(data.employees.map((e) => e.email?.toLowerCase()));
    expect(firsts.filter((a) => workerNames.has(nameOf(a.person)))).toEqual([]);
    expect(firsts.filter((a) => workerPhones.has(digits(a.person.phone)))).toEqual([]);
    // the one planned match: a former worker applying with the e-mail the company knows
    expect(firsts.filter((a) => workerEmails.has(a.person.email)).map((a) => a.person.email)).toEqual([former?.email]);
  });

  it('spreads the applied days over six weeks, with recent ones still Scored, and reaches every status', () => {
    const days = planned.map((a) => a.daysAgo);
    expect(Math.min(...days)).toBe(0);
    expect(Math.max(...days)).toBe(41);
    expect(days.filter((d) => d < 14).length).toBeGreaterThanOrEqual(20);
    expect(planned.filter((a) => a.daysAgo < 4).every((a) => a.path.length === 0)).toBe(true);
    const finals = new Set(planned.map((a) => a.path.at(-1)));
    for (const status of [3, 4, 5, 6, 7]) expect(finals.has(status), `status ${status}`).toBe(true);
    const autoRejected = planned.filter((a) => a.lines.some((line) => line.includes('no work permit')));
    expect(autoRejected.length).toBeGreaterThanOrEqual(3);
    expect(planned.filter((a) => a.path.length === 0 && !autoRejected.includes(a)).length).toBeGreaterThan(10);
  });

  it('gives a third a PDF résumé, and the mailbox posting’s of them came by e-mail', () => {
    expect(planned.filter((a) => a.withPdf).length).toBeGreaterThanOrEqual(20);
    const mailed = planned.filter((a) => a.byEmail);
    expect(mailed.length).toBeGreaterThan(0);
    expect(mailed.every((a) => a.withPdf && a.posting.mailboxAlias)).toBe(true);
  });
});
