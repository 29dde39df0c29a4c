import { describe, expect, it } from 'vitest';
import { fullName, loginCodeBase, loginCodeCandidate, roleNames } from './worker-naming.ts';

describe('roleNames', () => {
  it('names the role flags in list order, comma-separated', () => {
    expect(roleNames({ isSupervisor: true, isMerchandiser: true })).toBe('Merchandiser, Supervisor');
    expect(roleNames({ isAdministrator: true, isHr: true })).toBe('Administrator, HR');
    expect(roleNames({ isAccountManager: true, isCrmUser: true })).toBe('Account Manager, CRM Access');
  });
  it('leaves out flags that are not roles', () => {
    expect(roleNames({ isMerchandiser: true, isHelper: true, isSpecialProjects: true, isHrRestricted: true })).toBe(
      'Merchandiser',
    );
    expect(roleNames({})).toBe('');
  });
});

describe('login codes', () => {
  it('takes the first initial and the last name in lower-case ASCII', () => {
    expect(loginCodeBase('Olivia', 'Martin')).toBe('omartin');
    expect(loginCodeBase('Émilie', 'Côté-Roy')).toBe('ecoteroy');
    expect(loginCodeBase(' jean ', "O'Neil Jr.")).toBe('joneiljr');
  });
  it('falls back when no letter is left', () => {
    expect(loginCodeBase('李', '王')).toBe('worker');
  });
  it('keeps the stem at a sign-in friendly length', () => {
    expect(loginCodeBase('A', 'x'.repeat(80))).toHaveLength(40);
  });
  it('numbers the candidates after the first', () => {
    expect(loginCodeCandidate('omartin', 1)).toBe('omartin');
    expect(loginCodeCandidate('omartin', 2)).toBe('omartin2');
    expect(loginCodeCandidate('omartin', 12)).toBe('omartin12');
  });
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Priya', lastName: 'Sharma' })).toBe('Priya Sharma');
  });
});
