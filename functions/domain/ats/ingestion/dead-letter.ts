import type { Failure } from '@shelfline/shared/contracts/ats-failure.contract';
import { failureId, getMail, recordFailure } from '../../../data/ats/ingestion.repository.ts';
import { markMailDeadLettered } from '../../../data/ats/mail-retry.repository.ts';

/*
 * The end of a mail whose message keeps dying (brief §6g step 3): after MAX_REDRIVES trips from the dead-letter queue
 * back to the ingestion queue, the daily redrive job stops sending it round. The mail is recorded as a CRITICAL_INTERNAL
 * failure (the list shows it; an admin may retry it once the cause is fixed) and marked `failed`, so it no longer
 * sits `received` or `processing` for ever.
 */

/** Redrives a message gets before the job gives up on it. */
export const MAX_REDRIVES = 2;
/** The message attribute counting a message's redrives (SQS keeps attributes through dead-lettering). */
export const REDRIVE_COUNT_ATTRIBUTE = 'redriveCount';

interface NotifiedObject {
  bucket: string;
  key: string;
  size: number;
  eventTime: string;
}

/** The inbox objects an S3 notification body names (none for S3's test event or an unreadable body). */
export function objectsOfNotification(body: string): NotifiedObject[] {
  try {
    const parsed = JSON.parse(body) as {
      Records?: { eventTime?: string; s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number } } }[];
    };
    return (parsed.Records ?? []).flatMap((record) => {
      const bucket = record.s3?.bucket?.name;
      const key = record.s3?.object?.key;
      if (!bucket || !key) return [];
      return [
        {
          bucket,
          key: decodeURIComponent(key.replace(/\+/g, ' ')),
          size: record.s3?.object?.size ?? 0,
          eventTime: record.eventTime ?? new Date().toISOString(),
        },
      ];
    });
  } catch {
    return [];
  }
}

/** Records the mails of a given-up message as failed; answers how many mails were ended now. */
export async function giveUpOnMessage(body: string, redrives: number): Promise<number> {
  let ended = 0;
  for (const object of objectsOfNotification(body)) {
    const mailId = `${object.bucket}/${object.key}`;
    const mail = await getMail(mailId);
    if (mail && !['received', 'processing'].includes(mail.status)) continue;
    const failure: Failure = {
      id: failureId(mailId, 'RECEIVE'),
      occurredUtc: mail?.receivedAt ?? new Date(object.eventTime).toISOString(),
      mailbox: mail?.mailbox ?? 'unknown',
      ...(mail?.messageId ? { messageId: mail.messageId } : {}),
      hasAttachments: false,
      validationStep: 'RECEIVE',
      errorCode: 'CRITICAL_INTERNAL',
      errorMessage: `The e-mail could not be processed: its message failed every try and was redriven ${redrives} times.`,
      additionalJson: JSON.stringify({ bucket: object.bucket, key: object.key, redrives, attempts: mail?.attempts }),
    };
    await recordFailure(failure);
    const receivedAt = mail?.receivedAt ?? failure.occurredUtc;
    if (await markMailDeadLettered({ ...object, receivedAt }, failure.id)) ended++;
  }
  return ended;
}
