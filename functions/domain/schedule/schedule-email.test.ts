import { describe, expect, it } from 'vitest';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';
import { htmlOf } from '../mail/text-html.ts';
import { composerPrefillOf, recipientsOf } from './schedule-email.ts';

const card = (id: number, email?: string, supervisorId?: number) =>
  ({ id, firstName: 'W', lastName: String(id), email, supervisorId }) as WorkerCard;
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

  it("prefills the composer: the caller in To, the merchandisers' supervisors in Cc, the merchandisers in Bcc", () => {
    const directory = new Map([
      [1, card(1, 'Me@Example.com')],
      [2, card(2, 'sup@example.com')],
      [3, card(3, 'ann@example.com', 2)],
      [4, card(4, 'bob@example.com', 1)],
      [5, card(5, undefined, 2)],
      [6, card(6, 'sup@example.com', 2)],
    ]);
    const prefill = composerPrefillOf(
      [service(1, 3), service(2, 4), service(3, 5), service(4, 6), service(5)],
      directory,
      1,
    );
    // The caller supervises bob: already in To, not again in Cc; the supervisor who also works a service stays in Cc.
    expect(prefill).toEqual({
      to: ['me@example.com'],
      cc: ['sup@example.com'],
      bcc: ['ann@example.com', 'bob@example.com'],
      services: 3,
      withoutEmail: [5],
    });
    expect(composerPrefillOf([service(1, 3)], directory, 99).to).toEqual([]);
  });

  it('turns the message into escaped HTML paragraphs', () => {
    expect(htmlOf('Hi <team> & all,\nsee you\n\nThanks')).toBe(
      '<!DOCTYPE html><html><body><p>Hi &lt;team&gt; &amp; all,<br>see you</p><p>Thanks</p></body></html>',
    );
  });
});
