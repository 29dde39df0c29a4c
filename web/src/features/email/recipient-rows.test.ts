import { describe, expect, it } from 'vitest';
import { recipientRowsOf, withAddresses } from './recipient-rows.ts';

const option = (id: number, name: string, email?: string) => ({
  id,
  code: `c${id}`,
  firstName: name,
  lastName: '',
  name,
  ...(email === undefined ? {} : { email }),
  isHelper: false,
  isSpecialProjects: false,
});

describe('recipients panel rows', () => {
  it('sorts by name, keeps each worker once and drops blank addresses', () => {
    expect(recipientRowsOf([option(2, 'Zoe', ' z@x.ca '), option(1, 'Ann', '  '), option(2, 'Zoe', 'z@x.ca')])).toEqual(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Zoe', email: 'z@x.ca' },
      ],
    );
  });

  it("adds addresses to a field as '; '-separated text, each once whatever its case", () => {
    expect(withAddresses('', ['a@x.ca', 'b@x.ca'])).toBe('a@x.ca; b@x.ca');
    expect(withAddresses('A@x.ca, c@x.ca;', ['a@x.ca', 'b@x.ca'])).toBe('A@x.ca; c@x.ca; b@x.ca');
  });
});
