import { describe, expect, it } from 'vitest';
import { attachment } from './s3-objects.ts';

describe('attachment', () => {
  it('names the file plainly, and exactly for browsers that read RFC 5987', () => {
    expect(attachment('schedules-2026-11-24.xlsx')).toBe(
      `attachment; filename="schedules-2026-11-24.xlsx"; filename*=UTF-8''schedules-2026-11-24.xlsx`,
    );
  });

  it('never lets a quote, a line break or a path through the plain name', () => {
    expect(attachment('a"b\r\nc/../d é.pdf')).toBe(
      `attachment; filename="a_b__c_.._d _.pdf"; filename*=UTF-8''a%22b%0D%0Ac%2F..%2Fd%20%C3%A9.pdf`,
    );
  });
});
