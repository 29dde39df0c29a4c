import type { ApplicantActionRecord, ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import type { Employee } from '@shelfline/shared/contracts/employee.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { api, DEMO_PASSWORD, tokensOf } from '../support/local-stack.ts';
import { editableWorkerBody, merchandiserBody, must } from '../support/workers.ts';

/**
 * Hiring an applicant into a worker (brief A11): `POST Employees/create` with `applicantId` links the applicant To Be
 * Hired to the new worker in the worker's own transaction, records 'Hired as worker {id}', and makes one worker however
 * many creates race for one applicant. A former worker is rehired instead with `PUT Employees/{id}` and `applicantId`:
 * reactivated (sign-in enabled again) and linked in the worker's own update, 'Rehired as worker {id}'.
 */

type Errors = { errors: Record<string, string[]> | string };
const run = Date.now().toString(36).slice(-6);
let seq = 0;
let admin: string;
let hr: string;
let posting: JobPosting;
let place: { provinceId: number; cityId: number };

async function applicant(status: number, email?: string): Promise<ApplicantDetail> {
  const n = `${run}${++seq}`;
  const created = await api<ApplicantDetail>('POST', 'ats/applicants', {
    token: hr,
    body: {
      jobPostingId: posting.id,
      firstName: `Hana${n}`,
      lastName: `Hire${n}`,
      email: email ?? `hana.${n}@example.com`,
    },
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

describe('rehiring a former worker', () => {
  /** An inactive worker made through the product (sign-in disabled), and an applicant To Be Hired matching them. */
  async function formerWorkerAndApplicant(status = 7) {
    const n = `${run}${++seq}`;
    const email = `fern.${n}@example.com`;
    const worker = await api<Employee>('POST', 'Employees/create', {
      token: admin,
      body: merchandiserBody(
        place,
        { firstName: `Fern${n}`, lastName: `Former${n}`, email },
        { code: `rh${n}`, password: DEMO_PASSWORD, inactive: true },
      ),
    });
    expect(worker.status, JSON.stringify(worker.body)).toBe(201);
    const a = await applicant(status, email.toUpperCase());
    expect(a.isExEmployee).toBe(true);
    return { worker: worker.body, applicant: a };
  }
  const rehire = (worker: Employee, applicantId: unknown, extra: Record<string, unknown> = {}, token = admin) =>
    api<Employee & Errors>('PUT', `Employees/${worker.id}`, {
      token,
      body: { ...editableWorkerBody(worker as unknown as Record<string, unknown>), applicantId, ...extra },
    });
  const signIn = (code: string) =>
    api('POST', 'user/authenticate', { body: { employeeCode: code, password: DEMO_PASSWORD } });
  const actionsOf = async (id: number) =>
    (await api<ApplicantActionRecord[]>('GET', `ats/applicant-actions/by-applicant/${id}`, { token: hr })).body.map(
      (x) => x.details,
    );
  const workerOf = async (id: number) =>
    (await api<{ employee: Employee }>('GET', `Employees/${id}/full`, { token: admin })).body.employee;

  it("reactivates the matched worker with the form's fields, links the applicant and records the action", async () => {
    const { worker, applicant: a } = await formerWorkerAndApplicant();
    expect((await signIn(worker.code)).status).toBe(403);
    // The form's body as read (still inactive): a rehire is a reactivation, whatever the box said.
    const saved = await rehire(worker, a.id, { mobilePhone: '416-555-0199' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ id: worker.id, inactive: false, mobilePhone: '416-555-0199' });
    expect(saved.body.version).toBe(worker.version + 1);
    const detail = await api<ApplicantDetail>('GET', `ats/applicants/${a.id}`, { token: hr });
    expect(detail.body).toMatchObject({ hiredEmployeeId: worker.id, status: 7, version: a.version + 1 });
    expect(await actionsOf(a.id)).toContain(`Rehired as worker ${worker.id}`);
    expect((await signIn(worker.code)).status).toBe(200);
    // Once linked, neither a second rehire nor a create hires them again.
    const again = await rehire(saved.body, a.id);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toContain(`is already worker ${worker.id}`);
    expect((await hire(a)).status).toBe(409);
  });

  it("refuses a worker who is not the applicant's former worker, and changes neither", async () => {
    const { worker, applicant: a } = await formerWorkerAndApplicant();
    const other = (await formerWorkerAndApplicant()).worker;
    const refused = await rehire(other, a.id);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toContain(`matches former worker ${worker.id}, not worker ${other.id}`);
    expect(await workerOf(other.id)).toMatchObject({ inactive: true, version: other.version });
    const detail = await api<ApplicantDetail>('GET', `ats/applicants/${a.id}`, { token: hr });
    expect(detail.body.hiredEmployeeId).toBeUndefined();
    // An applicant without a former worker is refused too.
    const fresh = await applicant(7);
    const none = await rehire(other, fresh.id);
    expect(none.status).toBe(409);
    expect(errorsOf(none.body)).toContain('matches no former worker');
  });

  it('refuses an applicant not To Be Hired and a stale worker version, and leaves both as they were', async () => {
    const shortlisted = await formerWorkerAndApplicant(4);
    const refused = await rehire(shortlisted.worker, shortlisted.applicant.id);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toContain('only an applicant To Be Hired becomes a worker');
    expect(await workerOf(shortlisted.worker.id)).toMatchObject({ inactive: true, version: 1 });

    const { worker, applicant: a } = await formerWorkerAndApplicant();
    const edited = await api<Employee>('PUT', `Employees/${worker.id}`, {
      token: admin,
      body: editableWorkerBody(worker as unknown as Record<string, unknown>),
    });
    expect(edited.status).toBe(200);
    const stale = await rehire(worker, a.id);
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).toContain('was changed by someone else');
    const detail = await api<ApplicantDetail>('GET', `ats/applicants/${a.id}`, { token: hr });
    expect(detail.body).toMatchObject({ version: a.version });
    expect(detail.body.hiredEmployeeId).toBeUndefined();
    expect((await workerOf(worker.id)).inactive).toBe(true);
  });

  it('links once when two rehires race, and checks the applicant id and the role', async () => {
    const { worker, applicant: a } = await formerWorkerAndApplicant();
    const [first, second] = await Promise.all([rehire(worker, a.id), rehire(worker, a.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await api<ApplicantDetail>('GET', `ats/applicants/${a.id}`, { token: hr })).body).toMatchObject({
      hiredEmployeeId: worker.id,
      version: a.version + 1,
    });
    expect((await actionsOf(a.id)).filter((d) => d === `Rehired as worker ${worker.id}`)).toHaveLength(1);
    expect((await workerOf(worker.id)).version).toBe(worker.version + 1);

    const next = await formerWorkerAndApplicant();
    expect((await rehire(next.worker, 999_999_999)).status).toBe(404);
    const bad = await rehire(next.worker, 'abc');
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toContain('applicantId');
    expect((await rehire(next.worker, next.applicant.id, {}, hr)).status).toBe(403);
    expect(await workerOf(next.worker.id)).toMatchObject({ inactive: true, version: 1 });
  });
});
