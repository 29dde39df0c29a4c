import { describe, expect, it } from 'vitest';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';
import { batchesOf, htmlOf, recipientsOf } from './schedule-email.ts';

const card = (id: number, email?: string) => ({ id, firstName: 'W', lastName: String(id), email }) as WorkerCard;
const service = (id: number, merchandiserId?: number) => ({ id, merchandiserId }) as ServiceSummary;

describe('schedule e-mail', () => {
  it('writes once to each merchandiser with an address and counts the services reached', () => {
    const directory = new Map([
      [4, card(4, 'Mia@Example.com')],
      [5, card(5, 'mia@example.com ')],
      [6, card(6)],
      [7, card(7, 'sam@example.com')],
    ]);
    const result = recipientsOf(
      [service(1, 4), service(2, 4), service(3, 5), service(4, 6), service(5), service(6, 99), service(7, 7)],
      directory,
    );
    expect(result).toEqual({
      addresses: ['mia@example.com', 'sam@example.com'],
      services: 4,
      withoutEmail: [6, 99],
      unassigned: 1,
    });
  });

  it('splits recipients in batches of at most 50', () => {
    const addresses = Array.from({ length: 120 }, (_, i) => `w${i}@example.com`);
    expect(batchesOf(addresses).map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batchesOf([])).toEqual([]);
  });

  it('turns the message into escaped HTML paragraphs', () => {
    expect(htmlOf('Hi <team> & all,\nsee you\n\nThanks')).toBe(
      '<!DOCTYPE html><html><body><p>Hi &lt;team&gt; &amp; all,<br>see you</p><p>Thanks</p></body></html>',
    );
  });
});
