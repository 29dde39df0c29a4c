import { describe, expect, it } from 'vitest';
import { readWorkerDirectory } from '../../functions/data/worker-directory.ts';
import { createTestServices, serviceStock, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import type { ShelflinePage } from './support/shelfline-page.ts';
import { textOf } from './support/shelfline-page.ts';
import { demoUser } from './support/users.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };
const MERCH = 4;

async function searchWindow(app: ShelflinePage, from: string, to: string): Promise<void> {
  const { page } = app;
  await page.locator('[data-testid="map-fromDate"] input').fill(from);
  await page.locator('[data-testid="map-toDate"] input').fill(to);
  await page.locator('[data-testid="map-search"]').click();
}

/**
 * Issue 6, the Map View (000 §2.8): markers of the filtered services' stores and merchandiser, a store popup with its
 * fields and job numbers, and the empty state. The services lie in the test's own month (NotActivated mode).
 */
describe('map view', () => {
  const browser = withBrowser();

  it('shows store and merchandiser markers with their popups, and the empty state', async () => {
    const month = await testMonth();
    const empty = await testMonth();
    const created = await createTestServices(2, { earliestDate: month.day(8), merchandiserId: MERCH });
    const stock = await serviceStock();
    const stores = created.map((service) => stock.stores.find((store) => store.id === service.storeId));
    const placed = stores.filter((store) => store?.latitude !== undefined && store.longitude !== undefined);
    expect(placed.length, 'the demo stores used have coordinates').toBeGreaterThan(0);
    const merch = (await readWorkerDirectory()).find((w) => w.id === MERCH);

    const app = await browser.open();
    const { page } = app;
    await app.signIn(demoUser('admin'));
    await app.goto('/schedules/mapMaintenance');
    await app.waitForPath('/schedules/mapMaintenance/NotActivated');
    await page.locator('[data-testid="map"]').waitFor(WAIT);
    await page.getByText('Offline map').waitFor(WAIT);

    await searchWindow(app, month.from, month.to);
    const storeMarkers = page.locator('[data-testid="store-marker"]');
    await expect.poll(() => storeMarkers.count(), WAIT).toBe(new Set(placed.map((s) => s?.id)).size);
    if (merch?.latitude !== undefined && merch.longitude !== undefined)
      await expect.poll(() => page.locator('[data-testid="employee-marker"]').count(), WAIT).toBe(1);

    const service = created[stores.indexOf(placed[0])];
    const store = placed[0];
    if (!service || !store) throw new Error('no placed service');
    const marker = page.getByRole('button', { name: new RegExp(`^Store ${store.id} `) });
    await marker.click();
    const popup = page.locator('[data-testid="store-popup"]');
    await popup.waitFor(WAIT);
    const text = await textOf(popup);
    expect(text).toContain(String(store.id));
    expect(text).toContain(store.name);
    expect(text).toContain(service.jobNumber);
    expect(text).toContain(store.latitude?.toFixed(5));

    const employee = page.locator('[data-testid="employee-marker"]');
    if ((await employee.count()) > 0) {
      await employee.click();
      const employeePopup = page.locator('[data-testid="employee-popup"]');
      await employeePopup.waitFor(WAIT);
      expect(await textOf(employeePopup)).toContain(service.jobNumber);
    }

    // The Retailers list holds the services' retailer; filtering on it keeps the markers.
    await page.locator('[data-testid="map-retailerIds"] button').first().click();
    await page.getByRole('option', { name: stock.retailerName }).click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="map-search"]').click();
    await expect.poll(() => storeMarkers.count(), WAIT).toBe(new Set(placed.map((s) => s?.id)).size);
    await page.locator('[data-testid="map-reset"]').click();

    // A window without services.
    await searchWindow(app, empty.from, empty.to);
    await page.getByText('No locations to display').waitFor(WAIT);
    await expect.poll(() => storeMarkers.count(), WAIT).toBe(0);

    // Open mode needs both dates; changing the mode navigates to its path.
    await page.locator('[data-testid="map-mode"]').click();
    await page.getByRole('option', { name: 'Open' }).click();
    await app.waitForPath('/schedules/mapMaintenance/Open');
  });
});
