import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPosting, removeTestPosting } from '../support/ats-postings.ts';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { type ShelflinePage, textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();
/** The one local-storage key of the applicants list (web/src/features/hr/applicants/saved-applicants-state.ts). */
const KEY = 'shelfline.hr.applicants.v1';

const param = (app: ShelflinePage, name: string) => new URL(app.page.url()).searchParams.get(name);
const setSaved = (app: ShelflinePage, value: string) =>
  app.page.evaluate(([key, text]) => localStorage.setItem(key as string, text as string), [KEY, value]);
/** The applicants' names in the table's order (the Name column's links). */
const names = async (list: CrudPage) => {
  await list.waitForLoaded();
  return list.table.locator('tbody tr a').allInnerTexts();
};

describe('HR applicants list kept in local storage', () => {
  const browser = withBrowser();
  const title = `E2E saved list ${run}`;
  // Created in this order: newest first shows Zed before Amy, by name Amy comes first.
  const amy = `Amy Saved${run}`;
  const zed = `Zed Saved${run}`;
  let token = '';
  let postingId = 0;

  // A posting with two applicants of its own (through the API: the screens have their own tests), deleted afterwards.
  beforeAll(async () => {
    token = (await signIn('hr')).token;
    postingId = await createTestPosting(token, { title });
    for (const name of [amy, zed]) {
      const [firstName, lastName] = name.split(' ');
      const created = await api('POST', 'ats/applicants', {
        token,
        body: { firstName, lastName, jobPostingId: postingId },
      });
      expect(created.status).toBe(201);
    }
  });

  afterAll(() => removeTestPosting(token, postingId));

  it('restores the filters and sort of the last visit when opened without them, the URL winning over them', async () => {
    const hr = await browser.open('hr');
    const list = new CrudPage(hr, 'applicants-table');
    await list.open('/hr/applicants');
    expect(await textOf(hr.page.locator('[data-testid="filter-period"]'))).toContain('Last 2 Weeks');
    expect(await hr.page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

    // The user's choices: a posting, inactive postings included, Search; then sorted by name and a score filter.
    await hr.page.locator('[data-testid="filter-jobPostingId"] button').first().click();
    await hr.page.getByRole('option', { name: title, exact: true }).click();
    await hr.page.locator('[data-testid="filter-inactive"] input').setChecked(true, { force: true });
    await hr.page.locator('[data-testid="applicants-search"]').click();
    await hr.page.waitForURL((url) => url.searchParams.get('jobPostingId') === String(postingId));
    await expect.poll(() => names(list)).toEqual([zed, amy]);
    const header = list.table.getByRole('columnheader', { name: /Name/ }).first().getByText('Name', { exact: true });
    await header.dispatchEvent('click');
    await hr.page.waitForURL((url) => url.searchParams.get('sort') === 'fullName');
    await hr.page.locator('[data-testid="filter-score"] input').fill('0');
    await hr.page.waitForURL((url) => url.searchParams.get('score') === '0');
    await expect.poll(() => names(list)).toEqual([amy, zed]);
    const saved = JSON.parse((await hr.page.evaluate((key) => localStorage.getItem(key), KEY)) ?? '{}');
    expect(saved.version).toBe(1);
    expect(Object.keys(saved.users)).toEqual(['hr']);

    // Back without parameters: the saved list comes back into the URL, and the rows match.
    await hr.goto('/hr/applicants');
    await hr.page.waitForURL((url) => url.searchParams.get('jobPostingId') === String(postingId));
    expect([param(hr, 'sort'), param(hr, 'inactive'), param(hr, 'score')]).toEqual(['fullName', 'true', '0']);
    await expect.poll(() => names(list)).toEqual([amy, zed]);
    expect(await textOf(hr.page.locator('[data-testid="filter-jobPostingId"]'))).toContain(title);
    expect(await hr.page.locator('[data-testid="filter-inactive"] input').isChecked()).toBe(true);
    expect(await textOf(hr.page.locator('[data-testid="summary-total"]'))).toBe('2');

    // A change after the restore sticks (and is saved): Name again sorts Z to A.
    await header.dispatchEvent('click');
    await hr.page.waitForURL((url) => url.searchParams.get('desc') === 'true');
    await expect.poll(() => names(list)).toEqual([zed, amy]);
    await hr.page.waitForTimeout(500);
    expect([param(hr, 'sort'), param(hr, 'desc')]).toEqual(['fullName', 'true']);

    // A link with its own parameters wins, and opening it keeps the saved list for the next visit.
    await list.open('/hr/applicants?period=today');
    expect(param(hr, 'jobPostingId')).toBeNull();
    expect(await textOf(hr.page.locator('[data-testid="filter-jobPostingId"]'))).toContain('All job postings');
    expect(await textOf(hr.page.locator('[data-testid="filter-period"]'))).toContain('Today');

    // The menu's Applicants, followed from the list itself, is a new visit: the saved list again, not the defaults.
    const entries = await hr.page.evaluate<number>('history.length');
    await hr.topBar.locator('button[aria-haspopup]', { has: hr.page.locator('[data-testid="menu-hr"]') }).click();
    await hr.page.locator('[data-testid="menu-hr-applicants"]').click();
    await expect.poll(() => hr.page.evaluate<number>('history.length')).toBe(entries + 1);
    await hr.page.waitForURL((url) => url.searchParams.get('jobPostingId') === String(postingId));
    expect([param(hr, 'sort'), param(hr, 'desc'), param(hr, 'period')]).toEqual(['fullName', 'true', null]);
    await expect.poll(() => names(list)).toEqual([zed, amy]);
    expect(await textOf(hr.page.locator('[data-testid="filter-jobPostingId"]'))).toContain(title);
  });

  it('opens on the defaults when the key holds garbage, and keeps the readable fields of a damaged entry', async () => {
    const hr = await browser.open('hr');
    const list = new CrudPage(hr, 'applicants-table');
    await setSaved(hr, '{"version":1,"users":');
    await list.open('/hr/applicants');
    expect(new URL(hr.page.url()).search).toBe('');
    expect(await textOf(hr.page.locator('[data-testid="filter-period"]'))).toContain('Last 2 Weeks');
    expect(await hr.page.locator('[data-testid="list-error"]').count()).toBe(0);
    expect(Number(await textOf(hr.page.locator('[data-testid="summary-total"]')))).toBeGreaterThanOrEqual(2);

    const damaged = { filters: { jobPostingId: 'x1', period: 'today' }, sortBy: 42, pageSize: 7 };
    await setSaved(hr, JSON.stringify({ version: 1, users: { hr: damaged } }));
    await hr.goto('/hr/applicants');
    await hr.page.waitForURL((url) => url.searchParams.get('period') === 'today');
    await list.waitForLoaded();
    expect([...new URL(hr.page.url()).searchParams.keys()]).toEqual(['period']);
    expect(await textOf(hr.page.locator('[data-testid="filter-period"]'))).toContain('Today');
    expect(await hr.page.locator('[data-testid="list-error"]').count()).toBe(0);

    // A restored table filter cleared by hand: the URL is bare again and the list stays on screen.
    await setSaved(hr, JSON.stringify({ version: 1, users: { hr: { rowFilters: { score: '0' } } } }));
    await hr.goto('/hr/applicants');
    await hr.page.waitForURL((url) => url.searchParams.get('score') === '0');
    await hr.page.locator('[data-testid="filter-score"] input').fill('');
    await hr.page.waitForURL((url) => url.search === '');
    await list.waitForLoaded();
    expect(Number(await textOf(hr.page.locator('[data-testid="summary-total"]')))).toBeGreaterThanOrEqual(2);
  });

  it("never gives a supervisor an Assigned To from storage, nor another login's list", async () => {
    const sup = await browser.open('sup');
    const list = new CrudPage(sup, 'applicants-table');
    const users = {
      hr: { filters: { jobPostingId: String(postingId) } },
      sup: { filters: { assignedToId: '1', period: 'lastWeek' } },
    };
    await setSaved(sup, JSON.stringify({ version: 1, users }));
    await sup.goto('/hr/applicants');
    await sup.page.waitForURL((url) => url.searchParams.get('period') === 'lastWeek');
    await list.waitForLoaded();
    expect([...new URL(sup.page.url()).searchParams.keys()]).toEqual(['period']);
  });
});
