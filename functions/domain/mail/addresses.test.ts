import { describe, expect, it } from 'vitest';
import { HttpError } from '../../common/http-errors.ts';
import { parseRecipients } from './addresses.ts';

function refusal(fields: Parameters<typeof parseRecipients>[0]) {
  try {
    parseRecipients(fields);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parsing recipients', () => {
  it('splits on ; , and new lines, lower-cases, and keeps each address once with To > Cc > Bcc', () => {
    expect(
      parseRecipients({
        To: ' Ann@Example.com; bob@example.com ',
        Cc: 'ann@example.com, carl@example.com',
        Bcc: 'carl@example.com\r\ndora@example.com\nBOB@example.com;;',
      }),
    ).toEqual({ to: ['ann@example.com', 'bob@example.com'], cc: ['carl@example.com'], bcc: ['dora@example.com'] });
  });

  it('names every invalid address under its field, a header smuggled after a line break included', () => {
    expect(refusal({ To: 'ok@example.com\r\nBcc: victim@x.com', Cc: 'no-at-sign; a@b' })).toEqual({
      status: 400,
      errors: {
        To: ['Invalid e-mail address: Bcc: victim@x.com'],
        Cc: ['Invalid e-mail address: no-at-sign', 'Invalid e-mail address: a@b'],
      },
    });
    expect(refusal({ Bcc: `${'a'.repeat(250)}@example.com` }).status).toBe(400);
  });

  it('needs one recipient, at most 50 in To and Cc, and at most 2,000 in all', () => {
    expect(refusal({ To: ' ; ' })).toEqual({ status: 400, errors: { To: ['required'] } });
    const many = (n: number, at: string) => Array.from({ length: n }, (_, i) => `p${i}@${at}`).join('; ');
    expect(parseRecipients({ To: many(30, 'a.ca'), Cc: many(20, 'b.ca') }).cc).toHaveLength(20);
    expect(refusal({ To: many(30, 'a.ca'), Cc: many(21, 'b.ca') })).toEqual({
      status: 400,
      errors: { Cc: ['To and Cc together can hold at most 50 addresses. Put the others in Bcc.'] },
    });
    expect(parseRecipients({ Bcc: many(2000, 'c.ca') }).bcc).toHaveLength(2000);
    expect(refusal({ To: 'x@d.ca', Bcc: many(2000, 'c.ca') }).status).toBe(400);
  });
});
