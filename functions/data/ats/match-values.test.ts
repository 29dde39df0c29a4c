import { describe, expect, it } from 'vitest';
import { matchTypeOf, matchValuesOf, normaliseEmail, normaliseName, normalisePhone } from './match-values.ts';

describe('match values (brief A9)', () => {
  it('e-mail: trimmed, lower-case; not an address gives none', () => {
    expect(normaliseEmail('  Ana.Roy@Example.COM ')).toBe('ana.roy@example.com');
    expect(normaliseEmail('nobody')).toBeUndefined();
    expect(normaliseEmail(undefined)).toBeUndefined();
  });

  it('phone: digits, the last 10 of a North American number, none when too short', () => {
    expect(normalisePhone('+1 (416) 555-0101')).toBe('4165550101');
    expect(normalisePhone('416.555.0101')).toBe('4165550101');
    expect(normalisePhone('1-416-555-0101')).toBe('4165550101');
    expect(normalisePhone('555-01')).toBeUndefined();
  });

  it('name: first + last, lower-case, accents and punctuation removed', () => {
    expect(normaliseName(' Chloé ', "Côté-O'Neil")).toBe('chloe coteoneil');
    expect(normaliseName('Ana', '')).toBeUndefined();
  });

  it('every key once, strongest first; matchType lists kinds strongest first', () => {
    const values = matchValuesOf({
      firstName: 'Ana',
      lastName: 'Roy',
      email: 'A@B.ca',
      phones: ['416 555 0101', '+1 416 555 0101', undefined],
      resumeSha256: 'ABC',
    });
    expect(values).toEqual([
      { kind: 'resume', value: 'abc' },
      { kind: 'email', value: 'a@b.ca' },
      { kind: 'phone', value: '4165550101' },
      { kind: 'name', value: 'ana roy' },
    ]);
    expect(matchTypeOf(['name', 'email', 'phone'])).toBe('email,phone,name');
    expect(matchTypeOf([])).toBe('none');
  });
});
