import type {
  ApplicantActionRecord,
  ApplicantDetail,
  ApplicantRow,
  DuplicationInfo,
} from '@shelfline/shared/contracts/ats-applicant.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownersOf, rebuildWorkerMatchKeys } from '../../functions/data/ats/match-keys.repository.ts';
import { matchValuesOf } from '../../functions/data/ats/match-values.ts';
import { objectBytes } from '../../functions/data/files/file-objects.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { replaceEmployeeRecord } from '../../functions/data/people/employees.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { api, stackUrl, tokensOf } from '../support/local-stack.ts';
import { createTestWorker } from '../support/workers.ts';

/**
 * Applicants (002 §7 Recruiting calls 6-15; brief §6c, A1-A3, A9, A10, A12, A13, A15): roles and the supervisor's
 * scope, the status machine, duplicates and the ex-employee match, actions, résumé files, delete cleanup and list
 * filters, through the local API against the emulators.
 */

type Errors = { errors: Record<string, string[]> | string };

const run = Date.now().toString(36).slice(-6);
let seq = 0;
let admin: string;
let hr: string;
let sup: string;
let merch: string;
const SUP_ID = 3; // the demo's `sup`
const HR_ID = 6; // the demo's `hr`
let posting: JobPosting;
let supPosting: JobPosting;
let criterionId: number | undefined;
const rejectWord = `zqreject${run}`;
const scoreWord = `zqskill${run}`;

const unique = () => `${run}${++seq}`;
const person = (extra: Record<string, unknown> = {}) => {
  const u = unique();
  return {
    firstName: `Ana${u}`,
    lastName: `Tester${u}`,
    email: `ana.${u}@example.com`,
    phone: `416-555-${String(1000 + seq).slice(-4)}`,
    ...extra,
  };
};

async function createApplicant(body: Record<string, unknown>, token = hr) {
  const result = await api<ApplicantDetail>('POST', 'ats/applicants', {
    token,
    body: { jobPostingId: posting.id, ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

async function createWithResume(fields: Record<string, string>, resume: { name: string; text: string }, token = hr) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([Buffer.from(resume.text)]), resume.name);
  const response = await fetch(`${stackUrl()}/api/ats/applicants`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as ApplicantDetail & Errors };
}

const get = (id: number, token = hr) => api<ApplicantDetail & Errors>('GET', `ats/applicants/${id}`, { token });
const put = (a: ApplicantDetail, changes: Record<string, unknown>, token = hr) =>
  api<ApplicantDetail & Errors>('PUT', `ats/applicants/${a.id}`, {
    token,
    body: {
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      assignedToId: a.assignedToId,
      status: a.status,
      version: a.version,
      ...changes,
    },
  });
const actions = (id: number, token = hr) =>
  api<ApplicantActionRecord[]>('GET', `ats/applicant-actions/by-applicant/${id}`, { token });
const duplications = (id: number, token = hr) =>
  api<DuplicationInfo>('GET', `ats/duplications/applicants/${id}`, { token });

async function newPosting(extra: Record<string, unknown>) {
  const provinces = (await listProvinces()).filter((p) => !p.inactive);
  for (const p of provinces) {
    const [city] = await listCitiesOfProvince(p.id);
    if (!city) continue;
    const result = await api<JobPosting>('POST', 'ats/job-postings', {
      token: admin,
      body: { title: `Applicants ${unique()}`, provinceId: p.id, cityId: city.id, isActive: true, ...extra },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body;
  }
  throw new Error('The demo data has a city.');
}

beforeAll(async () => {
  [admin, hr, sup, merch] = await tokensOf('admin', 'hr', 'sup', 'merch');
  posting = await newPosting({ hrId: HR_ID });
  supPosting = await newPosting({ supervisorId: SUP_ID });
  const criterion = await api<{ criterionID: number }>('POST', 'ats/criteria', {
    token: admin,
    body: { category: `Applicants ${run}`, type: 'additional', enabled: true },
  });
  expect(criterion.status, JSON.stringify(criterion.body)).toBe(201);
  criterionId = criterion.body.criterionID;
  for (const keyword of [
    { text: rejectWord, score: -10, autoReject: true, enabled: true },
    { text: scoreWord, score: 40, autoReject: false, enabled: true },
  ]) {
    const k = await api('POST', `ats/criteria/${criterionId}/keywords`, { token: admin, body: keyword });
    expect(k.status, JSON.stringify(k.body)).toBe(201);
  }
});

afterAll(async () => {
  if (criterionId) await api('DELETE', `ats/criteria/${criterionId}`, { token: admin });
});

describe('create and read', () => {
  it('creates from JSON: Scored, assigned as asked, counted on its posting', async () => {
    const created = await createApplicant({ ...person(), assignedToId: HR_ID });
    expect(created).toMatchObject({ status: 1, source: 'Manual', assignedToId: HR_ID, jobTitle: posting.title });
    expect(created.assignedToName).toBeTruthy();
    const after = await api<JobPosting>('GET', `ats/job-postings/${posting.id}`, { token: hr });
    expect(after.body.applicantCount).toBeGreaterThanOrEqual(1);
    expect((await get(created.id)).body).toMatchObject({ id: created.id, fullName: created.fullName });
  });

  it('creates from a multipart form with a résumé: stored, parsed, scored, served back', async () => {
    const p = person();
    const result = await createWithResume(
      { FirstName: p.firstName, LastName: p.lastName, JobPostingId: String(posting.id) },
      { name: 'cv.txt', text: `${p.firstName} ${p.lastName}\n${p.email}\n\nSkills\n${scoreWord}, shelving\n` },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toMatchObject({ status: 1, resumeFileName: 'cv.txt', email: p.email });
    expect(result.body.overallScore).toBe(40);
    const parsed = JSON.parse(result.body.parsedJson ?? '{}');
    expect(parsed.scoring.overallScore).toBe(40);
    expect(parsed.resume.basics.email).toBe(p.email);
    const file = await api<string>('GET', `ats/files/${result.body.resumeFileId}`, { token: hr });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(String(file.body)).toContain(scoreWord);
    expect((await api('GET', `ats/files/${result.body.resumeFileId}`, { token: sup })).status).toBe(404);
    // Deleting the applicant takes its résumé with it.
    expect((await api('DELETE', `ats/applicants/${result.body.id}`, { token: hr })).status).toBe(204);
    expect((await api('GET', `ats/files/${result.body.resumeFileId}`, { token: hr })).status).toBe(404);
    await expect(objectBytes(`ats/resumes/${result.body.resumeFileId}`)).rejects.toThrow();
  });

  it('an auto-reject keyword saves the applicant Rejected Automatically', async () => {
    const p = person();
    const result = await createWithResume(
      { FirstName: p.firstName, LastName: p.lastName, JobPostingId: String(posting.id) },
      { name: 'resume.txt', text: `About me\nI like ${rejectWord}.\n` },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body.status).toBe(2);
  });

  it('refuses a file that is not a résumé, a missing posting and missing names (400 naming the field)', async () => {
    const p = person();
    const bad = await createWithResume(
      { FirstName: p.firstName, LastName: p.lastName, JobPostingId: String(posting.id) },
      { name: 'x.exe', text: 'MZ\u0090\u0000binary' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('resume');
    const eicar = String.raw`X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`;
    const virus = await createWithResume(
      { FirstName: p.firstName, LastName: p.lastName, JobPostingId: String(posting.id) },
      { name: 'cv.txt', text: eicar },
    );
    expect(virus.status).toBe(400);
    expect(virus.body.errors).toEqual({ resume: [expect.stringContaining('virus')] });
    const noPosting = await api<Errors>('POST', 'ats/applicants', {
      token: hr,
      body: { ...person(), jobPostingId: 999_999_999 },
    });
    expect(noPosting.status).toBe(400);
    expect(noPosting.body.errors).toHaveProperty('jobPostingId');
    const noName = await api<Errors>('POST', 'ats/applicants', { token: hr, body: { jobPostingId: posting.id } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty('firstName');
  });
});

describe('roles and the supervisor scope', () => {
  it('supervisors read only applicants assigned to them or of postings they supervise; 404 elsewhere; never write', async () => {
    const mine = await createApplicant({ ...person(), jobPostingId: supPosting.id });
    const assigned = await createApplicant({ ...person(), assignedToId: SUP_ID });
    const other = await createApplicant({ ...person(), assignedToId: HR_ID });
    expect(mine.assignedToId).toBe(SUP_ID); // the posting's supervisor (A4)
    expect((await get(mine.id, sup)).status).toBe(200);
    expect((await get(assigned.id, sup)).status).toBe(200);
    expect((await get(other.id, sup)).status).toBe(404);
    expect((await actions(other.id, sup)).status).toBe(404);
    expect((await duplications(other.id, sup)).status).toBe(404);
    const list = await api<ApplicantRow[]>('GET', 'ats/applicants', { token: sup });
    const ids = list.body.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(assigned.id);
    expect(ids).not.toContain(other.id);
    expect((await put(mine, { firstName: 'X' }, sup)).status).toBe(403);
    expect((await api('DELETE', `ats/applicants/${mine.id}`, { token: sup })).status).toBe(403);
    expect((await api('POST', `ats/applicants/${mine.id}/reprocess`, { token: sup })).status).toBe(403);
    expect((await api('GET', 'ats/applicants', { token: merch })).status).toBe(403);
    // A duplicate outside the supervisor's scope is listed by name only (A3).
    const twin = await createApplicant({ ...person(), email: mine.email, assignedToId: HR_ID });
    const seen = (await duplications(mine.id, sup)).body.duplicates.find((d) => d.duplicateApplicantId === twin.id);
    expect(seen).toEqual({
      id: twin.id,
      matchType: 'email',
      duplicateApplicantId: twin.id,
      duplicateApplicantName: twin.fullName,
      detectedUtc: expect.any(String),
    });
    const full = (await duplications(mine.id)).body.duplicates.find((d) => d.duplicateApplicantId === twin.id);
    expect(full).toMatchObject({
      duplicateApplicantEmail: twin.email,
      duplicateApplicantJobPostingTitle: posting.title,
    });
  });
});

describe('the status machine', () => {
  it('allows each move of the table and refuses the others with 409', async () => {
    const allowed: [number, number[]][] = [
      [1, [3, 4, 5, 6, 7]],
      [4, [5, 6, 7, 3]],
      [5, [6, 7, 3]],
      [6, [7, 3]],
    ];
    for (const [from, tos] of allowed) {
      for (const to of [0, 1, 2, 3, 4, 5, 6, 7].filter((s) => s !== from)) {
        let a = await createApplicant(person());
        if (from !== 1) {
          const moved = await put(a, { status: from });
          expect(moved.status, JSON.stringify(moved.body)).toBe(200);
          a = moved.body;
        }
        const result = await put(a, { status: to, reason: 'Not a fit' });
        expect(result.status, `${from} → ${to}: ${JSON.stringify(result.body)}`).toBe(tos.includes(to) ? 200 : 409);
      }
    }
  }, 120_000);

  it('final statuses reopen to Scored by an admin only', async () => {
    const a = await createApplicant(person());
    const hired = (await put(a, { status: 7 })).body;
    expect((await put(hired, { status: 1 })).status).toBe(409);
    expect((await put(hired, { status: 4 }, admin)).status).toBe(409);
    const reopened = await put(hired, { status: 1 }, admin);
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe(1);
  });

  it('Rejected Manually needs a reason, written as a Comment with the status change in one call', async () => {
    const a = await createApplicant(person());
    const none = await put(a, { status: 3 });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ reason: ['Rejection reason is required and must be 1-1000 characters.'] });
    expect((await put(a, { status: 3, reason: '   ' })).status).toBe(400);
    expect((await put(a, { status: 3, reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await get(a.id)).body.status).toBe(1);
    const rejected = await put(a, { status: 3, reason: 'No licence' });
    expect(rejected.status).toBe(200);
    const list = (await actions(a.id)).body;
    expect(list.map((x) => x.details)).toEqual(['Status changed from Scored to Rejected Manually', 'No licence']);
    expect(list.every((x) => x.action === 'Comment' && x.userName)).toBe(true);
  });

  it('HR Review assigns the posting HR representative; a stale version is refused', async () => {
    const a = await createApplicant({ ...person(), assignedToId: SUP_ID });
    const moved = await put(a, { status: 6 });
    expect(moved.body).toMatchObject({ status: 6, assignedToId: HR_ID });
    expect((await put(a, { firstName: 'Stale' })).status).toBe(409);
  });

  it('edits are marked so reprocess keeps them', async () => {
    const a = await createApplicant(person());
    const edited = await put(a, { firstName: 'Edited' });
    expect(edited.body.editedFields).toEqual(['firstName']);
  });
});

describe('duplicates and the ex-employee match', () => {
  it('links both sides with every kind that matched, and updates them on edit and delete', async () => {
    const p = person();
    const first = await createApplicant(p);
    const second = await createApplicant({ ...person(), email: p.email.toUpperCase(), phone: `+1 ${p.phone}` });
    expect(second.hasDuplicates).toBe(true);
    expect((await get(first.id)).body.hasDuplicates).toBe(true);
    const fromSecond = (await duplications(second.id)).body;
    expect(fromSecond.duplicates).toEqual([
      expect.objectContaining({
        duplicateApplicantId: first.id,
        matchType: 'email,phone',
        duplicateApplicantName: first.fullName,
      }),
    ]);
    const fromFirst = (await duplications(first.id)).body;
    expect(fromFirst.duplicates).toEqual([
      expect.objectContaining({ duplicateApplicantId: second.id, matchType: 'email,phone' }),
    ]);
    // An edit that removes the e-mail match keeps the phone match.
    const current = (await get(second.id)).body;
    const edited = await put(current, { email: `other.${unique()}@example.com` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await duplications(first.id)).body.duplicates[0]?.matchType).toBe('phone');
    // Deleting one side clears the other's flag, the keys and the links.
    expect((await api('DELETE', `ats/applicants/${second.id}`, { token: hr })).status).toBe(204);
    expect((await get(second.id)).status).toBe(404);
    expect((await get(first.id)).body.hasDuplicates).toBe(false);
    expect((await duplications(first.id)).body.duplicates).toEqual([]);
    const owners = await ownersOf(matchValuesOf({ email: edited.body.email, phones: [edited.body.phone] }));
    expect(owners.filter((o) => o.owner === 'APPLICANT' && o.ownerId === second.id)).toEqual([]);
  });

  it('marks an applicant matching a former worker by the keys the workers rebuild writes', async () => {
    const all = await employees.queryAll('all');
    const former = all.find((e) => (e.inactive || e.lastWorkedDate) && e.email);
    expect(former?.email).toBeTruthy();
    if (!former?.email) return;
    const rebuilt = await rebuildWorkerMatchKeys('test');
    expect(rebuilt.workers).toBe(all.length);
    const a = await createApplicant({ ...person(), email: ` ${former.email.toUpperCase()} ` });
    expect(a.isExEmployee).toBe(true);
    const info = (await duplications(a.id)).body;
    expect(info.exEmployee).toMatchObject({ employeeId: former.id, matchType: 'email', employeeEmail: former.email });
  });

  it('a worker keeps their keys in step on every save (create, edit), so a new applicant finds them', async () => {
    const u = unique();
    const email = `worker.${u}@example.com`;
    const id = await createTestWorker({
      code: `zq${u}`,
      firstName: 'Former',
      lastName: `Worker${u}`,
      email,
      inactive: true,
    });
    const first = await createApplicant({ ...person(), email });
    expect(first.isExEmployee).toBe(true);
    const worker = await employees.getOrThrow(id);
    const { version, createdAt, createdBy, modifiedAt, modifiedBy, ...record } = worker;
    const moved = `moved.${u}@example.com`;
    await replaceEmployeeRecord({ ...record, email: moved }, version, 'test', undefined);
    const owners = await ownersOf(matchValuesOf({ email }));
    expect(owners.filter((o) => o.owner === 'EMPLOYEE')).toEqual([]);
    expect((await createApplicant({ ...person(), email: moved })).isExEmployee).toBe(true);
    expect((await createApplicant({ ...person(), email })).isExEmployee).toBe(false);
  });
});

describe('actions', () => {
  it('records the caller, not the body userId; a Contact raises contactCount; anything else is a Comment', async () => {
    const a = await createApplicant(person());
    const contact = await api<ApplicantActionRecord>('POST', 'ats/applicant-actions', {
      token: hr,
      body: { applicantId: a.id, action: 'Contact', details: 'Called', userId: 1 },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    expect(contact.body).toMatchObject({ action: 'Contact', userId: HR_ID });
    const other = await api<ApplicantActionRecord>('POST', 'ats/applicant-actions', {
      token: hr,
      body: { applicantId: a.id, action: 'Poke', details: 'Note' },
    });
    expect(other.body.action).toBe('Comment');
    expect((await get(a.id)).body.contactCount).toBe(1);
    expect((await actions(a.id)).body.map((x) => x.details)).toEqual(['Note', 'Called']);
    const tooLong = await api<Errors>('POST', 'ats/applicant-actions', {
      token: hr,
      body: { applicantId: a.id, action: 'Comment', details: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('reprocess', () => {
  it('refuses an applicant without a résumé, and keeps 2-7 statuses', async () => {
    const a = await createApplicant(person());
    const none = await api<Errors>('POST', `ats/applicants/${a.id}/reprocess`, { token: hr });
    expect(none.status).toBe(400);
    expect(none.body.errors).toBe('This applicant has no resume to reprocess.');
    const p = person();
    const withResume = await createWithResume(
      { FirstName: p.firstName, LastName: p.lastName, JobPostingId: String(posting.id) },
      { name: 'cv.txt', text: `${scoreWord}\n` },
    );
    const shortlisted = (await put(withResume.body, { status: 4 })).body;
    const again = await api<ApplicantDetail>('POST', `ats/applicants/${withResume.body.id}/reprocess`, { token: hr });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ status: 4, overallScore: 40, firstName: shortlisted.firstName });
  });
});

describe('the list', () => {
  it('filters by posting and assignee, and refuses a period over 12 months', async () => {
    const a = await createApplicant({ ...person(), assignedToId: HR_ID });
    const byPosting = await api<ApplicantRow[]>('GET', `ats/applicants?jobPostingId=${posting.id}`, { token: hr });
    expect(byPosting.status).toBe(200);
    expect(byPosting.body.every((r) => r.jobPostingId === posting.id)).toBe(true);
    expect(byPosting.body.map((r) => r.id)).toContain(a.id);
    const row = byPosting.body.find((r) => r.id === a.id);
    expect(row).toMatchObject({ fullName: a.fullName, jobTitle: posting.title, status: 1 });
    const bySup = await api<ApplicantRow[]>('GET', `ats/applicants?jobPostingId=${posting.id}&assignedToId=${SUP_ID}`, {
      token: hr,
    });
    expect(bySup.body.map((r) => r.id)).not.toContain(a.id);
    const today = new Date().toISOString().slice(0, 10);
    const wide = await api<Errors>('GET', `ats/applicants?startDate=2020-01-01&endDate=${today}`, { token: hr });
    expect(wide.status).toBe(400);
    expect(wide.body.errors).toBe('Narrow the period.');
    const past = await api<ApplicantRow[]>('GET', `ats/applicants?startDate=2020-01-01&endDate=2020-02-01`, {
      token: hr,
    });
    expect(past.body.map((r) => r.id)).not.toContain(a.id);
  });
});
