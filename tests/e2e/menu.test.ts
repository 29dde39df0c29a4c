import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { expectedMenuLabels } from './support/expected-menu.ts';
import { DEMO_USERS } from './support/users.ts';

/** 000 §2.3 and §6: each role sees exactly the entries roles.tsv gives it, no more. */
describe('top navigation per role', () => {
  const browser = withBrowser();

  it.each(DEMO_USERS)('$code ($role) sees the menu of roles.tsv', async (user) => {
    const app = await browser.open();
    await app.signIn(user);

    const seen = await app.menuEntries();

    expect(seen.map((entry) => entry.label).sort()).toEqual(expectedMenuLabels(user.role));
    const testIds = seen.map((entry) => entry.testId);
    expect(new Set(testIds).size).toBe(testIds.length);
    for (const testId of testIds) expect(testId).toMatch(/^menu-[A-Za-z]+(-[A-Za-z]+)?$/);
  });
});
