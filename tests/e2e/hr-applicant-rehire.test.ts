import type { ApplicantActionRecord, ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Employee } from '@shelfline/shared/contracts/employee.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, tokensOf } from '../support/local-stack.ts';
import { merchandiserBody } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toLowerCase();

/** The worker form modal opened from an applicant (its fields as the CRUD kit reads them). */
class WorkerFormPage extends CrudPage {
  override get form() {
    return this.page.locator('[data-testid="worker-form"]');
  }
}

/**
 * Rehiring a former worker from /hr/applicants/{id} (brief A11): an applicant To Be Hired matching an inactive worker
 * offers Reactivate worker {name}; Create worker asks first, naming the former worker; Reactivate opens the worker's
 * own form with Inactive unchecked and the applicant's contact data above it, and saving links both.
 */
describe('HR applicant rehire', () => {
  const browser = withBrowser();
  let admin = '';
  let hr = '';
  let postingId = 0;
  let worker: Employee;
  let applicant: ApplicantDetail;

  // The former worker and the applicant are made through the API (their screens have their own tests).
  beforeAll(async () => {
    [admin, hr] = await tokensOf('admin', 'hr');
    const provinces = await api<{ id: number; code: string }[]>('GET', 'provinces', { token: hr });
    const ontario = provinces.body.find((p) => p.code === 'ON')?.id ?? 0;
    const cities = await api<{ id: number; name: string }[]>('GET', `provinces/${ontario}/cities`, { token: hr });
    const toronto = cities.body.find((c) => c.name === 'Toronto')?.id ?? 0;
    const posting = await api<{ id: number }>('POST', 'ats/job-postings', {
      token: hr,
      body: { title: `E2E rehire ${run}`, provinceId: ontario, cityId: toronto, isActive: true },
    });
    expect(posting.status).toBe(201);
    postingId = posting.body.id;
    const email = `rita.${run}@example.com`;
    const former = await api<Employee>('POST', 'Employees/create', {
      token: admin,
      body: merchandiserBody(
        { provinceId: ontario, cityId: toronto },
        { firstName: 'Rita', lastName: `Former${run}`, email },
        { code: `e2erh${run}`, password: DEMO_PASSWORD, inactive: true },
      ),
    });
    expect(former.status, JSON.stringify(former.body)).toBe(201);
    worker = former.body;
    const created = await api<ApplicantDetail>('POST', 'ats/applicants', {
      token: hr,
      body: { jobPostingId: postingId, firstName: 'Rita', lastName: `Again${run}`, email, phone: '416-555-0142' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.isExEmployee).toBe(true);
    const a = created.body;
    const moved = await api<ApplicantDetail>('PUT', `ats/applicants/${a.id}`, {
      token: hr,
      body: {
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phone: a.phone,
        status: 7,
        version: a.version,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    applicant = moved.body;
  });

  afterAll(async () => {
    if (applicant) await api('DELETE', `ats/applicants/${applicant.id}`, { token: hr });
    await api('DELETE', `ats/job-postings/${postingId}`, { token: hr });
  });

  it('offers Reactivate first, asks before a duplicate, and reactivates the worker linked to the applicant', async () => {
    const page = await browser.open('admin');
    await page.goto(`/hr/applicants/${applicant.id}`);
    await page.page.locator('[data-testid="applicant-header"]').getByText(applicant.fullName).waitFor();
    const reactivate = page.page.locator('[data-testid="applicant-rehire"]');
    await reactivate.getByText(`Reactivate worker Rita Former${run}`).waitFor();

    // Create worker names the former worker and makes nothing when cancelled; confirmed, it opens the new worker's form.
    const form = new WorkerFormPage(page);
    const create = page.page.locator('[data-testid="applicant-hire"]');
    await create.click();
    await form.confirmation.getByText(`Rita Former${run} (worker ${worker.id}) is a former worker`).waitFor();
    await form.confirmation.locator('[data-testid="confirm-cancel"]').click();
    await form.confirmation.waitFor({ state: 'detached' });
    expect(await form.form.count()).toBe(0);
    await create.click();
    await form.confirmation.locator('[data-testid="confirm-ok"]').click();
    await form.form.getByText(`Create worker from ${applicant.fullName}`).waitFor();
    await form.form.locator('[data-testid="form-cancel"]').click();
    await form.form.waitFor({ state: 'detached' });

    // Reactivate: the worker's own form, Inactive unchecked, the applicant's contact data above it.
    await reactivate.click();
    await form.form.waitFor();
    expect(await form.field('email').locator('input').first().inputValue()).toBe(worker.email);
    expect(await form.field('inactive').locator('input[type="checkbox"]').isChecked()).toBe(false);
    expect(await textOf(page.page.locator('[data-testid="rehire-applicant-contact"]'))).toContain('416-555-0142');
    await form.fill('mobilePhone', '416-555-0142');
    await form.save();
    const link = page.page.locator('[data-testid="applicant-worker"]');
    await link.getByText(`Worker ${worker.id}`).waitFor();
    expect(await reactivate.count()).toBe(0);

    const saved = await api<{ employee: Employee }>('GET', `Employees/${worker.id}/full`, { token: admin });
    expect(saved.body.employee).toMatchObject({ inactive: false, mobilePhone: '416-555-0142' });
    const actions = await api<ApplicantActionRecord[]>('GET', `ats/applicant-actions/by-applicant/${applicant.id}`, {
      token: hr,
    });
    expect(actions.body.map((x) => x.details)).toContain(`Rehired as worker ${worker.id}`);
  });
});
