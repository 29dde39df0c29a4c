import { beforeAll, describe, expect, it } from 'vitest';
import { readOrderPartition } from '../../functions/data/content/orders.repository.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { putTestLayout } from '../support/content-fixtures.ts';
import { putTestPlanogram, type TestPlanogram } from '../support/order-fixtures.ts';
import { createTestServices, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import { demoUser } from './support/users.ts';

const WAIT = { timeout: 60_000 };
/** The first call of a fresh stack starts the family's function cold on a busy machine. */
const FIRST_LOAD = { timeout: 150_000 };
/** The demo merchandiser `merch` is employee 4. */
const MERCH_ID = 4;
/** A phone held upright. */
const PHONE = { width: 390, height: 844 };
const UPCS = ['012345678905', '036000291452', '042100005264'];

/**
 * Issue 16, Order Entry on a phone: the team lead opens Orders - Select Service, then the service's Order Entry,
 * scans three UPCs by keyboard as a hardware scanner does (code + Enter, back to back), changes one quantity (saved on
 * leaving the field) and submits; the Submitted banner shows and the entry controls go.
 */
describe('order entry', () => {
  const browser = withBrowser();
  let service: Service;
  let reported: Service;
  let planogram: TestPlanogram;
  let month: { from: string; to: string };

  beforeAll(async () => {
    const own = await testMonth();
    month = own;
    const [probe] = await createTestServices(1, { earliestDate: own.day(2), isActivated: true });
    if (!probe) throw new Error('no service');
    planogram = await putTestPlanogram(probe.jobId, UPCS);
    const [created] = await createTestServices(1, {
      earliestDate: own.day(2),
      isActivated: true,
      merchandiserId: MERCH_ID,
      trait: planogram.traitDescription,
    });
    if (!created) throw new Error('no service');
    service = created;
    const [withReport] = await createTestServices(1, {
      earliestDate: own.day(3),
      isActivated: true,
      merchandiserId: MERCH_ID,
      trait: planogram.traitDescription,
    });
    if (!withReport) throw new Error('no service');
    reported = withReport;
    await putTestLayout(reported, { from: own.from, to: own.to });
  }, 120_000);

  it('a merchandiser scans three UPCs, edits a quantity and submits on a phone', async () => {
    // A service of its own each run, so a retry starts from an empty order.
    const [fresh] = await createTestServices(1, {
      earliestDate: month.from,
      isActivated: true,
      merchandiserId: MERCH_ID,
      trait: planogram.traitDescription,
    });
    if (!fresh) throw new Error('no service');
    service = fresh;
    const app = await browser.open();
    const { page } = app;
    await page.setViewportSize(PHONE);
    await app.signIn(demoUser('merch'));
    await app.goto('/order');
    await page.locator('[data-testid="order-services"] [data-testid^="order-select-"]').first().waitFor(FIRST_LOAD);

    await app.goto(`/orderEntry?serviceId=${service.id}`);
    const entry = page.locator('[data-testid="order-entry"]');
    await entry.locator('[data-testid="order-header"]', { hasText: planogram.planogram.planogramCode }).waitFor(WAIT);
    const upc = entry.locator('[data-testid="scan-upc"] input');
    await expect
      .poll(
        () => upc.evaluate((el) => (el as unknown as { matches(selector: string): boolean }).matches(':focus')),
        WAIT,
      )
      .toBe(true);
    expect((await upc.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // A scanner types each code and Enter without waiting for the answers.
    for (const code of UPCS) await page.keyboard.type(`${code}\n`);
    const rows = entry.locator('[data-testid="order-lines"] tbody tr');
    await expect.poll(() => rows.count(), WAIT).toBe(3);
    await entry.locator('[data-testid="scan-status"]', { hasText: `Added 1 × ${UPCS[2]}` }).waitFor(WAIT);
    expect(await upc.inputValue()).toBe('');
    expect(
      await upc.evaluate((el) => (el as unknown as { matches(selector: string): boolean }).matches(':focus')),
    ).toBe(true);

    const quantity = entry.locator(`[data-testid="line-quantity-${UPCS[1]}"] input`);
    await quantity.fill('5');
    await quantity.press('Tab');
    await expect
      .poll(async () => (await readOrderPartition(service.id)).lines.find((l) => l.upc === UPCS[1])?.quantity, WAIT)
      .toBe(5);

    await entry.locator('[data-testid="order-submit"]').click();
    await entry.locator('[data-testid="order-submitted"]', { hasText: 'Submitted' }).waitFor(WAIT);
    expect(await entry.locator('[data-testid="order-scan"]').count()).toBe(0);
    const { order, lines } = await readOrderPartition(service.id);
    expect(order).toMatchObject({ status: 'Submitted', lineCount: 3, totalQuantity: 7 });
    expect(lines.map((l) => l.upc).sort()).toEqual([...UPCS].sort());
  }, 240_000);

  it('the Service Report opens the service’s order as the Orders modal', async () => {
    const app = await browser.open();
    const { page } = app;
    await page.setViewportSize(PHONE);
    await app.signIn(demoUser('merch'));
    await app.goto(`/schedules/active?mode=Open&from=${month.from}&to=${month.to}`);
    const card = page
      .locator(`[data-testid="service-card"][data-service-id="${reported.id}"]`)
      .locator('xpath=ancestor::li[1]');
    await card.waitFor(FIRST_LOAD);
    await card.locator('[data-testid="service-report-open"]').click();
    const report = page.locator('[data-testid="service-report-modal"]');
    await report.locator('[data-testid="report-orders"]').click(WAIT);
    const orders = page.locator('[data-testid="orders-modal"]');
    await orders.getByText('Inventory Scan (no Layout)').waitFor(WAIT);
    await orders.locator('[data-testid="order-header"]', { hasText: planogram.planogram.planogramCode }).waitFor(WAIT);
    // The cursor lands in UPC inside the modal too (a scanner's first code must not go elsewhere).
    const upc = orders.locator('[data-testid="scan-upc"] input');
    await expect
      .poll(
        () => upc.evaluate((el) => (el as unknown as { matches(selector: string): boolean }).matches(':focus')),
        WAIT,
      )
      .toBe(true);
    await page.keyboard.type(`${UPCS[0]}\n`);
    await orders.locator('[data-testid="order-lines"] tbody tr', { hasText: UPCS[0] }).waitFor(WAIT);
    expect((await readOrderPartition(reported.id)).lines).toHaveLength(1);
  }, 240_000);

  it('a supervisor lists a merchandiser’s services, selects one, and unsubmits the submitted order', async () => {
    const app = await browser.open('sup');
    const { page } = app;
    await app.goto(`/order?merchandiserId=${MERCH_ID}`);
    const select = page.locator('[data-testid="order-services"] [data-testid^="order-select-"]').first();
    await select.waitFor(FIRST_LOAD);
    const picked = Number((await select.getAttribute('data-testid'))?.replace('order-select-', ''));
    await select.click();
    await page.waitForURL(`**/orderEntry?serviceId=${picked}`, WAIT);
    await page.locator('[data-testid="order-header"]').waitFor(WAIT);

    // The order the merchandiser submitted in the first test.
    await app.goto(`/orderEntry?serviceId=${service.id}`);
    const entry = page.locator('[data-testid="order-entry"]');
    await entry.locator('[data-testid="order-submitted"]').waitFor(WAIT);
    await entry.locator('[data-testid="order-unsubmit"]').click();
    await page.getByText('Order unsubmitted').waitFor(WAIT);
    await entry.locator('[data-testid="order-scan"]').waitFor(WAIT);
    expect(await entry.locator('[data-testid="order-submitted"]').count()).toBe(0);
    expect((await readOrderPartition(service.id)).order?.status).toBe('Unsubmitted');
  }, 240_000);
});
