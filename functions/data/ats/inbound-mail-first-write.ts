import { InboundMailEntity } from '../entities/inbound-mail.entity.ts';

/** Who writes mail items: the pipeline, never a person. */
export const MAIL_WRITER = 'ingestion';
/** A mail's item is kept as long as its raw object (the inbox bucket's 30-day lifecycle). */
const MAIL_KEPT_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export interface InboxObject {
  bucket: string;
  key: string;
  size: number;
  receivedAt: string;
}

/**
 * The SET clauses that give a mail's item its identity, index keys, expiry and audit the first time any writer touches
 * it (the worker's claim, or the redrive's dead-letter mark for a mail never claimed), and stamp the change afterwards.
 * One place, so the two writers cannot drift apart. The caller adds its own clauses, names and values beside these.
 */
export function mailItemFirstWrite(object: InboxObject, now: string) {
  const id = `${object.bucket}/${object.key}`;
  const day = InboundMailEntity.indexes?.gsi1?.({ ...object, id, status: 'received' });
  const kept = ['type', 'id', 'bucket', 'key'];
  const ifAbsent = ['size', 'receivedAt', 'gsi1pk', 'gsi1sk', 'expiresAt', 'createdAt', 'createdBy'];
  const stamped = ['modifiedAt', 'modifiedBy'];
  return {
    id,
    // Every attribute by its #name: several (bucket, key, size, type) are DynamoDB reserved words.
    set: [
      ...kept.map((name) => `#${name} = :${name}`),
      ...ifAbsent.map((name) => `#${name} = if_not_exists(#${name}, :${name})`),
      ...stamped.map((name) => `#${name} = :${name}`),
    ].join(', '),
    names: Object.fromEntries([...kept, ...ifAbsent, ...stamped].map((name) => [`#${name}`, name])),
    values: {
      ':type': InboundMailEntity.name,
      ':id': id,
      ':bucket': object.bucket,
      ':key': object.key,
      ':size': object.size,
      ':receivedAt': object.receivedAt,
      ':gsi1pk': day?.pk,
      ':gsi1sk': day?.sk,
      ':expiresAt': Math.floor(Date.parse(object.receivedAt) / 1000) + MAIL_KEPT_DAYS * DAY_SECONDS,
      ':createdAt': now,
      ':createdBy': MAIL_WRITER,
      ':modifiedAt': now,
      ':modifiedBy': MAIL_WRITER,
    },
  };
}
