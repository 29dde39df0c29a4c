import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/constructs/content-security-policy.ts';
import { startApiServer } from './api-server.ts';

/**
 * The local runner answers the SPA's files with CloudFront's Content-Security-Policy (plus the local emulators), so a
 * screen that the deployed policy would break — MapLibre's worker was one — breaks in the browser tests too.
 */
describe('local runner: static response headers', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'shelfline-web-'));
  let server: Server;
  let base = '';

  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(webRoot, 'worker.js'), 'self.onmessage = () => {};');
    server = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      webRoot,
      authorize: async () => ({ ok: false, description: 'no token' }),
      log: () => {},
    });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("sends CloudFront's policy with the local origins on pages and on scripts (a worker obeys its script's policy)", async () => {
    for (const path of ['/schedules/mapMaintenance/Open', '/worker.js']) {
      const policy = (await fetch(`${base}${path}`)).headers.get('content-security-policy') ?? '';
      expect(policy).toBe(contentSecurityPolicy(['http://localhost:*', 'http://127.0.0.1:*']));
      expect(policy).toContain("worker-src 'self' blob:");
      expect(policy).toContain("script-src 'self';");
    }
  });
});
