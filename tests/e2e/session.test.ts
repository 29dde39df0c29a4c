import { describe, expect, it } from 'vitest';
import { SHELFLINE_URL, withBrowser } from './support/browser.ts';
import { demoUser } from './support/users.ts';

/** The SPA only decodes its token at start-up (the API verifies it), so an unsigned one shows that rule. */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** Sign-in, guard and session rules of 000 §2.1, §2.2, §4.7 against the running stack. */
describe('session and route guard', () => {
  const browser = withBrowser();

  it('signs in with a toast and lands on the default destination', async () => {
    const app = await browser.open();
    await app.signInThroughForm(demoUser('admin'));
    await app.page.getByText('You are logged in successfully').waitFor();
    await app.waitForPath('/dashboard');
    expect(await app.storedItems()).toMatchObject({ appVersion: '6.0.11' });
  });

  it('sends a customer who signs in through /loginCustomer to /summary', async () => {
    const app = await browser.open();
    await app.signInThroughForm(demoUser('cust'));
    await app.waitForPath('/summary');
  });

  it('shows the validation messages under the fields, and the server messages on failure', async () => {
    const app = await browser.open();
    await app.goto('/');
    await app.page.getByRole('button', { name: 'Login', exact: true }).click();
    await app.page.getByText('Please input login code.').waitFor();
    await app.page.getByText('Please input password.').waitFor();

    await app.submitLogin('admin', 'not-the-password');
    await app.page.getByText('Sign-in failed').waitFor();
    const [failure = ''] = await app.notificationTexts();
    expect(failure.replace('Sign-in failed', '').trim()).not.toBe('');
    // Unlike the 3 s toasts, a sign-in failure stays until dismissed (000 §8.1).
    await app.page.waitForTimeout(3500);
    expect(await app.page.getByText('Sign-in failed').isVisible()).toBe(true);
    expect(app.pathname()).toBe('/');
  });

  it('sends a user to /permission-error for a route their roles do not open', async () => {
    const app = await browser.open();
    await app.signInThroughForm(demoUser('merch'));
    await app.goto('/workers');
    await app.waitForPath('/permission-error');
    await app.page.getByText("Sorry, You can't access this page").waitFor();
    expect(await app.heading()).toBe('Permission Error');
  });

  it('answers Page Not Found for an unknown path, signed in or not', async () => {
    const app = await browser.open();
    await app.goto('/no-such-page');
    await app.page.getByText('Sorry, this page does not exist').waitFor();
    expect(await app.heading()).toBe('Page Not Found');

    await app.signInThroughForm(demoUser('admin'));
    await app.goto('/no/such/page');
    await app.page.getByText('Sorry, this page does not exist').waitFor();
    expect(app.pathname()).toBe('/no/such/page');
  });

  it('logs out: clears the tokens and returns to /', async () => {
    const app = await browser.open();
    await app.signInThroughForm(demoUser('sup'));
    expect(Object.keys(await app.storedItems())).toEqual(expect.arrayContaining(['token', 'refreshToken']));

    await app.logout();

    const stored = await app.storedItems();
    expect(stored.token).toBeUndefined();
    expect(stored.refreshToken).toBeUndefined();
    await app.page.getByLabel('Login code').waitFor();
    await app.goto('/dashboard');
    await app.waitForPath('/');
  });

  it('brings a signed-out deep link back after sign-in, matching paths case-insensitively', async () => {
    const app = await browser.open();
    await app.goto('/JobMaintenance?page=2');
    await app.waitForPath('/');
    await app.signInThroughForm(demoUser('admin'));
    await app.waitForPath('/JobMaintenance');
    expect(new URL(app.page.url()).search).toBe('?page=2');
    expect(await app.heading()).toMatch(/^Job Maintenance/);
  });

  it('signs out a stored token that has expired, at start-up', async () => {
    const app = await browser.open();
    await app.goto('/privacy');
    const expired = unsignedJwt({ role: 'admin', unique_name: 'admin', exp: Math.floor(Date.now() / 1000) - 60 });
    await app.page.evaluate(`localStorage.setItem('token', ${JSON.stringify(expired)});
      localStorage.setItem('refreshToken', 'r')`);
    await app.goto('/dashboard');
    await app.waitForPath('/');
    await app.page.getByLabel('Login code').waitFor();
    expect((await app.storedItems()).token).toBeUndefined();
  });

  it('stores a new front-end version and reloads once', async () => {
    const app = await browser.open();
    await app.goto('/');
    await app.page.evaluate(`localStorage.setItem('appVersion', '0.0.1')`);
    await app.page.reload();
    await app.page.getByLabel('Login code').waitFor();
    expect((await app.storedItems()).appVersion).toBe('6.0.11');
  });

  it('shows the front-end and server versions in the user menu', async () => {
    const info = (await (await fetch(`${SHELFLINE_URL}/api/info`)).json()) as { version: string };
    const app = await browser.open();
    await app.signInThroughForm(demoUser('hr'));

    const versions = await app.versions(info.version);

    expect(versions.frontEnd).toBe('Front-end 6.0.11');
    expect(versions.server).toBe(`Server ${info.version}`);
  });

  it('navigates through the menu without reloading the page, and opens Reporting entries as dialogs', async () => {
    const app = await browser.open();
    await app.signInThroughForm(demoUser('admin'));
    await app.page.evaluate('window.__sameDocument = true');

    await app.topBar.locator('[data-testid="menu-masterFiles"]').click();
    await app.page.locator('[data-testid="menu-masterFiles-workers"]').click();
    await app.waitForPath('/workers');
    // The list page loads lazily; its heading carries the record count once the list has arrived.
    await app.page.locator('h1', { hasText: 'Workers' }).first().waitFor();
    expect(await app.heading()).toMatch(/^Workers( \(\d+\))?$/);

    await app.topBar.locator('[data-testid="menu-reporting"]').click();
    await app.page.locator('[data-testid="menu-reporting-contacts"]').click();
    const dialog = app.page.getByRole('dialog');
    await dialog.locator('[data-testid="report-download"]').waitFor();
    expect(await dialog.getByText('Contacts', { exact: true }).count()).toBeGreaterThan(0);
    expect(app.pathname()).toBe('/workers');
    expect(await app.page.evaluate('window.__sameDocument')).toBe(true);
  });
});
