import type { MerchandiserInvoice } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import {
  getService,
  replaceServiceItem,
  writeServiceTransaction,
} from '../../functions/data/schedule/schedule.repository.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };
/** The first call of a fresh stack starts the family's function cold on a busy machine. */
const FIRST_LOAD = { timeout: 150_000 };
/** The demo merchandiser `merch` is employee 4. */
const MERCH_ID = 4;
const today = new Date().toISOString().slice(0, 10);

/** `count` services of `worker` completed today with `hours` reported, charged; answers their charge ids. */
async function chargedToday(worker: number, count: number, hours: number): Promise<number[]> {
  const services = await createTestServices(count, {
    earliestDate: today,
    latestDate: today,
    merchandiserId: worker,
    isActivated: true,
    isSubmitted: true,
    timeLimit: 2,
  });
  const ids: number[] = [];
  for (const { id } of services) {
    const stored = await getService(id);
    if (!stored) throw new Error('service not written');
    const after: Service = { ...stored, completedDate: today, reportedHours: hours };
    await writeServiceTransaction([replaceServiceItem(stored, after, 'test', new Date().toISOString())], [id], []);
    ids.push(...(await chargeService(id, 'test')).created);
  }
  return ids;
}

const notice = (page: Page, text: string) =>
  page.locator('[data-testid="notifications"]').getByText(text).first().waitFor(WAIT);

/**
 * /invoicing/merchandiser (002 §2): an admin approves a worker's charges (the warning with nothing selected, the
 * toast with the count) and submits the worker's invoice, then opens it from the Invoices tab; `merch` submits their
 * own invoice and views it.
 */
describe('merchandiser invoicing', () => {
  const browser = withBrowser();
  let worker: number;
  let workerName: string;

  beforeAll(async () => {
    const tag = letterTag();
    workerName = `Ivy Inv${tag}`;
    worker = await createTestWorker({
      code: `Inv${tag}`,
      firstName: 'Ivy',
      lastName: `Inv${tag}`,
      isMerchandiser: true,
      hourlyRate: 20,
    });
    // Over the time limit: the charges wait for a manager (Not Approved Yet).
    await chargedToday(worker, 2, 3);
  }, 120_000);

  it('an admin approves charges and submits an invoice for a merchandiser, then views it', async () => {
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto(`/invoicing/merchandiser?fromDate=${today}&toDate=${today}&merchandiserId=${worker}`);
    const table = page.locator('[data-testid="charges-table"]');
    const rows = table.locator('tbody tr', { hasText: workerName });
    await expect.poll(() => rows.count(), FIRST_LOAD).toBe(2);
    expect(await rows.first().textContent()).toContain('Not Approved Yet');

    await page.locator('[data-testid="charges-approve"]').click();
    await notice(page, 'Please select one or more charges.');
    await table.getByRole('checkbox', { name: 'Charges' }).check();
    await page.locator('[data-testid="charges-approve"]').click();
    await notice(page, '2 charges successfully approved');
    // Approved: they leave the Not Approved Yet list.
    await expect.poll(() => rows.count(), WAIT).toBe(0);

    await page.locator('[data-testid="charges-submit"]').click();
    await notice(page, 'Invoice submitted successfully');
    const [admin] = await tokensOf('admin');
    const listed = await api<MerchandiserInvoice[]>(
      'GET',
      `merchandiserInvoicing/invoices?fromDate=${today}&toDate=${today}&merchandiserId=${worker}`,
      { token: admin },
    );
    const invoice = listed.body[0];
    expect(invoice).toMatchObject({ chargeCount: 2, amount: 120 });

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const invoiceRow = page.locator('[data-testid="invoices-table"] tbody tr', { hasText: workerName });
    await invoiceRow.first().locator('[data-testid="invoice-view"]').click(WAIT);
    const modal = page.locator('[data-testid="pdf-modal"]');
    await modal.getByText(`Invoice: ${invoice?.invoiceNum}`).waitFor(WAIT);
    await modal.locator('[data-testid="pdf-frame"]').waitFor(WAIT);
  }, 300_000);

  it('a merchandiser submits their own invoice and views it', async () => {
    await chargedToday(MERCH_ID, 1, 2);
    const app = await browser.open('merch');
    const { page } = app;
    await app.goto(`/invoicing/merchandiser?fromDate=${today}&toDate=${today}`);
    // No approval for merchandisers, no Merchandiser filter.
    await page.locator('[data-testid="charges-submit"]').waitFor(FIRST_LOAD);
    expect(await page.locator('[data-testid="charges-approve"]').count()).toBe(0);
    expect(await page.locator('[data-testid="filter-merchandiser"]').count()).toBe(0);
    await page.locator('[data-testid="charges-table"] tbody tr [data-testid="charge-amount"]').first().waitFor(WAIT);
    await page.locator('[data-testid="charges-submit"]').click();
    await notice(page, 'Invoice submitted successfully');
    // Invoiced: each charge shows its invoice number.
    await page.locator('[data-testid="charge-status"]', { hasText: 'Invoice ' }).first().waitFor(WAIT);

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const view = page.locator('[data-testid="invoices-table"] [data-testid="invoice-view"]');
    await view.first().click(WAIT);
    const modal = page.locator('[data-testid="pdf-modal"]');
    await modal.getByText(/^Invoice: \d+$/).waitFor(WAIT);
    await modal.locator('[data-testid="pdf-frame"]').waitFor(WAIT);
  }, 300_000);
});
