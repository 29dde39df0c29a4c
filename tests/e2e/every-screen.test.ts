import { menuFor, type VisibleMenuEntry } from '@shelfline/shared/menu';
import type { Role } from '@shelfline/shared/roles';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { watchProblems } from './support/page-problems.ts';
import { navigateInApp, trackRequests } from './support/settle.ts';
import { DEMO_USERS } from './support/users.ts';

/** Every screen a role's menu leads to (the shared role table, as the top bar builds it); modal entries have no path. */
function screensOf(role: string): string[] {
  const flat = (entries: readonly VisibleMenuEntry[]): VisibleMenuEntry[] =>
    entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
  return [...new Set(flat(menuFor([role as Role])).flatMap((entry) => (entry.path ? [entry.path] : [])))];
}

/**
 * Issue 13: a smoke pass over the whole SPA. Each demo role signs in once and opens every screen of its menu; no screen
 * may log a console error, throw, or receive an API answer of 400 or more (none is expected from opening a screen).
 * The screens' own behaviour is tested in their own files: this one catches what nobody looked for (a worker that
 * cannot load, a call the server refuses, a React warning logged as an error).
 */
describe('every screen of every role', () => {
  const browser = withBrowser();

  it.each(DEMO_USERS)('$code ($role) opens every screen of its menu without errors', async (user) => {
    const app = await browser.open();
    const { page } = app;
    const problems = watchProblems(page);
    const requests = trackRequests(page);
    await app.signIn(user);
    await requests.idle();

    const screens = screensOf(user.role);
    expect(screens.length, `${user.role} has a menu`).toBeGreaterThan(0);
    const opened: string[] = [];
    const unsettled: string[] = [];
    for (const path of screens) {
      await navigateInApp(page, path);
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      // A screen still loading after 10 s is reported rather than waited for: the run stays short and says where.
      if (!(await requests.idle())) unsettled.push(`${path}: ${requests.pending().join(', ')}`);
      // The screen itself, not the permission page or the dashboard (Map View adds its mode to the path).
      if (app.pathname().startsWith(path)) opened.push(path);
    }

    expect(opened).toEqual(screens);
    expect(unsettled).toEqual([]);

    expect(problems.problems.map((p) => `${p.at}: ${p.kind}: ${p.text}`)).toEqual([]);
  });
});
