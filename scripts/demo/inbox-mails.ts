/**
 * The demo's e-mails to the résumé mailbox (brief files-mail-recruiting §10), run through the real pipeline: each
 * raw message is stored in the inbox bucket under `incoming/` and handed to `processMail`, exactly what the ingestion
 * worker does for one S3 record. Two become applicants (a readable PDF, and an encrypted one kept with a
 * WARN_TEXT_NOT_READABLE failure); the others are recorded failures of the common codes, so the ingestion failures
 * screen has one of each. Their keys are fixed: a second load finds each mail recorded and sends nothing again.
 */
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { putObject } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';
import type { Logger } from '../../functions/common/logger.ts';
import { getMail } from '../../functions/data/ats/ingestion.repository.ts';
import { processMail } from '../../functions/domain/ats/ingestion/process-mail.ts';
import { demoShelfPicture } from './demo-pictures.ts';
import { inParallel } from './in-parallel.ts';
import { DEMO_MAILBOX_ALIAS } from './recruiting.ts';
import { demoResumePdf } from './resume-pdf.ts';

/** The EICAR test file: every scanner reports it as a virus, and it harms nothing. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const HOUR_MS = 60 * 60 * 1000;

interface DemoMail {
  /** The inbox key's last part (`incoming/demo-<name>`). */
  name: string;
  /** What the pipeline makes of it: 'applicant', or the failure code it records. */
  outcome: string;
  hoursAgo: number;
  message(to: string): Promise<Mail.Options>;
}

const PRIYA = [
  'Priya Deschamps',
  'priya.deschamps@example.com | 647-555-0311',
  'Toronto, ON M4C 1B5',
  'Experience',
  'Merchandiser, planogram resets and retail inventory at a grocery chain; forklift certified; bilingual.',
  'Education',
  'George Brown College, Business',
];

/** One mail per outcome; the failures spread over the last six days (the failures screen shows seven by default). */
export const DEMO_MAILS: readonly DemoMail[] = [
  {
    name: 'priya-deschamps',
    outcome: 'applicant',
    hoursAgo: 2,
    message: async (to) => ({
      from: 'Priya Deschamps <priya.deschamps@example.com>',
      to,
      subject: 'Application: Retail Merchandiser',
      text: 'Hello, please find my resume attached. Priya',
      attachments: [{ filename: 'Priya-Deschamps-resume.pdf', content: await demoResumePdf(PRIYA) }],
    }),
  },
  {
    name: 'locked-pdf',
    outcome: 'WARN_TEXT_NOT_READABLE',
    hoursAgo: 20,
    message: async (to) => ({
      from: 'Marc-André Gervais <ma.gervais@example.com>',
      to,
      subject: 'CV - Marc-André Gervais',
      text: 'Bonjour, voici mon CV.',
      attachments: [
        { filename: 'cv.pdf', content: await demoResumePdf(['Marc-André Gervais'], { userPassword: 'secret' }) },
      ],
    }),
  },
  {
    name: 'unknown-posting',
    outcome: 'ERROR_POSTING_NOT_FOUND',
    hoursAgo: 30,
    message: async (to) => ({
      from: 'Sam Whitlock <sam.whitlock@example.com>',
      to: to.replace(/^[^@]+/, 'careers'),
      subject: 'Indeed application: Forklift Operator - Halifax, NS',
      text: 'Resume attached.',
      attachments: [{ filename: 'resume.pdf', content: await demoResumePdf(['Sam Whitlock', 'Forklift operator']) }],
    }),
  },
  {
    name: 'no-attachment',
    outcome: 'ERROR_NO_ATTACHMENT',
    hoursAgo: 55,
    message: async (to) => ({
      from: 'Jordan Pike <jordan.pike@example.com>',
      to,
      subject: 'Retail Merchandiser position',
      text: 'Hi, I would like to apply for the merchandiser job. I can start next week.',
    }),
  },
  {
    name: 'photo-only',
    outcome: 'ERROR_UNSUPPORTED_FILE_TYPE',
    hoursAgo: 80,
    message: async (to) => ({
      from: 'Lena Varga <lena.varga@example.com>',
      to,
      subject: 'My application',
      text: 'A photo of my resume is attached.',
      attachments: [{ filename: 'resume-photo.png', content: demoShelfPicture(3) }],
    }),
  },
  {
    name: 'out-of-office',
    outcome: 'INFO_AUTO_REPLY',
    hoursAgo: 100,
    message: async (to) => ({
      from: 'Karim Haddou <karim.haddou@example.com>',
      to,
      subject: 'Automatic reply: Retail Merchandiser',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday and will answer your message when I am back.',
    }),
  },
  {
    name: 'eicar',
    outcome: 'CRITICAL_VIRUS_DETECTED',
    hoursAgo: 130,
    message: async (to) => ({
      from: 'Applicant <cv.sender@example.net>',
      to,
      subject: 'resume',
      text: 'see attachment',
      attachments: [{ filename: 'resume.pdf', content: Buffer.from(EICAR, 'latin1') }],
    }),
  },
];

/** The pipeline's log lines would fill `npm start`'s console: only warnings and errors are shown. */
const quietLog: Logger = {
  debug: () => {},
  info: () => {},
  warn: (message, data) => console.warn(message, data ?? ''),
  error: (message, data) => console.error(message, data ?? ''),
  child: () => quietLog,
  forInvocation: () => quietLog,
};

/** Sends the demo mails not sent before through the mailbox pipeline; answers how many were sent. */
export async function sendDemoMails(options: { inboundDomain: string; now?: Date }): Promise<number> {
  const bucket = env.bucket('inboxBucket');
  const now = (options.now ?? new Date()).getTime();
  const to = `${DEMO_MAILBOX_ALIAS}@${options.inboundDomain}`;
  let sent = 0;
  const send = (mail: DemoMail) => async () => {
    const key = `incoming/demo-${mail.name}`;
    if (await getMail(`${bucket}/${key}`)) return;
    const raw = await new MailComposer(await mail.message(to)).compile().build();
    await putObject({ bucket, key, body: raw, contentType: 'message/rfc822' });
    const receivedAt = new Date(now - mail.hoursAgo * HOUR_MS).toISOString();
    await processMail({ bucket, key, size: raw.length, receivedAt }, options.inboundDomain, quietLog);
    sent++;
  };
  // Two at a time: the résumés' text is read in a worker thread each.
  await inParallel(DEMO_MAILS.map(send), 2);
  return sent;
}
