/**
 * The SPA's Content-Security-Policy: sent by CloudFront (web stack's response headers policy) and, with the local
 * emulators added to `connect-src`, by the local runner (scripts/local/api-server.ts), so a screen that breaks the
 * policy breaks in the browser tests too.
 *
 * Cloudscape sets inline style attributes; uploads and downloads go straight to S3 with presigned URLs and the map's
 * styles, tiles and glyphs come from Amazon Location (*.amazonaws.com). MapLibre draws in a Web Worker: ours is a
 * same-origin module script (`'self'`); `blob:` is the fallback MapLibre uses when the worker's URL is on another
 * origin. Invoice PDFs show in a frame of a blob: URL. Widen here when a feature loads from another origin.
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Report pictures are shown from presigned links: https in AWS, the local S3 emulator's http origin locally.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...extraConnectSources].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", 'https://*.amazonaws.com', ...extraConnectSources].join(' '),
    "worker-src 'self' blob:",
    // Invoice PDFs are shown in a modal's frame of their bytes (a blob: URL), or of a presigned link when large.
    ['frame-src', "'self'", 'blob:', 'https://*.amazonaws.com', ...extraConnectSources].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
