import type { ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Failure } from '@shelfline/shared/contracts/ats-failure.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicantReplacePut,
  applicants,
  readApplicantPartition,
  transactApplicant,
} from '../../functions/data/ats/applicants.repository.ts';
import { getFailure, recordFailure } from '../../functions/data/ats/ingestion.repository.ts';
import { ownersOf } from '../../functions/data/ats/match-keys.repository.ts';
import { objectBytes } from '../../functions/data/files/file-objects.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { runRetention } from '../../functions/jobs/ats-retention.job.ts';
import { api, stackUrl, tokensOf } from '../support/local-stack.ts';

/*
 * The daily retention job (brief A16, §7.4): applicants applied longer ago than the retention go with everything of
 * theirs (record, parsed data, actions, files and their objects, match keys, links on both sides, the posting's
 * count), failures older than 180 days go, and everything newer stays. Old applicants are made by creating them
 * through the API and moving their applied date back with the product's own replace step, into months of 2003 that
 * nothing else uses.
 */

const run = Date.now().toString(36).slice(-6);
let seq = 0;
let admin: string;
let hr: string;
let posting: JobPosting;

const unique = () => `${run}r${++seq}`;

async function createWithResume(first: string, email: string) {
  const form = new FormData();
  form.append('FirstName', first);
  form.append('LastName', `Retained${run}`);
  form.append('Email', email);
  form.append('JobPostingId', String(posting.id));
  form.append('resume', new Blob([Buffer.from(`${first}\n${email}\n\nSkills\nshelving\n`)]), 'cv.txt');
  const response = await fetch(`${stackUrl()}/api/ats/applicants`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hr}` },
    body: form,
  });
  const body = (await response.json()) as ApplicantDetail;
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** Moves an applicant's applied date back to `createdUtc` (its list index entry moves with it). */
async function applyAgo(id: number, createdUtc: string) {
  const stored = await applicants.get(id);
  if (!stored) throw new Error(`no applicant ${id}`);
  await transactApplicant([applicantReplacePut({ ...stored, createdUtc }, stored, 'test')], 'changed');
}

const failure = (id: string, occurredUtc: string): Failure => ({
  id,
  occurredUtc,
  mailbox: `retention-${run}@example.com`,
  hasAttachments: false,
  validationStep: 'ROUTE',
  errorCode: 'ERROR_POSTING_NOT_FOUND',
  errorMessage: 'No posting.',
});

async function newPosting(): Promise<JobPosting> {
  const provinces = (await listProvinces()).filter((p) => !p.inactive);
  for (const p of provinces) {
    const [city] = await listCitiesOfProvince(p.id);
    if (!city) continue;
    const created = await api<JobPosting>('POST', 'ats/job-postings', {
      token: admin,
      body: { title: `Retention ${unique()}`, provinceId: p.id, cityId: city.id, isActive: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }
  throw new Error('The demo data has a city.');
}

beforeAll(async () => {
  [admin, hr] = await tokensOf('admin', 'hr');
  posting = await newPosting();
});

describe('ats retention job', () => {
  it('purges expired applicants with every item and object, keeps fresh ones, and old failures go', async () => {
    // Two old applicants sharing an e-mail (linked to each other), and a fresh one sharing it too (linked to both).
    const email = `kept.${unique()}@example.com`;
    const oldA = await createWithResume(`Old${unique()}`, email);
    const oldB = await createWithResume(`Old${unique()}`, email);
    const fresh = await createWithResume(`Fresh${unique()}`, email);
    const contact = await api('POST', 'ats/applicant-actions', {
      token: hr,
      body: { applicantId: oldA.id, action: 'Contact', details: 'Called' },
    });
    expect(contact.status).toBe(201);
    await applyAgo(oldA.id, '2003-02-11T10:00:00.000Z');
    await applyAgo(oldB.id, '2003-05-20T10:00:00.000Z');
    expect((await readApplicantPartition(fresh.id)).links.map((l) => l.otherId).sort()).toEqual(
      [oldA.id, oldB.id].sort(),
    );
    const before = await api<JobPosting>('GET', `ats/job-postings/${posting.id}`, { token: hr });
    expect(before.body.applicantCount).toBe(3);

    const oldFailure = failure(`retention-old-${run}`, '2003-03-01T08:00:00.000Z');
    const freshFailure = failure(`retention-fresh-${run}`, new Date(Date.now() - 10 * 86_400_000).toISOString());
    await recordFailure(oldFailure);
    await recordFailure(freshFailure);

    const result = await runRetention(new Date());
    expect(result.applicantsPurged).toBeGreaterThanOrEqual(2);
    expect(result.applicantsLeft).toBe(0);
    expect(result.failuresPurged).toBeGreaterThanOrEqual(1);

    for (const old of [oldA, oldB]) {
      const partition = await readApplicantPartition(old.id);
      expect(partition.keys, `applicant ${old.id} left items`).toEqual([]);
      await expect(objectBytes(`ats/resumes/${old.resumeFileId}`)).rejects.toThrow();
      expect((await api('GET', `ats/applicants/${old.id}`, { token: hr })).status).toBe(404);
    }
    const owners = await ownersOf([{ kind: 'email', value: email.toLowerCase() }]);
    expect(owners.filter((o) => o.owner === 'APPLICANT').map((o) => o.ownerId)).toEqual([fresh.id]);

    const kept = await readApplicantPartition(fresh.id);
    expect(kept.applicant).toMatchObject({ id: fresh.id, hasDuplicates: false });
    expect(kept.links).toEqual([]);
    expect((await objectBytes(`ats/resumes/${fresh.resumeFileId}`)).toString()).toContain('shelving');
    const after = await api<JobPosting>('GET', `ats/job-postings/${posting.id}`, { token: hr });
    expect(after.body.applicantCount).toBe(1);

    expect(await getFailure(oldFailure.id)).toBeUndefined();
    expect(await getFailure(freshFailure.id)).toMatchObject({ id: freshFailure.id });

    // A second run finds nothing more of this test's to do.
    const again = await runRetention(new Date());
    expect(again.applicantsLeft).toBe(0);
    expect(await applicants.get(fresh.id)).toBeDefined();
  });

  it('purges linked applicants of several postings at once without losing one to contention', async () => {
    const postings = [posting, await newPosting(), await newPosting()];
    const old: number[] = [];
    // Pairs sharing an e-mail across postings: lanes of different postings delete the two sides of one link.
    for (let pair = 0; pair < 6; pair++) {
      const email = `pair${pair}.${unique()}@example.com`;
      for (const p of [postings[pair % 3], postings[(pair + 1) % 3]]) {
        const created = await api<ApplicantDetail>('POST', 'ats/applicants', {
          token: hr,
          body: { jobPostingId: p?.id, firstName: `Pair${pair}`, lastName: `Old${unique()}`, email },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        old.push(created.body.id);
        await applyAgo(created.body.id, `2004-0${1 + (pair % 3)}-1${pair}T09:00:00.000Z`);
      }
    }
    const counts = async () =>
      Promise.all(
        postings.map(async (p) => (await api<JobPosting>('GET', `ats/job-postings/${p?.id}`, { token: hr })).body),
      );
    const before = await counts();
    const result = await runRetention(new Date());
    expect(result.applicantsLeft).toBe(0);
    expect(result.applicantsPurged).toBeGreaterThanOrEqual(old.length);
    for (const id of old) expect((await readApplicantPartition(id)).keys, `applicant ${id}`).toEqual([]);
    const after = await counts();
    expect(after.map((p, i) => (before[i]?.applicantCount ?? 0) - p.applicantCount)).toEqual([4, 4, 4]);
  });

  it('stops starting deletes when its time runs out and leaves them to the next run', async () => {
    const email = `budget.${unique()}@example.com`;
    const old = await createWithResume(`Budget${unique()}`, email);
    await applyAgo(old.id, '2003-08-09T10:00:00.000Z');
    const noTime = await runRetention(new Date(), { getRemainingTimeInMillis: () => 1_000 } as never);
    expect(noTime.applicantsPurged).toBe(0);
    expect(noTime.applicantsLeft).toBeGreaterThanOrEqual(1);
    expect(await applicants.get(old.id)).toBeDefined();
    const next = await runRetention(new Date());
    expect(next.applicantsPurged).toBeGreaterThanOrEqual(1);
    expect(await applicants.get(old.id)).toBeUndefined();
  });
});
