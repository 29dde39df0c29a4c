import { beforeAll, describe, expect, it } from 'vitest';
import { testMerchandisers } from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { letterTag } from '../support/workers.ts';

/*
 * POST schedule/email (admin, accountManager; docs/decisions.md#schedule-actions-and-e-mail): the merchandisers of the selected or filtered services
 * get the message through SES v2 — here aws-ses-v2-local, whose store the test reads back.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const tag = letterTag();
const worker = testMerchandisers('se', 'Mailer', tag);
const address = (name: string) => `${name}.${tag}@example.com`;

interface StoredMail {
  from: string;
  subject: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  body: { text?: string; html?: string };
}

async function mailsWith(subject: string): Promise<StoredMail[]> {
  const endpoint = process.env.AWS_ENDPOINT_URL_SESV2;
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_SESV2 is not set: run through the local stack.');
  const since = Math.floor(Date.now() / 1000) - 600;
  const store = (await (await fetch(`${endpoint}/store?since=${since}`)).json()) as { emails: StoredMail[] };
  return store.emails.filter((mail) => mail.subject === subject);
}

type Answer = { recipients: number; services: number; errors?: Record<string, string[]> };
const send = (body: Record<string, unknown>, token = tokens.admin) =>
  api<Answer>('POST', 'schedule/email', { token, body });

let month: TestMonth;
const ids = {} as Record<'ann' | 'bob' | 'none' | 'unassigned', number>;
let filter: Record<string, unknown>;

beforeAll(async () => {
  await signInAll(tokens);
  month = await testMonth();
  const ann = await worker('Ann', { email: address('ann') });
  const bob = await worker('Bob', { email: address('bob') });
  const none = await worker('Nomail');
  const [annFirst] = await createTestServices(2, { earliestDate: month.day(6), merchandiserId: ann });
  const [bobs] = await createTestServices(1, { earliestDate: month.day(7), merchandiserId: bob });
  const [nones] = await createTestServices(1, { earliestDate: month.day(7), merchandiserId: none });
  const [unassigned] = await createTestServices(1, { earliestDate: month.day(8) });
  ids.ann = annFirst?.id ?? 0;
  ids.bob = bobs?.id ?? 0;
  ids.none = nones?.id ?? 0;
  ids.unassigned = unassigned?.id ?? 0;
  filter = { mode: 'NotActivated', earliestDate: month.from, latestDate: month.to };
});

describe('POST schedule/email', () => {
  it('writes once to every merchandiser of the filtered services, skipping those without an address', async () => {
    const subject = `Shelf reset ${tag}`;
    const result = await send({ filter, subject, message: 'Hello <all>,\nplease confirm.\n\nThanks' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ recipients: 2, services: 3 });
    const mails = await mailsWith(subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toBe('no-reply@shelfline.local');
    expect(mail?.destination.bcc).toEqual([address('ann'), address('bob')]);
    expect(mail?.destination.to).toEqual([]);
    expect(mail?.body.text).toContain('please confirm.');
    expect(mail?.body.html).toContain('Hello &lt;all&gt;,<br>please confirm.</p><p>Thanks');
  });

  it('writes only to the merchandisers of the selected services (accountManager too)', async () => {
    const subject = `Bob only ${tag}`;
    const result = await send({ filter, serviceIds: [ids.bob, ids.unassigned], subject, message: 'Hi Bob' }, tokens.am);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ recipients: 1, services: 1 });
    const mails = await mailsWith(subject);
    expect(mails.map((m) => m.destination.bcc)).toEqual([[address('bob')]]);
  });

  it('refuses services outside the filter, no recipient, a missing subject, and other roles', async () => {
    const outside = await send({
      filter: { ...filter, mode: 'Open' },
      serviceIds: [ids.ann],
      subject: 'x',
      message: 'y',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ serviceIds: [`Services ${ids.ann} are not among the filtered services.`] });

    const nobody = await send({ filter, serviceIds: [ids.none, ids.unassigned], subject: 'x', message: 'y' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toEqual({
      serviceIds: ['None of these services has a merchandiser with an e-mail address.'],
    });

    const empty = await send({ filter: { ...filter, mode: 'Submitted' }, subject: 'x', message: 'y' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ filter: ['No service matches the filter.'] });

    const noSubject = await send({ filter, subject: '  ', message: 'y' });
    expect(noSubject.status).toBe(400);
    expect(Object.keys(noSubject.body.errors ?? {})).toContain('subject');

    expect((await send({ filter, subject: 'x', message: 'y' }, tokens.sup)).status).toBe(403);
    expect((await send({ filter, subject: 'x', message: 'y' }, tokens.merch)).status).toBe(403);
  });
});
