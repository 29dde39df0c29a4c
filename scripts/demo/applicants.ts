/**
 * The demo's applicants (brief files-mail-recruiting §10): a few per active posting, made through the product's own
 * intake (parsed, scored, matched) and moved through the status machine as HR would, so the list holds every status
 * a person can see (Applied is transient: intake always ends in Scored or Rejected Automatically, brief A1), a
 * duplicate pair, and an applicant who is a former worker. Runs after the workers, postings and criteria are written,
 * and after the workers' match keys; a second load finds applicants on the first posting and changes nothing.
 */
import type { Caller } from '../../functions/common/caller.ts';
import { readApplicantPartition } from '../../functions/data/ats/applicants.repository.ts';
import { listPostings } from '../../functions/data/ats/job-postings.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { updateApplicant } from '../../functions/domain/ats/applicants/update.ts';
import { intakeApplicant } from '../../functions/domain/ats/intake.ts';

/** Names no demo worker has (generate.ts draws from other lists), so only the planned matches happen. */
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Chloé', 'Lucas', 'Maëlle', 'Arjun', 'Zoé', 'Mateo', 'Inès', 'Kenji'];
const LAST = ['Thibodeau', 'Ostrowski', 'Lindqvist', 'Fairbairn', 'Villeneuve', 'Moreau-Kaur', 'Brennan', 'Delacroix'];
const SKILLS = [
  'merchandising, planogram resets and retail inventory; forklift certified; bilingual',
  'retail stocking and merchandising in grocery stores',
  'cashier and customer service; weekdays only',
  "planogram and merchandising; driver's licence; français",
  'retail experience, merchandising, forklift',
  'warehouse and retail; bilingual',
];

/** The statuses the demo applicants are moved to, in order (1 and 2 come from scoring). */
const MOVES: readonly (readonly number[])[] = [[4], [4, 5], [4, 5, 6], [7], [3], []];

/** The demo's HR caller (`hr`), as the token would read it. */
const HR_CALLER = (id: number): Caller => ({
  sub: 'demo',
  username: 'hr',
  roles: ['hr'],
  personId: String(id),
  personType: 'employee',
});

/** Creates the demo applicants; answers how many (0 when the demo's postings already have some). */
export async function createDemoApplicants(hrWorkerId: number, by: string): Promise<number> {
  const postings = (await listPostings()).filter((p) => p.isActive);
  if (postings.length === 0 || postings.some((p) => p.applicantCount > 0)) return 0;
  const former = (await employees.queryAll('all')).find((e) => (e.inactive || e.lastWorkedDate) && e.email);
  let count = 0;
  for (const [p, posting] of postings.entries()) {
    for (const [i, skills] of SKILLS.entries()) {
      // The second applicant of every posting is the same person applying again (a duplicate of posting 0's).
      const k = i === 1 ? 1 : p * SKILLS.length + i;
      const firstName = FIRST[k % FIRST.length] ?? 'Alex';
      const lastName = LAST[(k * 5) % LAST.length] ?? 'Doe';
      const address = `${firstName}.${lastName}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const person = {
        firstName,
        lastName,
        // A former worker's e-mail on the first posting's last applicant (the ex-employee match).
        email: i === 5 && p === 0 && former?.email ? former.email : `${address}@example.com`,
        // 555-02xx: the demo workers' mobiles are 555-01xx, so no phone matches a worker by chance.
        phone: `416-555-02${String(10 * (i === 1 ? 0 : p) + i).padStart(2, '0')}`,
      };
      const rejected = i === 2 && p === 0 ? ' Status: no work permit yet.' : '';
      const text = `${firstName} ${lastName}\n${person.email}\n\nExperience\n${skills}.${rejected}\n`;
      const { applicantId } = await intakeApplicant({
        posting,
        person,
        text,
        source: p === 0 ? 'Email' : 'Manual',
        ...(p === 0 && posting.mailboxAlias ? { mailbox: posting.mailboxAlias } : {}),
        by,
      });
      count++;
      for (const status of MOVES[i] ?? []) {
        const stored = await readApplicantPartition(applicantId);
        const applicant = stored.applicant;
        if (!applicant || applicant.status === 2) break;
        await updateApplicant(
          { ...stored, applicant },
          posting,
          {
            ...applicant,
            status,
            reason: status === 3 ? 'Not available on weekends.' : undefined,
          },
          HR_CALLER(hrWorkerId),
        );
      }
    }
  }
  return count;
}
