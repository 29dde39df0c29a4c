import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import type { EmployeeOption } from '@shelfline/shared/contracts/employee-list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import {
  applicantCountItem,
  findPostingByAlias,
  getPosting,
} from '../../functions/data/ats/job-postings.repository.ts';
import type { City } from '../../functions/data/entities/city.entity.ts';
import type { Province } from '../../functions/data/entities/province.entity.ts';
import {
  cities,
  listCitiesOfProvince,
  listProvinces,
} from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import { createTestWorker, editableWorkerBody, letterTag } from '../support/workers.ts';

/** Job postings (002 §7 Recruiting calls 1-5; brief §6a, A17): roles, validation, the unique alias, delete rules. */

type Errors = { errors: Record<string, string[]> | string };

const run = Date.now().toString(36).slice(-6);
let seq = 0;
let admin: string;
let hr: string;
let sup: string;
let merch: string;
let province: Province;
let city: City;
let otherProvinceCity: City;
let hrPerson: EmployeeOption;
let supervisor: EmployeeOption;

const postingBody = (extra: Record<string, unknown> = {}) => ({
  title: `Merchandiser ${run}-${++seq}`,
  provinceId: province.id,
  cityId: city.id,
  isActive: true,
  ...extra,
});

async function createPosting(extra: Record<string, unknown> = {}, token = admin) {
  const result = await api<JobPosting>('POST', 'ats/job-postings', { token, body: postingBody(extra) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** Moves a posting's applicant count as an applicant's own transaction does (A2's intake writes this step). */
async function addApplicants(postingId: number, delta: number) {
  await documentClient().send(new TransactWriteCommand({ TransactItems: [applicantCountItem(postingId, delta)] }));
}

beforeAll(async () => {
  [admin, hr, sup, merch] = await tokensOf('admin', 'hr', 'sup', 'merch');
  const provinces = (await listProvinces()).filter((p) => !p.inactive);
  const withCities = await Promise.all(provinces.map(async (p) => ({ p, cities: await listCitiesOfProvince(p.id) })));
  const [first, second] = withCities.filter((x) => x.cities.length > 0);
  if (!first || !second) throw new Error('The demo data has cities in two provinces.');
  province = first.p;
  city = first.cities[0] as City;
  otherProvinceCity = second.cities[0] as City;
  const [hrList, supList] = await Promise.all([
    api<EmployeeOption[]>('GET', 'employees/HR', { token: admin }),
    api<EmployeeOption[]>('GET', 'employees/supervisors', { token: admin }),
  ]);
  hrPerson = hrList.body[0] as EmployeeOption;
  supervisor = supList.body[0] as EmployeeOption;
  expect(hrPerson && supervisor).toBeTruthy();
});

describe('job postings: create, read, list', () => {
  it('creates a posting with the names of its city, province, HR representative and supervisor', async () => {
    const created = await createPosting({ hrId: hrPerson.id, supervisorId: supervisor.id, description: ' Aisles ' });
    expect(created).toMatchObject({
      provinceId: province.id,
      provinceName: province.fullName,
      provinceCode: province.code,
      cityId: city.id,
      cityName: city.name,
      hrId: hrPerson.id,
      hrName: hrPerson.name,
      supervisorId: supervisor.id,
      supervisorName: supervisor.name,
      isActive: true,
      description: 'Aisles',
      applicantCount: 0,
      version: 1,
    });
    const read = await api<JobPosting>('GET', `ats/job-postings/${created.id}`, { token: sup });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
    const list = await api<JobPosting[]>('GET', 'ats/job-postings', { token: sup });
    expect(list.body.find((p) => p.id === created.id)).toEqual(created);
  });

  it('lists inactive postings only when asked, by title', async () => {
    const inactive = await createPosting({ isActive: false });
    const active = await api<JobPosting[]>('GET', 'ats/job-postings', { token: hr });
    expect(active.body.some((p) => p.id === inactive.id)).toBe(false);
    expect(active.body.every((p) => p.isActive)).toBe(true);
    const all = await api<JobPosting[]>('GET', 'ats/job-postings?includeInactive=true', { token: hr });
    expect(all.body.some((p) => p.id === inactive.id)).toBe(true);
    const titles = all.body.map((p) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('answers 404 for a posting that does not exist', async () => {
    const result = await api<Errors>('GET', 'ats/job-postings/999999999', { token: admin });
    expect(result.status).toBe(404);
  });
});

describe('job postings: roles', () => {
  it('lets hr write, supervisors only read, and merchandisers nothing', async () => {
    const byHr = await createPosting({}, hr);
    expect(byHr.id).toBeGreaterThan(0);
    expect((await api('POST', 'ats/job-postings', { token: sup, body: postingBody() })).status).toBe(403);
    expect(
      (await api('PUT', `ats/job-postings/${byHr.id}`, { token: sup, body: { ...postingBody(), version: 1 } })).status,
    ).toBe(403);
    expect((await api('DELETE', `ats/job-postings/${byHr.id}`, { token: sup })).status).toBe(403);
    expect((await api('GET', 'ats/job-postings', { token: merch })).status).toBe(403);
    expect((await api('GET', `ats/job-postings/${byHr.id}`, { token: merch })).status).toBe(403);
  });
});

describe('job postings: validation', () => {
  it('names the fields that are missing or wrong', async () => {
    const result = await api<{ errors: Record<string, string[]> }>('POST', 'ats/job-postings', {
      token: admin,
      body: { title: '  ', cityId: city.id, mailboxAlias: 'no spaces allowed' },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors.title).toEqual(['Title is required.']);
    expect(result.body.errors.provinceId).toEqual(['Province is required.']);
    expect(result.body.errors.mailboxAlias?.[0]).toContain('Mailbox alias');
    const long = await api<{ errors: Record<string, string[]> }>('POST', 'ats/job-postings', {
      token: admin,
      body: postingBody({ title: 'x'.repeat(121) }),
    });
    expect(long.body.errors.title).toEqual(['Title must be at most 120 characters.']);
  });

  it('refuses a city of another province, an HR id that is not HR and a supervisor id that is not a supervisor', async () => {
    const result = await api<{ errors: Record<string, string[]> }>('POST', 'ats/job-postings', {
      token: admin,
      body: postingBody({ cityId: otherProvinceCity.id, hrId: 999999999, supervisorId: 999999999 }),
    });
    expect(result.status).toBe(400);
    expect(result.body.errors.cityId).toEqual([`City "${otherProvinceCity.name}" is not in the chosen province.`]);
    expect(result.body.errors.hrId).toEqual(['HR representative 999999999 was not found.']);
    expect(result.body.errors.supervisorId).toEqual(['Supervisor 999999999 was not found.']);
  });
});

describe('job postings: mailbox alias', () => {
  it('is stored lower-case, unique in any case (409), found by the ingestion, and freed by a change', async () => {
    const alias = `team-${run}`;
    const first = await createPosting({ mailboxAlias: ` Team-${run.toUpperCase()} ` });
    expect(first.mailboxAlias).toBe(alias);
    expect((await findPostingByAlias(alias.toUpperCase()))?.id).toBe(first.id);

    const taken = await api<{ errors: Record<string, string[]> }>('POST', 'ats/job-postings', {
      token: admin,
      body: postingBody({ mailboxAlias: alias }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.mailboxAlias).toEqual([`JobPosting mailboxAlias '${alias}' is already used.`]);

    const moved = await api<JobPosting>('PUT', `ats/job-postings/${first.id}`, {
      token: admin,
      body: { ...postingBody({ title: first.title }), mailboxAlias: `${alias}-2`, version: first.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await findPostingByAlias(alias)).toBeUndefined();
    const second = await createPosting({ mailboxAlias: alias });
    expect((await findPostingByAlias(alias))?.id).toBe(second.id);
  });
});

describe('job postings: update', () => {
  it('saves with the version read, clears what the form leaves out, and refuses a stale version (409)', async () => {
    const created = await createPosting({ supervisorId: supervisor.id, description: 'first' });
    const updated = await api<JobPosting>('PUT', `ats/job-postings/${created.id}`, {
      token: hr,
      body: { ...postingBody({ title: 'Renamed' }), version: created.version },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Renamed', version: 2 });
    expect(updated.body.supervisorId).toBeUndefined();
    expect(updated.body.description).toBeUndefined();

    const stale = await api<Errors>('PUT', `ats/job-postings/${created.id}`, {
      token: hr,
      body: { ...postingBody(), version: created.version },
    });
    expect(stale.status).toBe(409);
  });

  it('keeps the applicant count, and a form read before an applicant arrived is stale', async () => {
    const created = await createPosting();
    await addApplicants(created.id, 2);
    const stale = await api<Errors>('PUT', `ats/job-postings/${created.id}`, {
      token: admin,
      body: { ...postingBody(), version: created.version },
    });
    expect(stale.status).toBe(409);
    const current = (await getPosting(created.id)) as JobPosting;
    const saved = await api<JobPosting>('PUT', `ats/job-postings/${created.id}`, {
      token: admin,
      body: { ...postingBody({ title: 'Still two' }), version: current.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.applicantCount).toBe(2);
  });
});

describe('job postings: delete', () => {
  it('is refused while the posting has applicants, then deletes it (204) and frees its alias', async () => {
    const alias = `gone-${run}`;
    const created = await createPosting({ mailboxAlias: alias });
    await addApplicants(created.id, 1);
    const refused = await api<{ errors: string }>('DELETE', `ats/job-postings/${created.id}`, { token: hr });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`Job posting "${created.title}" has applicants. Make it inactive instead.`);

    await addApplicants(created.id, -1);
    expect((await api('DELETE', `ats/job-postings/${created.id}`, { token: hr })).status).toBe(204);
    expect((await api('GET', `ats/job-postings/${created.id}`, { token: hr })).status).toBe(404);
    expect(await findPostingByAlias(alias)).toBeUndefined();
  });
});

describe('job postings: names as they are now', () => {
  it('shows a renamed HR representative and city in the list and the detail, without saving the posting', async () => {
    const tag = letterTag();
    const hrId = await createTestWorker({ code: `Hr${tag}`, firstName: 'Hana', lastName: `Before${tag}`, isHr: true });
    const cityId = await nextId('city');
    await cities.create(
      {
        id: cityId,
        provinceId: province.id,
        name: `Oldtown ${run}`,
        travelCharge: 0,
        isTravelRegion: false,
        inactive: false,
      },
      'test',
    );
    const posting = await createPosting({ hrId, cityId });
    expect(posting).toMatchObject({ hrName: `Hana Before${tag}`, cityName: `Oldtown ${run}` });

    const worker = await api<{ employee: Record<string, unknown> }>('GET', `Employees/${hrId}/full`, { token: admin });
    const renamed = await api('PUT', `Employees/${hrId}`, {
      token: admin,
      body: { ...editableWorkerBody(worker.body.employee), lastName: `After${tag}` },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const city = await api<Record<string, unknown>>('GET', `cities/${cityId}`, { token: admin });
    const { id: _id, provinceId: _p, latitude: _la, longitude: _lo, ...cityBody } = city.body;
    const cityRenamed = await api('PUT', `cities/${cityId}`, {
      token: admin,
      body: { ...cityBody, name: `Newtown ${run}` },
    });
    expect(cityRenamed.status, JSON.stringify(cityRenamed.body)).toBe(200);

    const names = { hrName: `Hana After${tag}`, cityName: `Newtown ${run}`, version: posting.version };
    const list = await api<JobPosting[]>('GET', 'ats/job-postings', { token: hr });
    expect(list.body.find((p) => p.id === posting.id)).toMatchObject(names);
    expect((await api<JobPosting>('GET', `ats/job-postings/${posting.id}`, { token: sup })).body).toMatchObject(names);
    // The stored copy is untouched: reading never writes.
    expect(await getPosting(posting.id)).toMatchObject({ hrName: `Hana Before${tag}`, cityName: `Oldtown ${run}` });
  });
});

describe('city delete', () => {
  it('is refused while a job posting is in the city', async () => {
    const id = await nextId('city');
    await cities.create(
      { id, provinceId: province.id, name: `Postings ${run}`, travelCharge: 0, isTravelRegion: false, inactive: false },
      'test',
    );
    const posting = await createPosting({ cityId: id });
    const refused = await api<{ errors: string }>('DELETE', `cities/${id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(`City "Postings ${run}" still has job postings. Make it inactive instead.`);
    expect((await api('DELETE', `ats/job-postings/${posting.id}`, { token: admin })).status).toBe(204);
    expect((await api('DELETE', `cities/${id}`, { token: admin })).status).toBe(204);
  });
});
