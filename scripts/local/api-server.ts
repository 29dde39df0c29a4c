import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { API_PREFIX, createMatcher, ROUTES } from '@shelfline/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { contentSecurityPolicy } from '../../infra/constructs/content-security-policy.ts';
import type { Claims, createJwtAuthorizer } from './jwt-authorizer.ts';
import { lambdaContext } from './lambda-context.ts';
import { functionForFamily } from './local-functions.ts';

/** API Gateway's payload limit: larger bodies never reach a Lambda. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** Lambda's limit on a synchronous invocation's event: a binary body counts base64-encoded (docs/decisions.md#uploads). */
const MAX_LAMBDA_EVENT_BYTES = 6 * 1024 * 1024;

/**
 * CloudFront's policy (infra), so a screen that breaks it breaks here and in the browser tests, plus the local
 * emulators (presigned S3 URLs point at s3rver on another localhost port).
 */
const CONTENT_SECURITY_POLICY = contentSecurityPolicy(['http://localhost:*', 'http://127.0.0.1:*']);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface ApiServerOptions {
  port: number;
  host?: string;
  /** Built SPA (web/dist); served with an index.html fallback like CloudFront's error responses. */
  webRoot: string;
  authorize: ReturnType<typeof createJwtAuthorizer>;
  log: (entry: Record<string, unknown>) => void;
}

/**
 * The local stand-in for CloudFront + API Gateway: one origin serving the SPA and, under `/api/`, the
 * same route table CDK turns into API Gateway routes. Each request becomes an API Gateway v2 event with
 * the claims the JWT authorizer would pass, handled in-process by the family's Lambda handler.
 */
export function startApiServer(options: ApiServerOptions): Promise<Server> {
  const matcher = createMatcher(ROUTES);
  const webRoot = resolve(options.webRoot);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle = url.pathname.toLowerCase().startsWith(`${API_PREFIX}/`)
      ? handleApi(req, res, url)
      : serveStatic(req, res, url);
    handle.catch((error: unknown) => {
      options.log({ level: 'error', message: 'local runner failure', error: String(error) });
      if (!res.headersSent) sendJson(res, 500, { errors: 'The local runner failed to handle this request.' });
      else res.end();
    });
  });

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const relative = url.pathname.slice(API_PREFIX.length);
    const found = matcher.match(method, relative);
    if (!found) {
      // API Gateway answers unknown routes itself, before any Lambda.
      sendJson(res, 404, { message: 'Not Found', errors: `No API call matches ${method} ${url.pathname}.` });
      return;
    }
    let claims: Claims | undefined;
    if (found.route.access !== 'public') {
      const verdict = await options.authorize(req.headers.authorization);
      if (!verdict.ok) {
        res.setHeader(
          'www-authenticate',
          `Bearer scope="" error="invalid_token" error_description="${verdict.description}"`,
        );
        sendJson(res, 401, { message: 'Unauthorized', errors: `Unauthorized: ${verdict.description}.` });
        return;
      }
      claims = verdict.claims;
    }
    const body = await readBody(req);
    if (body === 'too-large') {
      sendJson(res, 413, { message: 'Request Entity Too Large', errors: 'The request body is larger than 10 MB.' });
      return;
    }
    const fn = await functionForFamily(found.route.family);
    const event = apiGatewayEvent(
      req,
      url,
      `${found.route.method} ${API_PREFIX}/${found.route.path}`,
      found.params,
      body,
      claims,
    );
    if (Buffer.byteLength(event.body ?? '') > MAX_LAMBDA_EVENT_BYTES) {
      // What AWS answers when the event passes Lambda's limit, so an upload too large for the cloud fails here too.
      sendJson(res, 413, { message: 'Request Entity Too Large', errors: 'The request body is larger than 6 MB.' });
      return;
    }
    const result = (await fn.handler(event, lambdaContext(fn.name))) as APIGatewayProxyStructuredResultV2;
    res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
    res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
    options.log({
      level: 'info',
      message: 'api',
      method,
      path: url.pathname,
      status: result.statusCode,
      ms: Math.round(performance.now() - started),
      requestId: event.requestContext.requestId,
    });
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { errors: 'Only GET is served here.' });
      return;
    }
    let file = normalize(join(webRoot, decodeURIComponent(url.pathname)));
    if (!file.startsWith(webRoot) || !existsSync(file) || statSync(file).isDirectory()) {
      // Deep links (`/schedule/drafts/12`) are SPA routes: answer index.html as CloudFront's 404 rule does.
      file = join(webRoot, 'index.html');
    }
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build:web` (npm start does it for you).');
      return;
    }
    const isAsset = url.pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      // Also on scripts: a worker is governed by the policy of its own script's response, as under CloudFront.
      'content-security-policy': CONTENT_SECURITY_POLICY,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolveServer(server));
  });
}

function apiGatewayEvent(
  req: IncomingMessage,
  url: URL,
  routeKey: string,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: Claims | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] = key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
  }
  const isText = /json|text|xml|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
    stageVariables: undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: (req.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
