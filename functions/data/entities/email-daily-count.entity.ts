import { defineEntity } from '../entity.ts';

/**
 * Recipients a user sent to on one UTC day (brief 5c, E10: at most 5,000 a day). The outbox ADDs a message's
 * recipients with a condition that the sum stays within the cap, before anything else is written, so two sends at
 * once cannot both pass. Expires two days later.
 *
 * | access pattern           | index | key                                              |
 * |--------------------------|-------|--------------------------------------------------|
 * | a user's count of a day  | table | pk `EMAILCAP#<username>`, sk `DAY#<yyyy-mm-dd>`   |
 */
export interface EmailDailyCount {
  /** `<username>#<yyyy-mm-dd>`. */
  id: string;
  recipients: number;
}

export const EmailDailyCountEntity = defineEntity<EmailDailyCount>({
  name: 'emailDailyCount',
  key: (id) => {
    const at = id.lastIndexOf('#');
    return { pk: `EMAILCAP#${id.slice(0, at)}`, sk: `DAY#${id.slice(at + 1)}` };
  },
});
