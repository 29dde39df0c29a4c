import type { ParsedBasics } from '@shelfline/shared/contracts/ats-parsed-resume.contract';
import type { ParsedMail } from 'mailparser';

/*
 * Who applied (brief §6g.9): the name from the résumé, else the From display name; the e-mail from the résumé, else
 * Reply-To, else From, skipping job-board relays and no-reply addresses (their replies would reach no one).
 */

const RELAY =
  /no-?reply|do-?not-?reply|mailer-daemon|postmaster|notifications?@|indeed|workopolis|linkedin|ziprecruiter|jobbank|glassdoor|monster\./i;

export interface Person {
  firstName: string;
  lastName: string;
  email?: string;
}

export function personOf(mail: ParsedMail, basics: ParsedBasics | undefined): Person {
  const from = mail.from?.value[0];
  const replyTo = mail.replyTo?.value[0];
  const email = [basics?.email, replyTo?.address, from?.address].find(
    (address): address is string => !!address && !RELAY.test(address),
  );
  const fromName = from?.name && !RELAY.test(from.name) && !RELAY.test(from.address ?? '') ? from.name : undefined;
  const name = (basics?.name ?? fromName ?? email?.split('@')[0] ?? 'Unknown applicant').trim();
  const [firstName = name, ...rest] = name.split(/\s+/);
  return { firstName, lastName: rest.join(' '), ...(email ? { email: email.toLowerCase() } : {}) };
}
