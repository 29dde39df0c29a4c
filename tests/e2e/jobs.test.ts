import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

describe('Job Maintenance and Job Traits screens', () => {
  const browser = withBrowser();

  it('creates a job, adds a trait in Traits Management from its row, and shows it on /jobTraits', async () => {
    const jobNumber = `E${run}`;
    const trait = `Endcap ${run}`;
    const admin = await browser.open('admin');
    const list = new CrudPage(admin);
    await list.open('/jobMaintenance');
    expect(await admin.heading()).toContain('Job Maintenance');
    const headers = await list.table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
      'Job Number',
      'Description',
      'Retailer',
      'Active?',
      'Actions',
    ]);

    // Add New Job: the form refuses a missing description, then saves.
    await list.openCreate();
    await list.fill('jobNumber', jobNumber);
    await list.fill('hourlyRate', '32.25');
    for (const name of ['retailerId', 'supplierId']) {
      await list.field(name).locator('button').first().click();
      await admin.page.getByRole('option').first().click();
    }
    await list.save();
    await list.waitForFieldError('description', 'Description is required.');
    await list.fill('description', `E2E job ${run}`);
    await list.saveAndClose();
    await list.waitForFlash(`Successfully added new Job "${jobNumber}"`);
    await list.filter(jobNumber);
    const row = await list.waitForRow(jobNumber);
    expect(await textOf(row)).toContain(`E2E job ${run}`);

    // Its products: a product and a service type, saved with the job.
    await row.locator('[data-testid="row-products"]').click();
    const products = admin.page.locator('[data-testid="job-products"]');
    await products.waitFor();
    await products.locator('[data-testid="job-products-table"]').getByText('This job has no products yet.').waitFor();
    await products.locator('[data-testid="job-product-picker"] button').first().click();
    await admin.page.getByRole('option').first().click();
    await products.locator('[data-testid="job-service-type-picker"] button').first().click();
    await admin.page.getByRole('option').first().click();
    await products.locator('[data-testid="job-product-add"]').click();
    await products.locator('[data-testid="job-products-table"] tbody tr').first().waitFor();
    await products.locator('[data-testid="job-products-save"]').click();
    await list.waitForFlash(`Job "${jobNumber}" has been updated`);
    await products.waitFor({ state: 'detached' });
    await row.locator('[data-testid="row-products"]').click();
    await products.locator('[data-testid="job-products-table"] tbody tr').first().waitFor();
    expect(await products.locator('[data-testid="job-products-table"] tbody tr').count()).toBe(1);
    await products.getByRole('button', { name: 'Cancel', exact: true }).click();
    await products.waitFor({ state: 'detached' });

    // Traits Management from the row.
    await row.locator('[data-testid="row-traits"]').click();
    const modal = admin.page.locator('[data-testid="traits-management"]');
    await modal.waitFor();
    expect(await textOf(modal)).toContain(`Traits Management - ${jobNumber}`);
    const traits = new CrudPage(admin, 'job-traits-table');
    await traits.waitForLoaded();
    await modal.locator('[data-testid="create-button"]').first().click();
    await traits.form.waitFor();
    // The planogram choice offers the active planograms (GET planograms).
    expect(await traits.field('planogramId').locator('button').first().isDisabled()).toBe(false);
    await traits.save();
    await traits.waitForFieldError('traitDescription', 'Description is required');
    await traits.fill('traitDescription', trait);
    await traits.saveAndClose();
    await traits.waitForFlash('Successfully added new Trait');
    await traits.waitForRow(trait);
    // A click beside the modal leaves it open: only its buttons close it.
    await admin.page.mouse.click(5, 5);
    await traits.waitForRow(trait);
    expect(await modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal.waitFor({ state: 'detached' });

    // /jobTraits for that job: retailer and supplier read-only, the trait in the table.
    await admin.goto('/jobTraits');
    await admin.page.locator('[data-testid="job-picker"] button').first().click();
    await admin.page.getByRole('option', { name: new RegExp(`^${jobNumber} - `) }).click();
    await traits.waitForLoaded();
    await traits.waitForRow(trait);
    expect(await admin.page.locator('[data-testid="job-retailer"] input').inputValue()).not.toBe('');
    expect(await admin.page.locator('[data-testid="job-supplier"] input').inputValue()).not.toBe('');
    expect(admin.page.url()).toMatch(/jobId=\d+/);
  });

  it('lets an account manager give a trait to one store, then to several at once, and delete it', async () => {
    const admin = (await signIn('admin')).token;
    const jobs = await api<{ id: number; retailerId: number; supplierId: number }[]>('GET', 'jobs', { token: admin });
    const template = jobs.body[0] as { retailerId: number; supplierId: number };
    const jobNumber = `S${run}`;
    const job = await api<{ id: number }>('POST', 'jobs', {
      token: admin,
      body: {
        jobNumber,
        description: 'Store traits e2e',
        hourlyRate: 30,
        retailerId: template.retailerId,
        supplierId: template.supplierId,
      },
    });
    const trait = `Pallet ${run}`;
    await api('POST', 'traits/job', { token: admin, body: { jobId: job.body.id, traitDescription: trait } });

    const am = await browser.open('am');
    await am.goto(`/storeTraits?jobId=${job.body.id}`);
    const page = am.page;
    const add = page.locator('[data-testid="add-store-trait"] button, button[data-testid="add-store-trait"]').first();
    const stores = page.locator('[data-testid="stores-table"] tbody tr');
    await stores.first().waitFor();
    expect(await add.isDisabled()).toBe(true);
    await page.locator('[data-testid="trait-picker"] button').first().click();
    await page.getByRole('option', { name: trait, exact: true }).click();
    expect(await add.isDisabled()).toBe(true);

    // One store: click its row, Add.
    await stores.first().locator('td').nth(1).click();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.locator('[data-testid="notifications"]').getByText('Successfully added new Trait').first().waitFor();
    const storeTraits = page.locator('[data-testid="store-traits-table"] tbody tr', { hasText: trait });
    await storeTraits.first().waitFor();

    // Several stores: the checkbox shows per-row checkboxes and select-all.
    await page.locator('[data-testid="add-multiple"] input').check({ force: true });
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select all stores on this page' }).check({ force: true });
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.locator('[data-testid="notifications"]').getByText('Successfully added new Trait').nth(1).waitFor();
    const second = await api<{ id: number }[]>(
      'GET',
      `stores?retailerId=${template.retailerId}&pageSize=20&sortBy=storeNumber`,
      { token: admin },
    );
    const rows = await api<unknown[]>(
      'GET',
      `traits/store/${(second.body as unknown as { items: { id: number }[] }).items[1]?.id}/job/${job.body.id}`,
      { token: admin },
    );
    expect(rows.body).toHaveLength(1);

    // Delete the first store's trait.
    await storeTraits.first().locator('[data-testid="row-delete"]').click();
    const confirm = page.locator('[data-testid="confirm-modal"]');
    expect(await textOf(confirm)).toContain('Delete trait?');
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await page.locator('[data-testid="notifications"]').getByText('Trait has been deleted').first().waitFor();
    await storeTraits.first().waitFor({ state: 'detached' });
  });
});
