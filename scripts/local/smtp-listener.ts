import { randomUUID } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { SMTPServer } from 'smtp-server';
import { objectCreatedBody } from '../../functions/domain/ats/ingestion/s3-notification.ts';

/*
 * The local stand-in for SES receiving (brief §6g "Local"): an SMTP listener that accepts mail for the inbound
 * domain, stores each raw message in the inbox bucket under `incoming/` and sends S3's event notification to the
 * ingestion queue, exactly as SES → S3 → SQS would in AWS; so `swaks` or any mail client exercises the real pipeline.
 * Recipients at other domains are refused (550), as SES's receipt rule would not accept them.
 */

/** Largest message accepted: SES's S3 action takes up to 30 MB (brief §6g.2). */
const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

export interface SmtpListenerOptions {
  port: number;
  inboundDomain: string;
  bucket: string;
  queueUrl: string;
  s3: S3Client;
  sqs: SQSClient;
  log: (entry: Record<string, unknown>) => void;
}

export async function startSmtpListener(
  options: SmtpListenerOptions,
): Promise<{ port: number; stop(): Promise<void> }> {
  const domain = options.inboundDomain.toLowerCase();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Shelfline local inbound mail',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${domain}`)) return callback();
      const refused = new Error(`Mail for ${address.address} is not accepted here (only @${domain}).`);
      (refused as Error & { responseCode?: number }).responseCode = 550;
      return callback(refused);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          const tooLarge = new Error('Message larger than 30 MB.');
          (tooLarge as Error & { responseCode?: number }).responseCode = 552;
          return callback(tooLarge);
        }
        store(options, Buffer.concat(chunks)).then(
          (key) => callback(null, `Stored as ${key}`),
          (error: unknown) => {
            options.log({ level: 'error', message: 'smtp listener could not store the mail', error: String(error) });
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => options.log({ level: 'warn', message: 'smtp listener error', error: String(error) }));
  return {
    port: options.port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes the raw message where SES's S3 action would, then notifies the queue as S3 would. */
async function store(options: SmtpListenerOptions, raw: Buffer): Promise<string> {
  const key = `incoming/${randomUUID()}`;
  await options.s3.send(
    new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: raw, ContentType: 'message/rfc822' }),
  );
  await options.sqs.send(
    new SendMessageCommand({
      QueueUrl: options.queueUrl,
      MessageBody: objectCreatedBody(options.bucket, key, raw.length),
    }),
  );
  options.log({ level: 'info', message: 'smtp listener stored a mail', key, size: raw.length });
  return key;
}
