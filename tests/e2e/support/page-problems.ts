import type { Page } from 'playwright-core';

/** A console error, an uncaught exception, or an API answer ≥ 400 the page received. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'response';
  text: string;
  /** The page's path when it happened. */
  at: string;
}

export interface ProblemLog {
  readonly problems: readonly PageProblem[];
  /** Forget what was seen so far (e.g. after signing in). */
  clear(): void;
}

/**
 * Records what goes wrong on a page from now on: console errors, uncaught exceptions and API responses with a status
 * of 400 or more. `expected(status, url)` says which failed answers are part of the test (then they are not recorded).
 */
export function watchProblems(page: Page, expected: (status: number, url: URL) => boolean = () => false): ProblemLog {
  const problems: PageProblem[] = [];
  const at = () => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console', text: message.text(), at: at() });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: String(error), at: at() }));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !expected(response.status(), url))
      problems.push({
        kind: 'response',
        text: `${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`,
        at: at(),
      });
  });
  return {
    problems,
    clear: () => {
      problems.length = 0;
    },
  };
}
