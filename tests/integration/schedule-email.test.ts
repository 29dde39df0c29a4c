import { beforeAll, describe, expect, it } from 'vitest';
import { testMerchandisers } from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { storedMails, waitForMails } from '../support/mail-store.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { letterTag } from '../support/workers.ts';

/*
 * POST schedule/email (admin, accountManager; docs/decisions.md#schedule-actions-and-e-mail): the merchandisers of the
 * selected or filtered services get the message through the outbox (answer 202), which the mail worker sends with SES
 * v2 — here aws-ses-v2-local, whose store the test reads back once the worker drained the queue. `preview` answers
 * the composer modal's recipients and sends nothing.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const tag = letterTag();
const worker = testMerchandisers('se', 'Mailer', tag);
const address = (name: string) => `${name}.${tag}@example.com`;

type Answer = {
  messageId?: string;
  recipients: number;
  batches?: number;
  skipped?: unknown[];
  services: number;
  to?: string[];
  cc?: string[];
  bcc?: string[];
  withoutEmail?: number[];
  errors?: Record<string, string[]>;
};
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
    expect(result.status, JSON.stringify(result.body)).toBe(202);
    expect(result.body).toEqual({
      messageId: expect.any(String),
      recipients: 2,
      batches: 1,
      skipped: [],
      services: 3,
    });
    const mails = await waitForMails(subject, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // From is always MAIL_FROM, shown on behalf of the sender; the sender is Reply-To.
    expect(mail?.from).toMatch(/ via .*<no-reply@shelfline\.local>$/);
    // The merchandisers are only envelope recipients: no header names them.
    expect(mail?.envelope).toEqual([address('ann'), address('bob')]);
    expect(mail?.destination).toEqual({ to: [], cc: [], bcc: [] });
    expect(mail?.body.text).toContain('please confirm.');
    expect(mail?.body.html).toContain('Hello &lt;all&gt;,<br>please confirm.</p><p>Thanks');
  });

  it('writes only to the merchandisers of the selected services (accountManager too)', async () => {
    const subject = `Bob only ${tag}`;
    const result = await send({ filter, serviceIds: [ids.bob, ids.unassigned], subject, message: 'Hi Bob' }, tokens.am);
    expect(result.status, JSON.stringify(result.body)).toBe(202);
    expect(result.body).toMatchObject({ recipients: 1, services: 1, batches: 1 });
    const mails = await waitForMails(subject, 1);
    expect(mails.map((m) => m.envelope)).toEqual([[address('bob')]]);
  });

  it("previews the composer's recipients without sending: the caller in To, supervisors in Cc, merchandisers in Bcc", async () => {
    const subject = `Preview ${tag}`;
    const preview = await send({ filter, preview: true, subject });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      to: ['admin@shelfline.example'],
      cc: ['sup@shelfline.example'],
      bcc: [address('ann'), address('bob')],
      services: 3,
      withoutEmail: [expect.any(Number)],
    });
    // Only the selected services' people; no subject or message needed.
    const selected = await send({ filter, serviceIds: [ids.bob], preview: true }, tokens.am);
    expect(selected.status, JSON.stringify(selected.body)).toBe(200);
    expect(selected.body).toMatchObject({ cc: ['sup@shelfline.example'], bcc: [address('bob')], services: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedMails({ subject })).toEqual([]);
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
    expect(noSubject.body.errors?.subject).toEqual(['Subject is required.']);
    // A line break in the subject would start a header of its own (header injection).
    const injected = await send({ filter, subject: 'x\r\nBcc: victim@example.com', message: 'y' });
    expect(injected.status).toBe(400);
    expect(injected.body.errors?.subject).toEqual(['Subject cannot contain line breaks.']);

    expect((await send({ filter, subject: 'x', message: 'y' }, tokens.sup)).status).toBe(403);
    expect((await send({ filter, subject: 'x', message: 'y' }, tokens.merch)).status).toBe(403);
  });
});
