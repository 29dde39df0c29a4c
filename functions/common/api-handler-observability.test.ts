import { defineRoute } from '@shelfline/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLogSink } from './logger.ts';

/*
 * What an API request leaves behind: its log lines (Powertools Logger) and one EMF line of metrics by route
 * (Powertools Metrics). Metrics print only in Lambda or when POWERTOOLS_METRICS_DISABLED is set (metrics.ts), so this
 * file sets it to false and cold start to on-demand before loading the handler factory.
 */
const routes = {
  thing: defineRoute({ method: 'GET', path: 'things/{id}', access: 'public', summary: 'thing' }),
  gone: defineRoute({ method: 'GET', path: 'things/gone', access: 'public', summary: 'gone' }),
};
const logLines: Record<string, unknown>[] = [];
const stdout: string[] = [];
let handler: (event: unknown, context: Context) => Promise<unknown>;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  vi.resetModules();
  const { createApiHandler, implement } = await import('./api-handler.ts');
  const logger = await import('./logger.ts');
  // From the same fresh module graph as the factory, so its `instanceof HttpError` holds.
  const { NotFoundError } = await import('./http-errors.ts');
  logger.setLogSink((line) => logLines.push(JSON.parse(line)));
  handler = createApiHandler({
    routes: Object.values(routes),
    implementations: [
      implement(routes.thing, async () => ({ ok: true })),
      implement(routes.gone, async () => {
        throw new NotFoundError('No such thing.');
      }),
    ],
  }) as typeof handler;
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
    if (String(chunk).includes('"_aws"')) {
      stdout.push(String(chunk));
      return true;
    }
    return write(chunk, ...(rest as []));
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  setLogSink((line) => process.stdout.write(`${line}\n`));
});

const event = (path: string, requestId: string) =>
  ({
    rawPath: `/api/${path}`,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId, http: { method: 'GET' } },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
const context = (awsRequestId: string) => ({ awsRequestId, functionName: 'shelfline-api-things' }) as Context;

describe('an API request is observable', () => {
  it('logs with the request id, the Lambda request id and cold start only on the first invocation', async () => {
    await handler(event('things/1', 'req-a'), context('aws-a'));
    await handler(event('things/2', 'req-b'), context('aws-b'));
    const requests = logLines.filter((l) => l.message === 'request');
    expect(requests.map((l) => [l.requestId, l.function_request_id, l.cold_start, l.service])).toEqual([
      ['req-a', 'aws-a', true, 'shelfline-api'],
      ['req-b', 'aws-b', false, 'shelfline-api'],
    ]);
  });

  it('publishes one EMF line per request in the Shelfline namespace, by route, with its 4xx count', async () => {
    stdout.length = 0;
    await handler(event('things/gone', 'req-c'), context('aws-c'));
    await handler(event('nothing/here', 'req-d'), context('aws-d'));
    const emf = stdout.map((line) => JSON.parse(line));
    expect(emf.map((m) => [m._aws.CloudWatchMetrics[0].Namespace, m.route, m.requests, m.clientErrors])).toEqual([
      ['Shelfline', 'GET things/gone', 1, 1],
      ['Shelfline', 'unmatched', 1, 1],
    ]);
    expect(emf[0].serverErrors).toBe(0);
    expect(emf[0].latency).toBeGreaterThanOrEqual(0);
  });
});
