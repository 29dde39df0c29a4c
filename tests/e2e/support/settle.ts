import type { Page, Request } from 'playwright-core';

export interface RequestTracker {
  /** Resolves true once no request has been in flight for `quietMs`; false if requests still run after `timeoutMs`. */
  idle(quietMs?: number, timeoutMs?: number): Promise<boolean>;
  /** The URLs in flight now. */
  pending(): string[];
}

/**
 * Counts the page's API calls in flight, so a test can wait for a screen to finish loading after a client-side
 * navigation, where `waitForLoadState` has nothing to wait for. Only `/api/` calls: a worker script that fails to load
 * may never report its request finished, and would keep every later screen "loading".
 */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const change = (request: Request, started: boolean) => {
    if (started) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) change(request, true);
  });
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return {
    async idle(quietMs = 300, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
    pending: () => [...inFlight].map((request) => `${request.method()} ${request.url()}`),
  };
}

/** Navigates inside the SPA as its own links do (history + popstate): no reload, the signed-in shell stays. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // A string, not a function: it runs in the browser, and this project's Node typings have no DOM.
  await page.evaluate(
    `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: {} }));`,
  );
}
