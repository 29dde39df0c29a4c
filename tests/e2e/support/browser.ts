import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { stackUrl } from '../../support/local-stack.ts';
import { ShelflinePage } from './shelfline-page.ts';
import { type DemoUser, demoUser } from './users.ts';

/** The SPA under test; `npm test` starts the local stack and sets it (never skipped: a missing stack fails). */
export const SHELFLINE_URL = stackUrl().replace(/\/+$/, '');

/** Debian's chromium (docs/local-stack.md#browser-tests): `npx playwright install` cannot download here. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Wide enough that the admin's top bar fits without Cloudscape's overflow ("More") menu. */
const VIEWPORT = { width: 1920, height: 1000 };

export interface BrowserSession {
  /** A fresh context (its own local storage) and page, closed after the test; signed in as `user` when given. */
  open(user?: DemoUser['code']): Promise<ShelflinePage>;
}

/**
 * Launches Chromium once for the calling test file and closes it after the file; each test opens
 * isolated contexts. Call at the top level of a `describe`.
 */
export function withBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(user) {
      if (!browser || !SHELFLINE_URL) throw new Error('withBrowser: no browser or SHELFLINE_URL');
      const context = await browser.newContext({ viewport: VIEWPORT, baseURL: SHELFLINE_URL });
      contexts.push(context);
      const app = new ShelflinePage(context, await context.newPage());
      if (user) await app.signIn(demoUser(user));
      return app;
    },
  };
}
