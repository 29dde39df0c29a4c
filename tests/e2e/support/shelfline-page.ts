import type { BrowserContext, Locator, Page } from 'playwright-core';
import { signIn as signInThroughApi } from '../../support/local-stack.ts';
import { DEMO_PASSWORD, type DemoUser } from './users.ts';

/** A menu entry as the signed-in user sees it in the top bar. */
export interface SeenMenuEntry {
  testId: string;
  /** "Entry", or "Group > Entry" for a group's entries. */
  label: string;
}

const TOP_LEVEL_ID = /^menu-[^-]+$/;

export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The Shelfline SPA, as a browser test drives it: through labels, roles and the `data-testid`s the
 * shell gives its menu (`menu-<entry>`, `menu-<group>-<entry>`, `user-menu`, `logout`), never CSS
 * classes.
 */
export class ShelflinePage {
  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /** The real top bar (Cloudscape also renders an invisible copy to measure it). */
  get topBar(): Locator {
    return this.page.locator('[data-testid="top-nav"] header');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async waitForPath(pathname: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === pathname);
  }

  /** Fills the sign-in form on the current page and presses Enter, as a user does. */
  async submitLogin(code: string, password = DEMO_PASSWORD): Promise<void> {
    const code$ = this.page.getByLabel('Login code');
    await code$.waitFor();
    await code$.fill(code);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByLabel('Password').press('Enter');
  }

  /**
   * Signs a demo user in the fast way, for every test whose subject is not signing in: tokens from the API
   * (`user/authenticate`, or `user/authenticateCustomer`), written where the SPA keeps its session (local storage
   * `token` and `refreshToken`, web/src/lib/storage.ts) before the app loads, then `/dashboard` (a customer is sent
   * on to `/summary`), where the sign-in form leads too. Resolves once the signed-in shell shows.
   */
  async signIn(user: DemoUser): Promise<void> {
    const tokens = await signInThroughApi(user.code, user.customer);
    // A blank page of the SPA's origin (served by the test, not the stack) to write its local storage on.
    const blank = '**/__e2e-session';
    await this.page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
    await this.goto('/__e2e-session');
    await this.page.evaluate((t) => {
      localStorage.setItem('token', t.token);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    await this.page.unroute(blank);
    await this.goto('/dashboard');
    await this.waitForShell(user);
  }

  /**
   * Signs a demo user in through the sign-in form, as a user does (tests of signing in): from the current sign-in
   * page (or from `/` when not on one); customers go through 'Login as customer'. Resolves once the signed-in shell
   * shows.
   */
  async signInThroughForm(user: DemoUser): Promise<void> {
    if (!['/', '/login', '/loginCustomer'].includes(this.pathname())) await this.goto('/');
    if (user.customer && this.pathname() !== '/loginCustomer') {
      await this.page.getByRole('button', { name: 'Login as customer' }).click();
      await this.waitForPath('/loginCustomer');
      // The router changes the URL before the lazily loaded customer form replaces the staff one: wait
      // for the customer form (its Back button) so the code is not typed into the old form.
      await this.page.getByTestId('login-back').waitFor();
    }
    await this.submitLogin(user.code);
    await this.waitForShell(user);
  }

  private async waitForShell(user: DemoUser): Promise<void> {
    try {
      await this.topBar.locator('[data-testid="user-menu"]').waitFor();
    } catch (error) {
      // Say what the page showed instead of the shell: a toast from the server, or another page.
      const shown =
        (await this.notificationTexts()).join(' | ') ||
        ((await this.page.locator('body').textContent()) ?? '').slice(0, 300);
      throw new Error(`Sign-in of ${user.code} did not reach the shell (at ${this.page.url()}): ${shown}`, {
        cause: error,
      });
    }
  }

  async notificationTexts(): Promise<string[]> {
    return this.page.locator('[data-testid="notifications"]').allInnerTexts();
  }

  /** The text of the page's h1. */
  async heading(): Promise<string> {
    const h1 = this.page.locator('h1').first();
    await h1.waitFor();
    return textOf(h1);
  }

  /**
   * Every menu entry the user sees: top-level entries, and each group's entries (opening each group's
   * dropdown in turn). Fails when the bar has moved entries into its overflow menu.
   */
  async menuEntries(): Promise<SeenMenuEntry[]> {
    await this.topBar.locator('[data-testid="user-menu"]').waitFor();
    if (await this.topBar.getByRole('button', { name: 'More' }).isVisible()) {
      throw new Error('The top bar collapsed entries into its overflow menu: widen the viewport');
    }
    const seen: SeenMenuEntry[] = [];
    for (const item of await this.topBar.locator('[data-testid^="menu-"]').all()) {
      const testId = (await item.getAttribute('data-testid')) ?? '';
      if (!TOP_LEVEL_ID.test(testId) || !(await item.isVisible())) continue;
      const label = await textOf(item);
      // `has` matches relative to the button, so it takes a selector of its own rather than `item`.
      const trigger = this.topBar.locator('button[aria-haspopup]', {
        has: this.page.locator(`[data-testid="${testId}"]`),
      });
      if ((await trigger.count()) === 0) {
        seen.push({ testId, label });
        continue;
      }
      await trigger.click();
      const children = this.page.locator(`[data-testid^="${testId}-"]`);
      await children.first().waitFor();
      for (const child of await children.all()) {
        seen.push({
          testId: (await child.getAttribute('data-testid')) ?? '',
          label: `${label} > ${await textOf(child)}`,
        });
      }
      await this.page.keyboard.press('Escape');
      await children.first().waitFor({ state: 'hidden' });
    }
    return seen;
  }

  async openUserMenu(): Promise<void> {
    await this.topBar.locator('[data-testid="user-menu"]').click();
    await this.page.locator('[data-testid="logout"]').waitFor();
  }

  /** The user menu's version items: 'Front-end …' and, once `GET info` answered, 'Server …'. */
  async versions(serverVersion: string): Promise<{ frontEnd: string; server: string }> {
    await this.openUserMenu();
    const server = this.page.locator('[data-testid="version-server"]', { hasText: serverVersion });
    await server.waitFor();
    const frontEnd = await textOf(this.page.locator('[data-testid="version-frontend"]'));
    return { frontEnd, server: await textOf(server) };
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.locator('[data-testid="logout"]').click();
    await this.waitForPath('/');
  }

  /** What the app keeps in local storage (token, refreshToken, appVersion). */
  async storedItems(): Promise<Record<string, string>> {
    const state = await this.context.storageState();
    const origin = new URL(this.page.url()).origin;
    const entries = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    return Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
  }
}
