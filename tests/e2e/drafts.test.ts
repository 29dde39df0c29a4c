import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { describe, expect, it } from 'vitest';
import { mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import { listRetailers } from '../../functions/data/master-data/master-data.repository.ts';
import { putRow, rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import { createTestDraft, retailerWith, setDraftStatus } from '../support/drafts.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

/** /schedule/drafts and /schedule/drafts/{id} (000 §2.5, §2.6). */
describe('draft schedules', () => {
  const browser = withBrowser();

  it('admin builds a draft, the list counts it, and admin deletes it from the list', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const name = `E2E draft ${run}`;
    const renamed = `E2E draft renamed ${run}`;
    const stock = await retailerWith(2, 1);
    const retailer = (await listRetailers()).find((r) => r.id === stock.retailerId);
    if (!retailer) throw new Error('retailer not found');

    const app = await browser.open('admin');
    const page = app.page;
    const list = new CrudPage(app, 'drafts-table');
    await list.open('/schedule/drafts');

    // New Draft: name and retailer, then the edit screen.
    await page.locator('[data-testid="new-draft"]').click();
    const form = page.locator('[data-testid="new-draft-form"]');
    await form.waitFor();
    await form.locator('[data-testid="form-save"]').click();
    await form.locator('[data-testid="field-name"]').getByText('Name is required.').waitFor();
    await form.locator('[data-testid="field-name"] input').fill(name);
    await form.locator('[data-testid="field-retailerId"] button').first().click();
    await page.getByRole('option', { name: `${retailer.code} - ${retailer.name}`, exact: true }).click();
    await form.locator('[data-testid="form-save"]').click();
    await page.waitForURL((url) => /^\/schedule\/drafts\/\d+$/.test(url.pathname));
    const draftId = Number(app.pathname().split('/').pop());
    await page.getByRole('heading', { name: `Draft Schedule: ${name}` }).waitFor();

    // Add Stores: two of the retailer's stores.
    const storesPanel = page.locator('[data-testid="stores-panel"]');
    await storesPanel.getByText('Stores (0)').waitFor();
    await page.locator('[data-testid="add-stores"]').click();
    const storesModal = page.locator('[data-testid="add-stores-modal"]');
    await storesModal.locator('[data-testid="add-stores-table"][data-loading="false"]').waitFor();
    const storeRows = storesModal.locator('[data-testid="add-stores-table"] tbody tr');
    await storeRows.first().waitFor();
    for (const index of [0, 1]) await storeRows.nth(index).locator('input[type="checkbox"]').check({ force: true });
    await storesModal.getByText('2 stores selected').waitFor();
    await storesModal.locator('[data-testid="add-stores-submit"]').click();
    await storesModal.waitFor({ state: 'detached' });
    await storesPanel.getByText('Stores (2)').waitFor();

    // Add jobs: one job product.
    const jobsPanel = page.locator('[data-testid="jobs-panel"]');
    await page.locator('[data-testid="add-jobs"]').click();
    const jobsModal = page.locator('[data-testid="add-jobs-modal"]');
    await jobsModal.locator('[data-testid="add-jobs-table"][data-loading="false"]').waitFor();
    const jobRows = jobsModal.locator('[data-testid="add-jobs-table"] tbody tr');
    await jobRows.first().waitFor();
    await jobRows.first().locator('input[type="checkbox"]').check({ force: true });
    await jobsModal.locator('[data-testid="add-jobs-submit"]').click();
    await jobsModal.waitFor({ state: 'detached' });
    await jobsPanel.getByText('Jobs (1)').waitFor();

    // The job's date range.
    const jobRow = jobsPanel.locator('[data-testid="draft-jobs"] tbody tr').first();
    await jobRow.locator('[data-testid="job-dates"] button').first().click();
    const picker = page
      .locator('[role="dialog"]')
      .filter({ has: page.getByLabel('Start date') })
      .last();
    await picker.getByLabel('Start date').fill('2031/03/02');
    await picker.getByLabel('End date').fill('2031/03/06');
    await picker.getByRole('button', { name: 'Apply' }).click();
    await jobRow.getByText('2031-03-02').waitFor();
    const { token } = await signIn('admin');
    await expect
      .poll(async () => (await api<Draft>('GET', `draftSchedules/${draftId}`, { token })).body.draftJobs?.[0]?.endDate)
      .toBe('2031-03-06');

    // Another service type for the job, then clearing the dates removes them.
    const before = (await api<Draft>('GET', `draftSchedules/${draftId}`, { token })).body.draftJobs?.[0];
    await jobRow.locator('[data-testid="job-service-type"] button').first().click();
    const otherType = page
      .locator('[role="listbox"]:visible [role="option"]')
      .filter({ hasNotText: before?.serviceType ?? '' })
      .first();
    const otherTypeName = await textOf(otherType);
    await otherType.click();
    await jobRow.locator('[data-testid="job-service-type"]').getByText(otherTypeName).waitFor();
    await expect
      .poll(
        async () => (await api<Draft>('GET', `draftSchedules/${draftId}`, { token })).body.draftJobs?.[0]?.serviceType,
      )
      .toBe(otherTypeName);
    await jobRow.locator('[data-testid="job-dates"] button').first().click();
    await page.getByRole('button', { name: 'Clear and dismiss' }).click();
    await expect
      .poll(
        async () => (await api<Draft>('GET', `draftSchedules/${draftId}`, { token })).body.draftJobs?.[0]?.startDate,
      )
      .toBeUndefined();

    // Rename and save: back to the list.
    await page.locator('[data-testid="field-name"] input').fill(renamed);
    // Leaving with an unsaved name asks first; Cancel stays on the draft.
    await page.locator('[data-testid="draft-cancel"]').click();
    const leave = page.locator('[data-testid="save-changes-modal"]');
    await leave.waitFor();
    await leave.locator('[data-testid="save-changes-cancel"]').click();
    await leave.waitFor({ state: 'detached' });
    expect(app.pathname()).toBe(`/schedule/drafts/${draftId}`);
    await page.locator('[data-testid="draft-save"]').click();
    // Toasts close after 3 s: read them as soon as they show.
    await list.waitForFlash(`Draft "${renamed}" has been updated`);
    await app.waitForPath('/schedule/drafts');
    await list.filter(renamed);
    const cells = await list.rowCells(renamed);
    // checkbox, Name, Retailer, Services, Stores, Jobs, Created, Last Changed, Status, Active
    expect(cells.slice(1, 6)).toEqual([renamed, retailer.name, '2', '2', '1']);
    expect(cells[8]).toBe('In Progress');
    expect(cells[9]).toBe('Yes');

    // Delete from the list: the question states the drafts and their services.
    const row = await list.waitForRow(renamed);
    await row.locator('input[type="checkbox"]').check({ force: true });
    await page.locator('[data-testid="drafts-delete"]').click();
    const confirm = page.locator('[data-testid="batch-modal"]');
    await confirm.waitFor();
    expect(await textOf(confirm.locator('h2').first())).toBe('Delete 1 draft with 2 services?');
    await confirm.locator('[data-testid="batch-ok"]').click();
    await list.waitForFlash('1 draft deleted.');
    await confirm.waitFor({ state: 'detached' });
    await list.waitForNoRow(renamed);
    expect((await api('GET', `draftSchedules/${draftId}`, { token })).status).toBe(404);
  });

  it('inactivates and activates selected drafts, and deletes a draft from its edit screen', async () => {
    const { token } = await signIn('admin');
    const name = `E2E toggle ${Date.now().toString(36).toUpperCase()}`;
    const { draftId } = await createTestDraft(token, { storeCount: 3, jobCount: 2, name });

    const app = await browser.open('admin');
    const page = app.page;
    const list = new CrudPage(app, 'drafts-table');
    await list.open(`/schedule/drafts?search=${encodeURIComponent(name)}`);

    // Inactivate: gone from the default Active = Yes list.
    const row = await list.waitForRow(name);
    expect(await page.locator('[data-testid="drafts-export"]').isDisabled()).toBe(true);
    await row.locator('input[type="checkbox"]').check({ force: true });
    expect(await page.locator('[data-testid="drafts-export"]').isDisabled()).toBe(true);
    await page.locator('[data-testid="drafts-inactivate"]').click();
    const confirm = page.locator('[data-testid="batch-modal"]');
    expect(await textOf(confirm.locator('h2').first())).toBe('Inactivate 1 draft with 6 services?');
    await confirm.locator('[data-testid="batch-ok"]').click();
    await confirm.waitFor({ state: 'detached' });
    await list.waitForNoRow(name);

    // Active? = No shows it; all selected drafts inactive: Activate.
    await page.locator('[data-testid="active-filter"] button').first().click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('active') === 'inactive');
    const inactive = await list.waitForRow(name);
    expect((await list.rowCells(name))[9]).toBe('No');
    await inactive.locator('input[type="checkbox"]').check({ force: true });
    await page.locator('[data-testid="drafts-activate"]').click();
    expect(await textOf(confirm.locator('h2').first())).toBe('Activate 1 draft with 6 services?');
    await confirm.locator('[data-testid="batch-ok"]').click();
    await confirm.waitFor({ state: 'detached' });
    await list.waitForNoRow(name);
    expect((await api<Draft>('GET', `draftSchedules/${draftId}`, { token })).body.isInactive).toBe(false);

    // The edit screen's Delete asks the spec's question, then goes back to the list.
    await app.goto(`/schedule/drafts/${draftId}`);
    await page.getByRole('heading', { name: `Draft Schedule: ${name}` }).waitFor();
    await page.locator('[data-testid="stores-panel"]').getByText('Stores (3)').waitFor();
    await page.locator('[data-testid="jobs-panel"]').getByText('Jobs (2)').waitFor();

    // Removing a store or a job asks first, naming the services that go with it.
    const question = page.locator('[data-testid="confirm-modal"]');
    const storeRow = page.locator('[data-testid="draft-stores"] tbody tr').first();
    const storeNumber = await textOf(storeRow.locator('td').first());
    await storeRow.locator('[data-testid="remove-store"]').click();
    expect(await textOf(question.locator('h2').first())).toBe(
      `Remove store ${storeNumber} and its 2 services from this draft?`,
    );
    await question.locator('[data-testid="confirm-ok"]').click();
    await question.waitFor({ state: 'detached' });
    await page.locator('[data-testid="stores-panel"]').getByText('Stores (2)').waitFor();
    await page.locator('[data-testid="draft-jobs"] tbody tr [data-testid="remove-job"]').first().click();
    expect(await textOf(question.locator('h2').first())).toMatch(/ and its 2 services from this draft\?$/);
    await question.locator('[data-testid="confirm-ok"]').click();
    await question.waitFor({ state: 'detached' });
    await page.locator('[data-testid="jobs-panel"]').getByText('Jobs (1)').waitFor();
    expect((await api<Draft>('GET', `draftSchedules/${draftId}`, { token })).body.detailsCount).toBe(2);

    await page.locator('[data-testid="draft-delete"]').click();
    expect(await textOf(question.locator('h2').first())).toBe('Removing draft. Are you sure?');
    await question.locator('[data-testid="confirm-ok"]').click();
    await list.waitForFlash(`Draft "${name}" has been deleted`);
    await app.waitForPath('/schedule/drafts');
    expect((await api('GET', `draftSchedules/${draftId}`, { token })).status).toBe(404);
  });

  it('shows a supervisor no manage buttons, and the name opens the details view', async () => {
    const { token } = await signIn('admin');
    const name = `E2E sup ${Date.now().toString(36).toUpperCase()}`;
    const { draftId } = await createTestDraft(token, { storeCount: 1, jobCount: 1, name });

    const sup = await browser.open('sup');
    const list = new CrudPage(sup, 'drafts-table');
    await list.open(`/schedule/drafts?search=${encodeURIComponent(name)}`);
    const row = await list.waitForRow(name);
    await sup.page.locator('[data-testid="drafts-details"]').waitFor();
    for (const id of ['new-draft', 'drafts-delete', 'drafts-inactivate', 'drafts-activate', 'drafts-export'])
      expect(await sup.page.locator(`[data-testid="${id}"]`).count()).toBe(0);
    await row.locator('[data-testid="draft-link"]').click();
    await sup.waitForPath(`/schedule/drafts/details/${draftId}`);
  });

  it('exports a completed draft with progress, then its edit screen is read-only', async () => {
    const { token } = await signIn('admin');
    const tag = letterTag();
    const lead = await createTestWorker({
      code: `e2elead${tag}`,
      firstName: 'Lead',
      lastName: `Drafts${tag}`,
      isMerchandiser: true,
    });
    const name = `E2E export ${Date.now().toString(36).toUpperCase()}`;
    const { draftId } = await createTestDraft(token, {
      storeCount: 2,
      jobCount: 1,
      name,
      startDate: '2031-07-07',
      endDate: '2031-07-08',
    });
    // Staffed and Completed straight in the data layer (the details screen's work, tested elsewhere).
    await mutateDraft(draftId, 'e2e', (loaded) => {
      for (const { row } of [...rowsOf(loaded)])
        putRow(loaded, {
          ...row,
          hours: 2,
          workers: [{ id: lead, name: 'Lead', isTeamLead: true, isTemporary: false, isSpecialProjects: false }],
        });
    });
    await setDraftStatus(draftId, 'Completed');

    const app = await browser.open('admin');
    const page = app.page;
    const list = new CrudPage(app, 'drafts-table');
    await list.open(`/schedule/drafts?search=${encodeURIComponent(name)}`);
    const row = await list.waitForRow(name);
    await row.locator('input[type="checkbox"]').check({ force: true });
    const exportButton = page.locator('[data-testid="drafts-export"]');
    expect(await exportButton.isDisabled()).toBe(false);
    await exportButton.click();
    const dialog = page.locator('[data-testid="batch-modal"]');
    expect(await textOf(dialog.locator('h2').first())).toBe('Export 1 draft with 2 services?');
    await dialog.locator('[data-testid="batch-ok"]').click();
    await dialog.getByText('1 draft exported: 2 services created.').first().waitFor();
    await dialog.locator('[data-testid="export-ids"]').waitFor();
    await dialog.locator('[data-testid="batch-cancel"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await list.rowCells(name))[8]).toBe('Exported');

    // An exported draft cannot be changed: the edit screen says so and offers nothing.
    await app.goto(`/schedule/drafts/${draftId}`);
    await page.locator('[data-testid="read-only"]').waitFor();
    expect(await page.locator('[data-testid="field-name"] input').isDisabled()).toBe(true);
    for (const id of ['draft-save', 'draft-delete', 'add-stores', 'add-jobs'])
      expect(await page.locator(`[data-testid="${id}"]`).isDisabled()).toBe(true);
  });
});
