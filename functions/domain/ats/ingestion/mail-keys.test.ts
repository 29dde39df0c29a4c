import { describe, expect, it } from 'vitest';
import { objectsOfNotification } from './dead-letter.ts';
import { quarantineKeyOf } from './quarantine.ts';
import { objectCreatedBody } from './s3-notification.ts';

describe('inbox keys of the mailbox operations', () => {
  it('quarantines incoming/<x> as quarantine/<x>, and prefixes any other key', () => {
    expect(quarantineKeyOf('incoming/abc.eml')).toBe('quarantine/abc.eml');
    expect(quarantineKeyOf('elsewhere/abc')).toBe('quarantine/elsewhere/abc');
  });

  it("a requeued mail's notification names its object as S3 would, and reads back to the same key", () => {
    const body = objectCreatedBody('inbox', 'incoming/a b+c/é.eml', 12, { at: new Date('2026-05-01T00:00:00Z') });
    const record = JSON.parse(body).Records[0];
    expect(record).toMatchObject({ eventName: 'ObjectCreated:Put', eventTime: '2026-05-01T00:00:00.000Z' });
    expect(record.s3.object.key).toBe('incoming/a+b%2Bc/%C3%A9.eml');
    expect(objectsOfNotification(body)).toEqual([
      { bucket: 'inbox', key: 'incoming/a b+c/é.eml', size: 12, eventTime: '2026-05-01T00:00:00.000Z' },
    ]);
  });

  it("finds no mail in S3's test event or a body that is not JSON", () => {
    expect(objectsOfNotification(JSON.stringify({ Service: 'Amazon S3', Event: 's3:TestEvent' }))).toEqual([]);
    expect(objectsOfNotification('not json')).toEqual([]);
  });
});
