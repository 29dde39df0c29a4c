import middy from '@middy/core';
import { ACCESS, API_PREFIX, createMatcher, hasAnyRole, type RouteDefinition } from '@shelfline/shared';
import { AuditFieldsSchema } from '@shelfline/shared/contracts/fields';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { checkAnswerSize, FILE_ANSWER_LIMIT_BYTES, spillFile } from './answer-limit.ts';
import { type Caller, callerFrom } from './caller.ts';
import { compressed } from './compress.ts';
import {
  ForbiddenError,
  HttpError,
  MethodNotAllowedError,
  NotBuiltYetError,
  NotFoundError,
  UnauthorizedError,
} from './http-errors.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { readMultipart, type UploadedFile } from './multipart.ts';
import { readJsonBody, readQuery, validate, validateBody } from './request.ts';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

/** What a route receives: parsed, validated and typed; `auth` is present on every non-public route. */
export interface RouteInput<R extends RouteDefinition> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  /** The files of a route that takes uploads (`upload` in the route table), read and type-checked; else empty. */
  files: readonly UploadedFile[];
  auth: R['access'] extends 'public' ? Caller | undefined : Caller;
  requestId: string;
  log: Logger;
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** A response with a status or headers of its own; a plain return value is a 200 JSON body. */
export interface ApiResponse {
  readonly __response: true;
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function respond(statusCode: number, body?: unknown, headers?: Record<string, string>): ApiResponse {
  return { __response: true, statusCode, body, headers };
}

export interface RouteImplementation<R extends RouteDefinition = RouteDefinition> {
  route: R;
  handle(input: RouteInput<R>): Promise<unknown>;
}

/** Binds a route of the shared table to its implementation (one per `*.route.ts` file). */
export function implement<R extends RouteDefinition>(
  route: R,
  handle: (input: RouteInput<R>) => Promise<unknown>,
): RouteImplementation {
  return { route, handle } as unknown as RouteImplementation;
}

type Result = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Builds the Lambda handler of one path family.
 *
 * Order of checks for every request: route match (404/405), token (401), role (403), whether the route
 * is built (501), then body size, JSON and zod validation (400/413), then the route. Errors are mapped in
 * one place (`onError`), so every route shares one error shape and no stack trace reaches the client.
 * Matching is our own rather than `@middy/http-router`'s because the spec's paths must match
 * case-insensitively and unbuilt routes must answer 501, not 404.
 *
 * Every line a request logs carries its request id and the invocation's cold start (Powertools Logger), and every
 * request publishes `requests`, `clientErrors`, `serverErrors` and `latency` by `route` ("GET employees/{id}", or
 * "unmatched") to the `Shelfline` metrics namespace (Powertools Metrics, functions/common/metrics.ts).
 */
export function createApiHandler(options: {
  routes: readonly RouteDefinition[];
  implementations: readonly RouteImplementation[];
}) {
  const matcher = createMatcher(options.routes);
  const byRoute = new Map(options.implementations.map((impl) => [impl.route, impl]));
  const readableOf = readableAnswers(options.routes);
  const baseLogger = createLogger({ service: 'shelfline-api' });
  const metrics = createMetrics('shelfline-api');
  /** What the error handler needs of a request core began: its logger, its route and when it started. */
  const invocations = new WeakMap<object, Invocation>();
  const invocationOf = (event: Event | undefined, context: Context | undefined): Invocation => {
    const known = event && invocations.get(event);
    if (known) return known;
    const requestId = requestIdOf(event, context);
    const invocation = {
      requestId,
      log: baseLogger.forInvocation(context, { requestId }),
      route: 'unmatched',
      started: performance.now(),
    };
    if (event) invocations.set(event, invocation);
    return invocation;
  };
  const finish = (invocation: Invocation, statusCode: number) =>
    metrics.publish({
      dimensions: { route: invocation.route },
      counts: {
        requests: 1,
        clientErrors: statusCode >= 400 && statusCode < 500 ? 1 : 0,
        serverErrors: statusCode >= 500 ? 1 : 0,
      },
      ms: { latency: performance.now() - invocation.started },
    });

  const core = async (event: Event, context: Context): Promise<Result> => {
    const invocation = invocationOf(event, context);
    const { requestId, log } = invocation;
    const method = event.requestContext.http.method.toUpperCase();
    const path = stripPrefix(event.rawPath);
    const found = matcher.match(method, path);
    if (!found) {
      const allowed = matcher.methodsFor(path);
      if (allowed.length > 0) throw new MethodNotAllowedError(allowed);
      throw new NotFoundError(`No API call matches ${method} ${event.rawPath}.`);
    }
    const { route, params } = found;
    invocation.route = `${route.method} ${route.path}`;
    const auth = callerFrom(event);
    if (route.access !== 'public') {
      if (!auth) throw new UnauthorizedError('You are not signed in.');
      if (!hasAnyRole(auth.roles, ACCESS[route.access])) throw new ForbiddenError();
    }
    const implementation = byRoute.get(route);
    if (!implementation) throw new NotBuiltYetError(route.method, route.path, route.family);

    const params_ = validate(route.params, params, 'params');
    const query = validate(route.query, readQuery(event), 'query');
    const multipart = takesMultipart(route, event.headers?.['content-type'])
      ? await readMultipart(rawBodyOf(event), event.headers?.['content-type'], route.upload)
      : undefined;
    const input = {
      params: params_,
      query,
      body: validateBody(route.body, multipart ? multipart.fields : readJsonBody(event), readableOf.get(route)),
      files: multipart?.files ?? [],
      auth,
      requestId,
      log,
      event,
    } as RouteInput<RouteDefinition>;
    const started = performance.now();
    const output = await implementation.handle(input);
    log.info('request', {
      method,
      path: route.path,
      user: auth?.username,
      ms: Math.round(performance.now() - started),
    });
    const result = checkAnswerSize(compressed(toResult(await spillLargeFile(output)), event));
    finish(invocation, result.statusCode ?? 200);
    return result;
  };

  return middy<Event, Result>(core).onError(async (request) => {
    const { error } = request;
    const invocation = invocationOf(request.event, request.context);
    const { requestId, log } = invocation;
    if (error instanceof HttpError) {
      // A 4xx is the caller's to read; what caused it (a refused condition, a failed call) is ours to keep.
      if (error.cause !== undefined)
        log.warn('answered with a cause', {
          path: request.event?.rawPath,
          statusCode: error.statusCode,
          cause:
            error.cause instanceof Error
              ? { name: error.cause.name, message: error.cause.message }
              : String(error.cause),
        });
      request.response = {
        statusCode: error.statusCode,
        headers: { ...JSON_HEADERS, ...error.headers },
        body: JSON.stringify({ errors: error.errors, requestId }),
      };
      finish(invocation, error.statusCode);
      return;
    }
    log.error('unhandled error', {
      path: request.event?.rawPath,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    request.response = {
      statusCode: 500,
      headers: JSON_HEADERS,
      body: JSON.stringify({ errors: `Something went wrong on our side. Reference: ${requestId}`, requestId }),
    };
    finish(invocation, 500);
  });
}

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;

/** An upload route reads multipart, unless it also takes JSON (`upload.json`) and the request is not multipart. */
function takesMultipart(
  route: RouteDefinition,
  contentType: string | undefined,
): route is RouteDefinition & { upload: NonNullable<RouteDefinition['upload']> } {
  if (!route.upload) return false;
  return !route.upload.json || Boolean(contentType?.toLowerCase().startsWith('multipart/form-data'));
}

/** The request body as bytes (API Gateway and the local server send a binary body base64-encoded). */
function rawBodyOf(event: Event): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

interface Invocation {
  requestId: string;
  log: Logger;
  /** The metrics dimension: the route's method and path as the table writes them. */
  route: string;
  started: number;
}

/** A file answer too large for Lambda becomes a link to it in the exports bucket (answer-limit.ts). */
async function spillLargeFile(output: unknown): Promise<unknown> {
  if (!output || typeof output !== 'object' || !('__response' in output)) return output;
  const response = output as ApiResponse;
  const isFile = Buffer.isBuffer(response.body) || response.body instanceof Uint8Array;
  if (!isFile || (response.body as Uint8Array).byteLength <= FILE_ANSWER_LIMIT_BYTES) return output;
  return spillFile({ bytes: response.body as Uint8Array, headers: lowerCaseKeys(response.headers ?? {}) });
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));

function toResult(output: unknown): Result {
  if (output && typeof output === 'object' && '__response' in output) {
    const response = output as ApiResponse;
    // A binary body (a file download) travels base64-encoded; API Gateway and the local server decode it.
    if (Buffer.isBuffer(response.body) || response.body instanceof Uint8Array)
      return {
        statusCode: response.statusCode,
        headers: { 'cache-control': 'no-store', ...response.headers },
        body: Buffer.from(response.body as Uint8Array).toString('base64'),
        isBase64Encoded: true,
      };
    const isText = typeof response.body === 'string' || Buffer.isBuffer(response.body);
    return {
      statusCode: response.statusCode,
      headers: { ...(isText ? {} : JSON_HEADERS), ...response.headers },
      body: response.body === undefined ? '' : isText ? String(response.body) : JSON.stringify(response.body),
    };
  }
  return { statusCode: 200, headers: JSON_HEADERS, body: JSON.stringify(output ?? null) };
}

/**
 * For each PUT/PATCH route, the answer of the GET of the same path (else its own answer) and the audit fields every
 * record carries: fields the API shows may come back in the edit (forms send what they read) and are ignored rather
 * than refused. Derived from the route table, not listed.
 */
function readableAnswers(routes: readonly RouteDefinition[]): Map<RouteDefinition, z.ZodType> {
  const answers = new Map<string, z.ZodType>();
  // A GET answering an array is a list, not the record an edit sends back (`PUT ats/criteria` shares its path with
  // the criteria list): its items' fields would pass anything, so the edit's own answer stands for it then.
  for (const route of routes)
    if (route.method === 'GET' && route.response && !(route.response instanceof z.ZodArray))
      answers.set(route.path.toLowerCase(), route.response);
  const readable = new Map<RouteDefinition, z.ZodType>();
  for (const route of routes) {
    // No GET of the same path (`PUT systemLists/items/{id}` is read through its list): the edit's own answer is
    // the resource as the API shows it.
    const answer = answers.get(route.path.toLowerCase()) ?? route.response;
    if (route.method === 'PUT' || route.method === 'PATCH')
      readable.set(route, answer ? z.intersection(answer, AuditFieldsSchema) : AuditFieldsSchema);
  }
  return readable;
}

function stripPrefix(rawPath: string): string {
  return rawPath.toLowerCase().startsWith(API_PREFIX) ? rawPath.slice(API_PREFIX.length) : rawPath;
}

function requestIdOf(event: APIGatewayProxyEventV2WithJWTAuthorizer | undefined, context: Context | undefined): string {
  return event?.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
}
