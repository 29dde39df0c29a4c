import { describe, expect, it } from 'vitest';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { createTestServices, serviceStock, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import { BASE_LAYERS, centreOn, enableMapTestHook, MAP_LAYERS, renderedFeatures } from './support/map.ts';
import { watchProblems } from './support/page-problems.ts';
import type { ShelflinePage } from './support/shelfline-page.ts';
import { textOf } from './support/shelfline-page.ts';
import { demoUser } from './support/users.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };
const MERCH = 4;
/** Past the clusters' maximum zoom (map-layers.ts): every point drawn on its own. */
const STREET_ZOOM = 12;

async function searchWindow(app: ShelflinePage, from: string, to: string): Promise<void> {
  const { page } = app;
  await page.locator('[data-testid="map-fromDate"] input').fill(from);
  await page.locator('[data-testid="map-toDate"] input').fill(to);
  await page.locator('[data-testid="map-search"]').click();
}

/** How many stores the map draws: the store points plus the stores inside drawn clusters. */
async function drawnStoreCount(app: ShelflinePage): Promise<number> {
  const drawn = await renderedFeatures(app.page, [MAP_LAYERS.stores, MAP_LAYERS.storeClusters]);
  const ids = new Set(drawn.flatMap((f) => (f.layer === MAP_LAYERS.stores && f.id !== undefined ? [f.id] : [])));
  return ids.size + drawn.reduce((sum, f) => sum + (f.count ?? 0), 0);
}

/** Clicks the point of `layer` with this id, after centring the map on it at street zoom. */
async function clickPoint(app: ShelflinePage, layer: string, id: number, longitude: number, latitude: number) {
  await centreOn(app.page, longitude, latitude, STREET_ZOOM);
  const point = (await renderedFeatures(app.page, [layer])).find((f) => f.id === id);
  if (point?.x === undefined || point.y === undefined) throw new Error(`${layer} ${id} is not drawn`);
  await app.page.mouse.click(point.x, point.y);
}

/**
 * Issues 6 and 13, the Map View (000 §2.8): the filtered services' stores and merchandiser drawn as GeoJSON layers (what
 * the GPU drew, asked of the map itself), the line joining them, popups on click, the offline base layer of borders,
 * the empty state — and no console error on the way (MapLibre's "Worker failed to load" was one).
 */
describe('map view', () => {
  const browser = withBrowser();

  it('draws the stores, the merchandiser and their link on the offline base layer, with popups', async () => {
    const month = await testMonth();
    const empty = await testMonth();
    const created = await createTestServices(2, { earliestDate: month.day(8), merchandiserId: MERCH });
    const stock = await serviceStock();
    const stores = created.map((service) => stock.stores.find((store) => store.id === service.storeId));
    const placed = stores.filter((store) => store?.latitude !== undefined && store.longitude !== undefined);
    expect(placed.length, 'the demo stores used have coordinates').toBeGreaterThan(0);
    const placedIds = [...new Set(placed.map((s) => s?.id ?? 0))].sort();
    const merch = (await readWorkerDirectory()).find((w) => w.id === MERCH);
    // Demo workers all have a home position: the merchandiser's point and the lines are always asserted.
    if (merch?.latitude === undefined || merch.longitude === undefined)
      throw new Error(`worker ${MERCH} has no position`);

    const app = await browser.open();
    const { page } = app;
    await enableMapTestHook(app.context);
    const problems = watchProblems(page);
    await app.signIn(demoUser('admin'));
    await app.goto('/schedules/mapMaintenance');
    await app.waitForPath('/schedules/mapMaintenance/NotActivated');
    await page.locator('[data-testid="map"]').waitFor(WAIT);
    await page.getByText('Offline map').waitFor(WAIT);

    // The offline base layer: the worker loaded the shipped boundaries and the map drew land and borders.
    await expect
      .poll(async () => new Set((await renderedFeatures(page, BASE_LAYERS)).map((f) => f.layer)), WAIT)
      .toEqual(new Set(BASE_LAYERS));

    await searchWindow(app, month.from, month.to);
    await expect.poll(() => drawnStoreCount(app), WAIT).toBe(placedIds.length);
    await expect
      .poll(async () => (await renderedFeatures(page, [MAP_LAYERS.employees])).map((f) => f.id), WAIT)
      .toEqual([MERCH]);
    await expect.poll(async () => (await renderedFeatures(page, [MAP_LAYERS.links])).length, WAIT).toBeGreaterThan(0);
    // No DOM markers: the points are map layers.
    expect(await page.locator('.maplibregl-marker').count()).toBe(0);

    const service = created[stores.indexOf(placed[0])];
    const store = placed[0];
    if (!service || store?.longitude === undefined || store.latitude === undefined)
      throw new Error('no placed service');
    await clickPoint(app, MAP_LAYERS.stores, store.id, store.longitude, store.latitude);
    const popup = page.locator('[data-testid="store-popup"]');
    await popup.waitFor(WAIT);
    const text = await textOf(popup);
    expect(text).toContain(String(store.id));
    expect(text).toContain(store.name);
    expect(text).toContain(service.jobNumber);
    expect(text).toContain(store.latitude.toFixed(5));

    await clickPoint(app, MAP_LAYERS.employees, MERCH, merch.longitude, merch.latitude);
    const employeePopup = page.locator('[data-testid="employee-popup"]');
    await employeePopup.waitFor(WAIT);
    expect(await textOf(employeePopup)).toContain(service.jobNumber);

    // The Retailers list holds the services' retailer; filtering on it keeps the stores (the map fits them again).
    await page.locator('[data-testid="map-retailerIds"] button').first().click();
    await page.getByRole('option', { name: stock.retailerName }).click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="map-search"]').click();
    await expect.poll(() => drawnStoreCount(app), WAIT).toBe(placedIds.length);
    await page.locator('[data-testid="map-reset"]').click();

    // A window without services: nothing drawn but the base layer.
    await searchWindow(app, empty.from, empty.to);
    await page.getByText('No locations to display').waitFor(WAIT);
    await expect
      .poll(
        async () =>
          (await renderedFeatures(page, [MAP_LAYERS.stores, MAP_LAYERS.storeClusters, MAP_LAYERS.links])).length,
        WAIT,
      )
      .toBe(0);

    // Open mode needs both dates; changing the mode navigates to its path.
    await page.locator('[data-testid="map-mode"]').click();
    await page.getByRole('option', { name: 'Open' }).click();
    await app.waitForPath('/schedules/mapMaintenance/Open');

    expect(problems.problems).toEqual([]);
  });
});
