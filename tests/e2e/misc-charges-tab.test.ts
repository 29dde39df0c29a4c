import type { MiscChargeRatesFields, MiscChargeRow } from '@shelfline/shared/contracts/misc-charge.contract';
import { kmRate } from '@shelfline/shared/misc-charge-math';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { replaceServiceItem, writeServiceTransaction } from '../../functions/data/schedule/schedule.repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };
/** The first call of a fresh stack starts the family's function cold on a busy machine. */
const FIRST_LOAD = { timeout: 150_000 };
/** The demo merchandiser `merch` is employee 4. */
const MERCH_ID = 4;
const PHONE = { width: 390, height: 844 };
const today = new Date().toISOString().slice(0, 10);

/** A service of `merch`, submitted as completed yesterday: the modal's completed services offer it. */
async function completedServiceOfMerch() {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const [service] = await createTestServices(1, {
    earliestDate: yesterday,
    isActivated: true,
    merchandiserId: MERCH_ID,
  });
  if (!service) throw new Error('no service');
  const after = { ...service, isSubmitted: true, completedDate: yesterday };
  const before = { ...service, createdAt: '', createdBy: 'test', modifiedAt: '', modifiedBy: 'test' };
  const now = new Date().toISOString();
  await writeServiceTransaction(
    [replaceServiceItem(before, after, 'test', now)],
    [service.id],
    [{ before: service, after }],
  );
  return after;
}

async function choose(page: Page, select: Locator, option: string) {
  await select.locator('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The Misc. Charges tab of /invoicing/merchandiser (002 §2, §4): on a phone, `merch` adds a Travel charge by km and
 * sees the rate switch from the low to the high rate at the threshold, then an admin approves it in the modal.
 */
describe('misc charges tab', () => {
  const browser = withBrowser();
  let serviceLabel: string;
  let rates: MiscChargeRatesFields;

  beforeAll(async () => {
    const service = await completedServiceOfMerch();
    serviceLabel = `${service.jobNumber} · store ${service.storeNumber}`;
    const [merch] = await tokensOf('merch');
    rates = (await api<MiscChargeRatesFields>('GET', 'MiscCharges/rates', { token: merch })).body;
  }, 120_000);

  it('a merchandiser adds a Travel km charge on a phone; an admin approves it', async () => {
    const threshold = rates.travelHighLowKmThreshold;
    expect(threshold).toBeGreaterThan(0);
    // A distance of this run's own, so rows of earlier runs never match.
    const km = threshold + 1 + (Date.now() % 997);

    const app = await browser.open('merch');
    const { page } = app;
    await page.setViewportSize(PHONE);
    await app.goto('/invoicing/merchandiser');
    await page.getByRole('tab', { name: 'Misc. Charges' }).click(WAIT);
    await page.locator('[data-testid="misc-new"]').click(FIRST_LOAD);
    const modal = page.locator('[data-testid="misc-charge-modal"]');
    await modal.waitFor(WAIT);
    await choose(page, modal.locator('[data-testid="misc-type"]'), 'Travel');
    // Travel starts as Km Only (002 §4).
    await modal.locator('[data-testid="misc-travel-type"]').getByText('Km Only').waitFor(WAIT);
    await choose(page, modal.locator('[data-testid="misc-services"]'), serviceLabel);
    await page.keyboard.press('Escape');

    const units = modal.locator('[data-testid="misc-units"] input');
    const rate = modal.locator('[data-testid="misc-rate"] input');
    await units.fill(String(threshold - 1));
    await expect.poll(() => rate.inputValue(), WAIT).toBe(String(kmRate(threshold - 1, rates)));
    await units.fill(String(km));
    await expect.poll(() => rate.inputValue(), WAIT).toBe(String(kmRate(km, rates)));
    expect(kmRate(threshold - 1, rates)).not.toBe(kmRate(km, rates));
    // merchandisers neither approve nor deny
    expect(await modal.locator('[data-testid="misc-approve"]').count()).toBe(0);
    await modal.locator('[data-testid="misc-accept"]').click();
    await page.locator('[data-testid="notifications"]').getByText('Misc charge saved').first().waitFor(WAIT);
    const row = page.locator('[data-testid="misc-charges-table"] tr', { hasText: `Travel - ${km} km` });
    await row.first().waitFor(WAIT);
    expect(await row.first().textContent()).toContain('Not Approved Yet');

    // The admin finds it (Not Approved Yet by default), opens it, Approve + Accept.
    const admin = await browser.open('admin');
    await admin.goto('/invoicing/merchandiser');
    await admin.page.getByRole('tab', { name: 'Misc. Charges' }).click(WAIT);
    const adminRow = admin.page.locator('[data-testid="misc-charges-table"] tr', { hasText: `Travel - ${km} km` });
    await adminRow.first().locator('[data-testid="misc-edit"]').click(FIRST_LOAD);
    const adminModal = admin.page.locator('[data-testid="misc-charge-modal"]');
    await adminModal.locator('[data-testid="misc-approve"]').click(WAIT);
    expect(await adminModal.locator('[data-testid="misc-status"] input').inputValue()).toBe('Approved By Manager');
    await adminModal.locator('[data-testid="misc-accept"]').click();
    await admin.page.locator('[data-testid="notifications"]').getByText('Misc charge saved').first().waitFor(WAIT);
    // Approved: it leaves the Not Approved Yet list, and the API agrees.
    await adminRow.first().waitFor({ state: 'detached', ...WAIT });
    const [adminToken] = await tokensOf('admin');
    const listed = await api<MiscChargeRow[]>(
      'GET',
      `miscCharges?fromDate=${today}&toDate=${today}&merchandiserId=${MERCH_ID}`,
      {
        token: adminToken,
      },
    );
    const saved = listed.body.filter((c) => c.description === `Travel - ${km} km`);
    expect(saved.at(-1)?.approvalStatus).toBe(2);
  }, 300_000);
});
