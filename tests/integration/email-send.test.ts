import type { FileRow, Folder } from '@shelfline/shared/contracts/file-manager.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFolderPath, SAMPLE_FILES, uploadFile } from '../support/file-manager-fixtures.ts';
import { signInAll, stackUrl } from '../support/local-stack.ts';
import { deliveriesOf, type StoredMail, storedMails, waitForMails } from '../support/mail-store.ts';
import { letterTag } from '../support/workers.ts';

/*
 * POST email (admin, accountManager; 001 §7 E-mail, brief §5): the composer's multipart send. What is checked before
 * anything is queued (roles, 'required', header injection, caps, blocked attachments, sizes), and what recipients get,
 * read back from aws-ses-v2-local's store once the local mail worker has drained the outbox.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const tag = letterTag();
const address = (name: string) => `${name}.${tag}@example.com`;

type Answer = {
  messageId?: string;
  html?: string;
  text?: string;
  subject?: string;
  recipients?: number;
  batches?: number;
  skipped?: unknown[];
  errors?: Record<string, string[]>;
};
type Fields = Partial<Record<'To' | 'Cc' | 'Bcc' | 'Subject' | 'Body' | 'fileIds' | 'preview', string>>;
type Attachment = { name: string; bytes: Buffer };

async function send(fields: Fields, files: Attachment[] = [], token = tokens.admin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
  const response = await fetch(`${stackUrl()}/api/email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer };
}

/** The mails of `subject` once `count` arrived, or what arrived by the timeout (0: at once) without failing. */
async function mailsWith(subject: string, count = 1, timeoutMs = 20_000): Promise<StoredMail[]> {
  if (timeoutMs === 0) return storedMails({ subject });
  return waitForMails(subject, count, timeoutMs);
}

const valid = (subject: string): Fields => ({ To: address('ann'), Subject: subject, Body: '<p>Hello</p>' });

beforeAll(async () => {
  await signInAll(tokens);
});

describe('POST email: who may send and what is required', () => {
  it('answers 403 to supervisors and merchandisers, 202 to account managers', async () => {
    expect((await send(valid(`Roles ${tag}`), [], tokens.sup)).status).toBe(403);
    expect((await send(valid(`Roles ${tag}`), [], tokens.merch)).status).toBe(403);
    const am = await send(valid(`Roles ${tag}`), [], tokens.am);
    expect(am.status, JSON.stringify(am.body)).toBe(202);
    expect(am.body).toMatchObject({ recipients: 1, batches: 1, skipped: [] });
    expect(am.body.messageId).toEqual(expect.any(String));
  });

  it("answers 'required' under To, Subject and Body, an empty editor body included", async () => {
    const none = await send({ To: ' ; ', Subject: '  ', Body: '<p></p>' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ To: ['required'], Subject: ['required'], Body: ['required'] });
    expect((await send({ Subject: 'x', Body: '<p>x</p>' })).body.errors).toEqual({ To: ['required'] });
  });
});

describe('POST email: header injection and caps', () => {
  it('refuses a subject or an address carrying a line break', async () => {
    const subject = await send({ ...valid('x'), Subject: `Hi ${tag}\r\nBcc: victim@example.com` });
    expect(subject.status).toBe(400);
    expect(subject.body.errors?.Subject).toEqual(['Subject cannot contain line breaks.']);
    const to = await send({ ...valid(`Inject ${tag}`), To: `${address('ann')}\r\nBcc: victim@example.com` });
    expect(to.status).toBe(400);
    expect(to.body.errors?.To).toEqual(['Invalid e-mail address: Bcc: victim@example.com']);
    const bad = await send({ ...valid(`Invalid ${tag}`), Cc: 'not-an-address' });
    expect(bad.body.errors?.Cc).toEqual(['Invalid e-mail address: not-an-address']);
  });

  it('refuses more than 50 addresses in To and Cc together', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => address(`p${i}`)).join('; ');
    const result = await send({
      ...valid(`Fifty ${tag}`),
      To: list(30),
      Cc: list(51).split('; ').slice(30).join(', '),
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.Cc).toEqual([
      'To and Cc together can hold at most 50 addresses. Put the others in Bcc.',
    ]);
  });
});

describe('POST email: what recipients get', () => {
  it('sends each address once with To > Cc > Bcc, from the company, with Reply-To the sender', async () => {
    const subject = `Precedence ${tag}`;
    const result = await send({
      To: `${address('ann').toUpperCase()}; ${address('bob')}`,
      Cc: `${address('ann')}, ${address('cid')}`,
      Bcc: `${address('bob')}\n${address('cid')}\n${address('dee')}`,
      Subject: subject,
      Body: '<p>Reset on aisle 5</p>',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(202);
    expect(result.body).toMatchObject({ recipients: 4, batches: 1 });
    const [mail] = await mailsWith(subject);
    // The store keeps each header as its text ('a, b'); Bcc is never a header, only an envelope recipient.
    const header = (values: string[] | undefined) => (values ?? []).flatMap((value) => value.split(/,\s*/));
    expect(header(mail?.destination.to)).toEqual([address('ann'), address('bob')]);
    expect(header(mail?.destination.cc)).toEqual([address('cid')]);
    expect(header(mail?.destination.bcc)).toEqual([]);
    // Each address is delivered once: the envelope holds the four, Bcc included.
    expect(deliveriesOf(mail ? [mail] : []).sort()).toEqual(['ann', 'bob', 'cid', 'dee'].map(address));
    expect(mail?.from).toMatch(/^"?Olivia Martin via .+"? <.+@.+>$/);
    expect(mail?.replyTo).toEqual(['admin@shelfline.example']);
  });

  it('sanitises the body: no image handlers, javascript: links or scripts reach the recipient', async () => {
    const subject = `Sanitised ${tag}`;
    const result = await send({
      ...valid(subject),
      Body:
        '<p><strong>Bold</strong> <a href="https://example.com/a">safe</a> <a href="javascript:alert(1)">evil</a></p>' +
        '<img src="x" onerror="alert(2)"><script>alert(3)</script><p style="color:red">styled</p>',
    });
    expect(result.status).toBe(202);
    const [mail] = await mailsWith(subject);
    const html = mail?.body.html ?? '';
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<a href="https://example.com/a">safe</a>');
    expect(html).toContain('<p>styled</p>');
    expect(html).not.toMatch(/<img|onerror|<script|alert\(|javascript:|color:red/);
    expect(mail?.body.text).toContain('Bold safe');
    expect(mail?.body.text).not.toContain('alert');
  });

  it('delivers an attachment with its name and bytes, a same-named second file left out', async () => {
    const subject = `Attachment ${tag}`;
    const bytes = Buffer.from(`Planogram notes ${tag}\n`);
    const result = await send(valid(subject), [
      { name: 'notes.txt', bytes },
      { name: 'notes.txt', bytes: Buffer.from('second copy') },
    ]);
    expect(result.status, JSON.stringify(result.body)).toBe(202);
    const [mail] = await mailsWith(subject);
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['notes.txt']);
    expect(Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').equals(bytes)).toBe(true);
  });
});

describe('POST email: preview', () => {
  it('answers the sanitised message with the company footer, needs no recipient and queues nothing', async () => {
    const subject = `Preview ${tag}`;
    const result = await send({
      Subject: subject,
      Body: '<p>Look <img src=x onerror="alert(1)"><a href="javascript:alert(2)">here</a></p>',
      preview: 'true',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.subject).toBe(subject);
    expect(result.body.html).toContain('<p>Look <a>here</a></p>');
    expect(result.body.html).not.toMatch(/onerror|javascript:|<img/);
    expect(result.body.html).toMatch(/<hr><p [^>]*>[^<]+<br>/);
    expect(result.body.text).toContain('Look here');
    expect((await send({ Subject: subject, Body: '<p></p>', preview: 'true' })).body.errors).toEqual({
      Body: ['required'],
    });
    const after = `After preview ${tag}`;
    expect((await send(valid(after))).status).toBe(202);
    await mailsWith(after);
    expect(await mailsWith(subject, 1, 0)).toEqual([]);
  });
});

describe('POST email: attachments refused before anything is queued', () => {
  it("refuses SES's blocked types and programs by their bytes with 400, and queues nothing", async () => {
    const subject = `Blocked ${tag}`;
    const script = await send(valid(subject), [{ name: 'setup.BAT', bytes: Buffer.from('echo hi') }]);
    expect(script.status).toBe(400);
    expect(script.body.errors?.files).toEqual(['Files of type .bat cannot be sent by e-mail.']);
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const renamed = await send(valid(subject), [{ name: 'invoice.pdf', bytes: program }]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors?.files).toEqual(['Files of type .exe cannot be sent by e-mail.']);
    // A message sent after them arrives; the refused ones never do.
    const after = `After blocked ${tag}`;
    expect((await send(valid(after))).status).toBe(202);
    expect(await mailsWith(after)).toHaveLength(1);
    expect(await mailsWith(subject, 1, 0)).toEqual([]);
  });

  it('answers 413 naming files past the upload limit', async () => {
    const result = await send(valid(`Too big ${tag}`), [
      { name: 'big.bin', bytes: Buffer.alloc(4.2 * 1024 * 1024, 7) },
    ]);
    expect(result.status).toBe(413);
    expect(Object.keys(result.body.errors ?? {})).toEqual(['files']);
  });
});

describe('POST email: attachments from the file manager (fileIds)', () => {
  let level1: Folder;
  let level2: Folder;
  let topFile: FileRow;
  let innerFile: FileRow;
  const innerBytes = SAMPLE_FILES.text(`Store list ${tag}\n`);

  beforeAll(async () => {
    [level1, level2] = (await makeFolderPath(tokens.admin, 'internal', `Mail ${tag}`, `Mail inner ${tag}`)) as [
      Folder,
      Folder,
    ];
    topFile = await uploadFile(tokens.admin, 'internal', level1.folderId, 'top-secret.pdf', SAMPLE_FILES.pdf());
    innerFile = await uploadFile(tokens.admin, 'internal', level2.folderId, 'stores.txt', innerBytes);
  });

  it('attaches a file the sender may read, beside an uploaded one', async () => {
    const subject = `From file manager ${tag}`;
    const result = await send({ ...valid(subject), fileIds: innerFile.fileId }, [
      { name: 'notes.txt', bytes: Buffer.from('uploaded') },
    ]);
    expect(result.status, JSON.stringify(result.body)).toBe(202);
    const [mail] = await mailsWith(subject);
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['notes.txt', 'stores.txt']);
    expect(Buffer.from(mail?.attachments[1]?.content ?? '', 'base64').equals(innerBytes)).toBe(true);
  });

  it('answers 404 for a file the sender cannot see (an account manager and a level-1 file) or that does not exist', async () => {
    const hidden = await send({ ...valid(`Hidden ${tag}`), fileIds: topFile.fileId }, [], tokens.am);
    expect(hidden.status).toBe(404);
    const missing = await send({ ...valid(`Missing ${tag}`), fileIds: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    // The same file is readable by an admin.
    expect((await send({ ...valid(`Top ${tag}`), fileIds: topFile.fileId })).status).toBe(202);
  });
});
