import type { AddressObject, ParsedMail } from 'mailparser';
import type { JobPosting } from '../../../data/entities/job-posting.entity.ts';
import { MailRejected } from './rejection.ts';

/*
 * Steps 4 and 5 (brief §6g, A5, A18): the mailbox the mail was sent to, and the posting it applies to: the mailbox
 * alias of a posting first, else the subject read as a job board writes it ('…: {title} - {city}, {province}' or
 * '{title} ({city}, {province})', province as code or name) against the active postings.
 */

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) => object.value.map((a) => a.address ?? ''));

const headerAddresses = (mail: ParsedMail, name: string) => {
  const value = mail.headers.get(name);
  if (typeof value === 'string') return value.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  if (value && typeof value === 'object' && 'value' in value) return addresses(value as AddressObject);
  return [];
};

/** The first recipient at the inbound domain in Delivered-To, X-Original-To, To, Cc (lower-case), else 'unknown'. */
export function mailboxOf(mail: ParsedMail, inboundDomain: string | undefined): string {
  const candidates = [
    ...headerAddresses(mail, 'delivered-to'),
    ...headerAddresses(mail, 'x-original-to'),
    ...addresses(mail.to),
    ...addresses(mail.cc),
  ].map((address) => address.toLowerCase());
  const domain = inboundDomain?.toLowerCase();
  return candidates.find((address) => !domain || address.endsWith(`@${domain}`)) ?? 'unknown';
}

export interface SubjectParts {
  title: string;
  city: string;
  province: string;
}

/** The title, city and province a job board's subject names, or undefined when it follows no known form. */
export function subjectParts(subject: string | undefined): SubjectParts | undefined {
  const text = (subject ?? '').replace(/^\s*((re|fw|fwd|tr)\s*:\s*)+/i, '').trim();
  const afterColon = text.includes(':') ? text.slice(text.lastIndexOf(':') + 1).trim() : text;
  const dash = afterColon.match(/^(.+?)\s+[-–—]\s+([^,]+),\s*(.+)$/);
  if (dash?.[1] && dash[2] && dash[3]) return clean(dash[1], dash[2], dash[3]);
  const parenthesised = text.match(/(?:^|:\s*)([^:()]+?)\s*\(([^,()]+),\s*([^()]+)\)\s*$/);
  if (parenthesised?.[1] && parenthesised[2] && parenthesised[3])
    return clean(parenthesised[1], parenthesised[2], parenthesised[3]);
  return undefined;
}

const clean = (title: string, city: string, province: string): SubjectParts => ({
  title: title.trim(),
  city: city.trim(),
  province: province.trim(),
});

/** Lower case, without accents, punctuation or repeated spaces: how titles, cities and provinces are compared. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The posting the mail applies to; a MailRejected (ROUTE) when none is found or the one found is inactive. */
export function routePosting(
  byAlias: JobPosting | undefined,
  subject: string | undefined,
  active: readonly JobPosting[],
): JobPosting {
  if (byAlias?.isActive) return byAlias;
  if (byAlias)
    throw new MailRejected('ROUTE', 'ERROR_POSTING_INACTIVE', `The posting "${byAlias.title}" is inactive.`, {
      jobPostingId: byAlias.id,
    });
  const parts = subjectParts(subject);
  if (!parts)
    throw new MailRejected(
      'ROUTE',
      'ERROR_POSTING_NOT_FOUND',
      'No posting has this mailbox and the subject names none.',
    );
  const detail = { parsedJobTitle: parts.title, parsedCity: parts.city, parsedProvince: parts.province };
  const province = normalise(parts.province);
  const posting = active.find(
    (p) =>
      normalise(p.title) === normalise(parts.title) &&
      normalise(p.cityName) === normalise(parts.city) &&
      (normalise(p.provinceCode) === province || normalise(p.provinceName) === province),
  );
  if (!posting)
    throw new MailRejected(
      'ROUTE',
      'ERROR_POSTING_NOT_FOUND',
      `No active posting "${parts.title}" in ${parts.city}, ${parts.province}.`,
      detail,
    );
  return posting;
}
