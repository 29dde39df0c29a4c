/**
 * The demo's applicants (brief files-mail-recruiting §10): twenty per active posting, applied over the last six
 * weeks, made through the product's own intake (parsed, scored, matched) and moved through the status machine as HR
 * would (a phoned Contact before each interview), so the list holds every status a person can see (Applied is
 * transient: intake always ends in Scored or Rejected Automatically, brief A1). A third of them have a real PDF
 * résumé; the mailbox posting's among them came by e-mail; four people applied to a second posting (duplicates), and
 * one is a former worker (by their e-mail). Runs after the workers, postings, criteria and the workers' match keys
 * are written; a second load finds applicants on the postings and changes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Caller } from '../../functions/common/caller.ts';
import {
  actionPut,
  contactCountItem,
  readApplicantPartition,
  transactApplicant,
} from '../../functions/data/ats/applicants.repository.ts';
import { listPostings } from '../../functions/data/ats/job-postings.repository.ts';
import type { Employee } from '../../functions/data/entities/employee.entity.ts';
import type { JobPosting } from '../../functions/data/entities/job-posting.entity.ts';
import { putFile } from '../../functions/data/files/file-objects.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { resumeKey } from '../../functions/domain/ats/applicants/resume-upload.ts';
import { comment, updateApplicant } from '../../functions/domain/ats/applicants/update.ts';
import { type IntakeInput, intakeApplicant } from '../../functions/domain/ats/intake.ts';
import { inParallel } from './in-parallel.ts';
import { demoResumePdf } from './resume-pdf.ts';

export const DEMO_APPLICANTS_PER_POSTING = 20;
/** People of the first postings who applied again to the next posting: linked as duplicates. */
const DUPLICATES = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS = 6;
/** Intakes at once: each is a dozen requests; DynamoDB Local on two cores gains nothing beyond this. */
const CONCURRENCY = 4;

/** Names no demo worker has (generate.ts draws last names from other lists), so only the planned matches happen. */
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Chloé', 'Lucas', 'Maëlle', 'Arjun', 'Zoé', 'Mateo', 'Inès', 'Kenji'];
const MORE_FIRST = ['Priyanka', 'Tomás', 'Aurélie', 'Dmitri'];
const LAST = ['Thibodeau', 'Ostrowski', 'Lindqvist', 'Fairbairn', 'Villeneuve', 'Moreau-Kaur', 'Brennan', 'Delacroix'];
const MORE_LAST = ['Achterberg', 'Quintal', 'Okonkwo-Hale', 'Rasmussen', 'Beaulieu-Tan', 'Szabo', 'Whitcombe'];
const FIRST_NAMES = [...FIRST, ...MORE_FIRST];
const LAST_NAMES = [...LAST, ...MORE_LAST];
const SKILLS = [
  'merchandising, planogram resets and retail inventory; forklift certified; bilingual',
  'retail stocking and merchandising in grocery stores',
  'cashier and customer service; weekdays only',
  "planogram and merchandising; driver's licence; français",
  'retail experience, merchandising, forklift',
  'warehouse and retail; bilingual',
  'stocking shelves and facing products at a pharmacy',
];

/**
 * What HR did with an applicant, by the statuses it was moved through (scoring gives 1, or 2 when the résumé says
 * 'no work permit'). Applicants of the last few days are all still Scored.
 */
const PATHS: readonly (readonly number[])[] = [[], [4], [], [4, 5], [3], [], [4, 5, 6], [7], [4, 5, 6, 7], [5], [3]];
const AUTO_REJECTED = 9;
const RECENT_DAYS = 4;

/** The demo's HR caller (`hr`), as the token would read it. */
const hrCaller = (hr: Employee): Caller => ({
  sub: 'demo',
  username: 'hr',
  roles: ['hr'],
  personId: String(hr.id),
  personType: 'employee',
  givenName: hr.firstName,
  familyName: hr.lastName,
});

export interface PlannedApplicant {
  posting: JobPosting;
  person: { firstName: string; lastName: string; email: string; phone: string };
  lines: string[];
  withPdf: boolean;
  daysAgo: number;
  /** Minutes before the day's instant, so two applicants of a day differ. */
  minutes: number;
  path: readonly number[];
  byEmail: boolean;
  /** A second application of a person who applied before (created after the first). */
  again?: boolean;
}

export interface DemoApplicantsOptions {
  hrWorkerId: number;
  by: string;
  /** The inbound mail domain: the mailbox of the applicants who came by e-mail. */
  inboundDomain: string;
  now?: Date;
}

/** Creates the demo applicants; answers how many (0 when the demo's postings already have some). */
export async function createDemoApplicants(options: DemoApplicantsOptions): Promise<number> {
  const postings = (await listPostings()).filter((p) => p.isActive).sort((a, b) => a.id - b.id);
  if (postings.length === 0 || postings.some((p) => p.applicantCount > 0)) return 0;
  const workers = await employees.queryAll('all');
  const hr = workers.find((w) => w.id === options.hrWorkerId);
  if (!hr) throw new Error(`The demo's HR worker ${options.hrWorkerId} is missing.`);
  const former = workers.find((w) => w.inactive && w.email) ?? workers.find((w) => w.lastWorkedDate && w.email);
  const planned = plannedApplicants(postings, former);
  const firsts = planned.filter((a) => !a.again);
  const again = planned.filter((a) => a.again);
  const now = (options.now ?? new Date()).getTime();
  const create = (a: PlannedApplicant) => () => createApplicant(a, options, hrCaller(hr), now);
  // The people applying again come after their first application, so intake finds it and links the two.
  await inParallel(firsts.map(create), CONCURRENCY);
  await inParallel(again.map(create), CONCURRENCY);
  return planned.length;
}

/** The applicants to create, in order: first applications, then the people applying again (`again`). */
export function plannedApplicants(postings: readonly JobPosting[], former: Employee | undefined): PlannedApplicant[] {
  const total = postings.length * DEMO_APPLICANTS_PER_POSTING;
  const firsts = postings.flatMap((posting, p) =>
    Array.from({ length: DEMO_APPLICANTS_PER_POSTING }, (_, i): PlannedApplicant => {
      const k = p * DEMO_APPLICANTS_PER_POSTING + i;
      // (k × 31) mod total visits every slot once: the applied days spread evenly over the six weeks.
      const daysAgo = Math.floor((((k * 31) % total) * WEEKS * 7) / total);
      const formerWorker = k === 5 && former?.email ? former : undefined;
      const person = personOf(k, formerWorker);
      const autoRejected = i % 10 === AUTO_REJECTED;
      const lines = resumeLines(person, posting, SKILLS[k % SKILLS.length] ?? '', autoRejected);
      return {
        posting,
        person,
        lines,
        withPdf: i % 3 === 0,
        daysAgo,
        minutes: (k * 37) % 600,
        path: daysAgo < RECENT_DAYS || autoRejected ? [] : (PATHS[k % PATHS.length] ?? []),
        // The mailbox posting's applicants with a résumé file sent it by e-mail.
        byEmail: p === 0 && posting.mailboxAlias !== undefined && i % 3 === 0,
      };
    }),
  );
  // Applicants of the first posting (of a week ago or more) apply again, to the next posting, three days later.
  const firstPosting = postings[0];
  const earlier = firsts.filter(
    (a) => a.posting === firstPosting && a.daysAgo >= 7 && a.person.email !== former?.email,
  );
  const again = earlier.slice(0, DUPLICATES).map((first, n): PlannedApplicant => {
    const posting = postings[1 % postings.length] ?? first.posting;
    return {
      ...first,
      posting,
      lines: resumeLines(first.person, posting, SKILLS[n] ?? '', false),
      daysAgo: first.daysAgo - 3,
      path: [],
      byEmail: false,
      again: true,
    };
  });
  return [...firsts, ...again];
}

function personOf(k: number, former: Employee | undefined): PlannedApplicant['person'] {
  // 16 first names by 15 last names: no name comes twice below 240 applicants.
  const firstName = former?.firstName ?? FIRST_NAMES[k % FIRST_NAMES.length] ?? 'Alex';
  const lastName = former?.lastName ?? LAST_NAMES[(k * 7) % LAST_NAMES.length] ?? 'Doe';
  const address = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z.-]/g, '')
    .toLowerCase();
  return {
    firstName,
    lastName,
    // A former worker applies with the e-mail the company knows them by (the ex-employee match).
    email: former?.email ?? `${address}@example.com`,
    // 555-02xx and up: the demo workers' mobiles are 555-01xx, so no phone matches a worker by chance.
    phone: `416-555-${String(200 + k).padStart(4, '0')}`,
  };
}

function resumeLines(
  person: PlannedApplicant['person'],
  posting: JobPosting,
  skills: string,
  autoRejected: boolean,
): string[] {
  return [
    `${person.firstName} ${person.lastName}`,
    `${person.email} | ${person.phone}`,
    `${posting.cityName}, ${posting.provinceCode}`,
    'Experience',
    `${skills}.`,
    ...(autoRejected ? ['Status: no work permit yet.'] : []),
    'Education',
    'High school diploma',
  ];
}

async function createApplicant(
  a: PlannedApplicant,
  options: DemoApplicantsOptions,
  hr: Caller,
  now: number,
): Promise<void> {
  const appliedAt = new Date(now - a.daysAgo * DAY_MS - a.minutes * 60_000).toISOString();
  const input: IntakeInput = {
    posting: a.posting,
    person: a.person,
    text: a.lines.join('\n'),
    source: a.byEmail ? 'Email' : 'Manual',
    ...(a.byEmail ? { mailbox: `${a.posting.mailboxAlias}@${options.inboundDomain}` } : {}),
    by: options.by,
    appliedAt,
    ...(a.withPdf ? { resume: await storedResume(a) } : {}),
  };
  const { applicantId } = await intakeApplicant(input);
  for (const status of a.path) {
    // HR phones a person before inviting them to an interview, and records the call (a Contact).
    if (status === 5) await recordContact(applicantId, 'Phoned: interview booked for Tuesday at 10 am.', hr);
    const stored = await readApplicantPartition(applicantId);
    const applicant = stored.applicant;
    if (!applicant || applicant.status === 2) return;
    const reason = status === 3 ? 'Not available on weekends.' : undefined;
    await updateApplicant({ ...stored, applicant }, a.posting, { ...applicant, status, reason }, hr);
  }
}

/** A Contact by HR, as `POST ats/applicant-actions` records it: the action and the raised count in one transaction. */
async function recordContact(applicantId: number, details: string, hr: Caller): Promise<void> {
  const { applicant } = await readApplicantPartition(applicantId);
  if (!applicant) return;
  const action = { ...(await comment(applicantId, details, hr)), action: 'Contact' as const };
  await transactApplicant(
    [actionPut(action, hr.username), contactCountItem(applicant)],
    `Applicant ${applicantId} was changed meanwhile.`,
  );
}

/** The applicant's résumé as a PDF in the files bucket, where an uploaded one is kept. */
async function storedResume(a: PlannedApplicant): Promise<NonNullable<IntakeInput['resume']>> {
  const bytes = await demoResumePdf(a.lines);
  const fileId = randomUUID();
  const key = resumeKey(fileId);
  await putFile(key, bytes, 'application/pdf');
  const name = `${a.person.firstName}-${a.person.lastName}`.normalize('NFD').replace(/[^A-Za-z-]/g, '');
  return {
    fileId,
    fileName: `${name}-resume.pdf`,
    contentType: 'application/pdf',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    key,
  };
}
