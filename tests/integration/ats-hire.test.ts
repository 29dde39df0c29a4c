import type { ApplicantActionRecord, ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import type { Employee } from '@shelfline/shared/contracts/employee.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import { merchandiserBody, must } from '../support/workers.ts';

/**
 * Hiring an applicant into a worker (brief A11): `POST Employees/create` with `applicantId` links the applicant To Be
 * Hired to the new worker in the worker's own transaction, records 'Hired as worker {id}', and makes one worker however
 * many creates race for one applicant.
 */

type Errors = { errors: Record<string, string[]> | string };
const run = Date.now().toString(36).slice(-6);
let seq = 0;
let admin: string;
let hr: string;
let posting: JobPosting;
let place: { provinceId: number; cityId: number };

async function applicant(status: number): Promise<ApplicantDetail> {
  const n = `${run}${++seq}`;
  const created = await api<ApplicantDetail>('POST', 'ats/applicants', {
    token: hr,
    body: { jobPostingId: posting.id, firstName: `Hana${n}`, lastName: `Hire${n}`, email: `hana.${n}@example.com` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (status === created.body.status) return created.body;
  const a = created.body;
  const moved = await api<ApplicantDetail>('PUT', `ats/applicants/${a.id}`, {
    token: hr,
    body: { firstName: a.firstName, lastName: a.lastName, email: a.email, status, version: a.version },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return moved.body;
}

const hire = (a: ApplicantDetail, token = admin, applicantId: unknown = a.id) =>
  api<Employee & Errors>('POST', 'Employees/create', {
    token,
    body: merchandiserBody(
      place,
      { firstName: a.firstName, lastName: a.lastName, email: `w.${a.email}` },
      { applicantId },
    ),
  });
const errorsOf = (body: unknown) => JSON.stringify((body as Errors).errors);

beforeAll(async () => {
  [admin, hr] = await tokensOf('admin', 'hr');
  const ontario = must((await listProvinces()).find((p) => p.code === 'ON')).id;
  const toronto = must((await listCitiesOfProvince(ontario)).find((c) => c.name === 'Toronto')).id;
  place = { provinceId: ontario, cityId: toronto };
  const created = await api<JobPosting>('POST', 'ats/job-postings', {
    token: admin,
    body: { title: `Hire ${run}`, provinceId: ontario, cityId: toronto, isActive: true },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  posting = created.body;
});

describe('hiring an applicant into a worker', () => {
  it('links the applicant To Be Hired to the new worker and records the action; a second create is 409', async () => {
    const a = await applicant(7);
    const created = await hire(a);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const detail = await api<ApplicantDetail>('GET', `ats/applicants/${a.id}`, { token: hr });
    expect(detail.body).toMatchObject({ hiredEmployeeId: created.body.id, status: 7, version: a.version + 1 });
    const actions = await api<ApplicantActionRecord[]>('GET', `ats/applicant-actions/by-applicant/${a.id}`, {
      token: hr,
    });
    expect(actions.body.map((x) => x.details)).toContain(`Hired as worker ${created.body.id}`);
    expect((await api('GET', `Employees/${created.body.id}/full`, { token: admin })).status).toBe(200);

    const again = await hire(a);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toContain(`is already worker ${created.body.id}`);
  });

  it('refuses an applicant not To Be Hired, an unknown one and a bad id, and creates no worker then', async () => {
    const shortlisted = await applicant(4);
    const refused = await hire(shortlisted);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toContain('only an applicant To Be Hired becomes a worker');
    const unknown = await hire(shortlisted, admin, 999_999_999);
    expect(unknown.status).toBe(404);
    const bad = await hire(shortlisted, admin, 'abc');
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toContain('applicantId');
    const detail = await api<ApplicantDetail>('GET', `ats/applicants/${shortlisted.id}`, { token: hr });
    expect(detail.body.hiredEmployeeId).toBeUndefined();
  });

  it('makes one worker when two creates race for one applicant', async () => {
    const a = await applicant(7);
    const [first, second] = await Promise.all([hire(a), hire(a)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const winner = first.status === 201 ? first.body : second.body;
    const detail = await api<ApplicantDetail>('GET', `ats/applicants/${a.id}`, { token: hr });
    expect(detail.body.hiredEmployeeId).toBe(winner.id);
  });

  it('lets only admins hire (the workers area)', async () => {
    const a = await applicant(7);
    expect((await hire(a, hr)).status).toBe(403);
  });
});
