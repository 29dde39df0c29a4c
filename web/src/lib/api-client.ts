import { type Tokens, TokensSchema } from '@shelfline/shared/contracts/auth.contract';
import { errorMessages } from '@shelfline/shared/errors';
import type * as z from 'zod';
import { sendWithProgress, type UploadProgressListener } from './send-with-progress.ts';

/** A failed call: the HTTP status, the body, and the messages the spec's common handler reads from it (000 §8.1). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly messages: string[],
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
  }
}

/** The messages to show for any error thrown by a call; a network failure shows its own message (000 §8.1). */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return errorMessages(undefined);
}

export interface TokenStore {
  get(): Tokens | undefined;
  set(tokens: Tokens): void;
}

/** `refresh-unauthorized`: the refresh call itself answered 401 (000 §4.7 sends the user to /login). */
export type SignOutReason = 'refresh-failed' | 'refresh-unauthorized';

export interface ApiClientOptions {
  /** `/api` in the browser; an absolute URL in tests. */
  baseUrl: string;
  tokens: TokenStore;
  onSignOut: (reason: SignOutReason) => void;
  fetch?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
}

export interface RequestOptions<T> {
  body?: unknown;
  schema?: z.ZodType<T>;
  /** Send the bearer token (default). Sign-in calls send none. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Reports the bytes of the body sent so far (an upload with a progress bar); the call then goes by XMLHttpRequest. */
  onUploadProgress?: UploadProgressListener;
  /**
   * A file answer: anything but JSON comes back as a Blob (and JSON as parsed, e.g. a link to a large file in S3:
   * functions/common/answer-limit.ts). `schema` is not applied to a Blob.
   */
  file?: boolean;
}

/** API Gateway's JWT authorizer answers an expired token with 401 and this in `www-authenticate`. */
const EXPIRED_TOKEN = /the token has expired/i;

export function isExpiredTokenResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 401 && EXPIRED_TOKEN.test(response.headers.get('www-authenticate') ?? '');
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one way the SPA calls the API. A call whose token has expired gets one refresh (`user/refresh`)
 * and one retry; concurrent calls share that refresh. A failed refresh is logged and signs the user out
 * (000 §4.7).
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const base = options.baseUrl.replace(/\/+$/, '');
  let refreshing: Promise<boolean> | undefined;

  function send(
    method: string,
    path: string,
    body: unknown,
    token: string | undefined,
    signal?: AbortSignal,
    onUploadProgress?: UploadProgressListener,
  ) {
    const headers: Record<string, string> = { accept: 'application/json' };
    // A form (an upload) goes as multipart/form-data: the browser writes the header with its boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
    if (signal) init.signal = signal;
    const url = `${base}/${path.replace(/^\/+/, '')}`;
    return onUploadProgress ? sendWithProgress(url, init, onUploadProgress) : doFetch(url, init);
  }

  async function runRefresh(expired: Tokens): Promise<boolean> {
    let response: Response;
    try {
      response = await send('POST', 'user/refresh', expired, undefined);
    } catch (error) {
      log('Token refresh failed', error);
      options.onSignOut('refresh-failed');
      return false;
    }
    if (response.status === 401) {
      log('Token refresh refused', await readBody(response));
      options.onSignOut('refresh-unauthorized');
      return false;
    }
    const parsed = response.ok ? TokensSchema.safeParse(await readBody(response)) : undefined;
    if (!parsed?.success) {
      log('Token refresh failed', `HTTP ${response.status}`);
      options.onSignOut('refresh-failed');
      return false;
    }
    options.tokens.set(parsed.data);
    return true;
  }

  function refresh(expired: Tokens): Promise<boolean> {
    refreshing ??= runRefresh(expired).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /** The token to retry with after an expired-token 401, or undefined when there is none. */
  async function tokenForRetry(used: Tokens): Promise<string | undefined> {
    const current = options.tokens.get();
    if (!current) return undefined;
    // Another call refreshed while this one was in flight: retry with its token, no second refresh.
    if (current.token !== used.token) return current.token;
    return (await refresh(current)) ? options.tokens.get()?.token : undefined;
  }

  async function request<T = unknown>(method: string, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const used = (opts.auth ?? true) ? options.tokens.get() : undefined;
    let response = await send(method, path, opts.body, used?.token, opts.signal, opts.onUploadProgress);
    if (used && isExpiredTokenResponse(response)) {
      const retryToken = await tokenForRetry(used);
      if (retryToken) response = await send(method, path, opts.body, retryToken, opts.signal, opts.onUploadProgress);
    }
    if (opts.file && response.ok && !/json/i.test(response.headers.get('content-type') ?? '')) {
      return (await response.blob()) as T;
    }
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body, errorMessages(body));
    return opts.schema ? opts.schema.parse(body) : (body as T);
  }

  /** A file answer (an export): the body as a Blob; a failure throws ApiError with the body's messages. */
  return {
    request,
    get: <T = unknown>(path: string, opts?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, opts),
    post: <T = unknown>(path: string, body: unknown, opts?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T = unknown>(path: string, body: unknown, opts?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
