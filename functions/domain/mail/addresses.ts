import {
  invalidAddressMessage,
  RECIPIENTS_MAX,
  REQUIRED,
  TO_AND_CC_MAX,
  TO_AND_CC_MESSAGE,
} from '@shelfline/shared/contracts/email.contract';
import { BadRequestError } from '../../common/http-errors.ts';

/*
 * The recipients of a composed message (brief §5c "Recipients", E9-E11). Addresses arrive as free text; what leaves
 * here is three disjoint lists of lower-cased, checked addresses, so nobody gets two copies and no header can be
 * smuggled in through an address.
 */

/** Each field as the form names it. */
export type RecipientField = 'To' | 'Cc' | 'Bcc';

export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** RFC 5321's longest forward path. */
const ADDRESS_MAX = 254;
/**
 * Conservative on purpose: a dot-atom local part and a domain of letters, digits and hyphens with a top-level
 * label of letters (or punycode `xn--`). Quoted local parts, comments and IP literals are refused rather than parsed.
 */
const ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Splits one field's text on ';', ',' and line ends; empty pieces are dropped. */
export function splitAddresses(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[;,\r\n]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** An address as it is kept and sent (lower-cased), or undefined when it is not one we send to. */
export function normalizeAddress(candidate: string): string | undefined {
  const address = candidate.trim().toLowerCase();
  if (address.length > ADDRESS_MAX || !ADDRESS.test(address)) return undefined;
  return address;
}

/**
 * Parses To, Cc and Bcc into disjoint lists with precedence To > Cc > Bcc (an address in To is dropped from Cc and
 * Bcc). Every piece that is not an address is named under its field. 400 also when no address is left, when To and Cc together pass SES's
 * 50 and when the message passes 2,000 recipients.
 */
export function parseRecipients(fields: Partial<Record<RecipientField, string>>): Recipients {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const lists: Recipients = { to: [], cc: [], bcc: [] };
  const order: [RecipientField, keyof Recipients][] = [
    ['To', 'to'],
    ['Cc', 'cc'],
    ['Bcc', 'bcc'],
  ];
  for (const [field, list] of order) {
    const text = fields[field] ?? '';
    // Line ends separate addresses (E9: a pasted column), so a header smuggled after a CR LF ('Bcc: victim@x')
    // becomes a piece of its own, which is no address and is refused with the rest.
    for (const piece of splitAddresses(text)) {
      const address = normalizeAddress(piece);
      if (!address) {
        errors[field] = [...(errors[field] ?? []), invalidAddressMessage(piece)];
        continue;
      }
      if (seen.has(address)) continue;
      seen.add(address);
      lists[list].push(address);
    }
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  if (seen.size === 0) throw new BadRequestError({ To: [REQUIRED] });
  if (lists.to.length + lists.cc.length > TO_AND_CC_MAX) throw new BadRequestError({ Cc: [TO_AND_CC_MESSAGE] });
  if (seen.size > RECIPIENTS_MAX)
    throw new BadRequestError({
      Bcc: [`A message can go to at most ${RECIPIENTS_MAX.toLocaleString('en-US')} recipients.`],
    });
  return lists;
}
