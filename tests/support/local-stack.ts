/**
 * Integration and browser tests run against the local stack that `npm test` starts (scripts/test.ts):
 * its URL and the emulators' endpoints arrive in the environment.
 */
export function stackUrl(): string {
  const url = process.env.SHELFLINE_URL;
  if (!url)
    throw new Error('SHELFLINE_URL is not set: run these tests through `npm test` (it starts the local stack).');
  return url;
}

export const DEMO_PASSWORD = 'Shelfline!1';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the local API over HTTP, exactly as the SPA does. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${stackUrl()}/api/${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text so the assertion shows it.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Signs in a demo user and returns the tokens. */
export async function signIn(code: string, customer = false): Promise<{ token: string; refreshToken: string }> {
  const result = await api<{ token: string; refreshToken: string }>(
    'POST',
    customer ? 'user/authenticateCustomer' : 'user/authenticate',
    {
      body: { employeeCode: code, password: DEMO_PASSWORD },
    },
  );
  if (result.status !== 200)
    throw new Error(`Sign-in of ${code} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Signs in every login `tokens` names, one after the other, and keeps each token in it (a test file's beforeAll). */
export async function signInAll<L extends string>(tokens: Record<L, string>): Promise<void> {
  for (const login of Object.keys(tokens) as L[]) tokens[login] = (await signIn(login)).token;
}

/** Signs in several demo users at once and returns their access tokens in the order of the codes. */
export async function tokensOf<const Codes extends readonly string[]>(
  ...codes: Codes
): Promise<{ [K in keyof Codes]: string }> {
  const tokens = await Promise.all(codes.map(async (code) => (await signIn(code)).token));
  return tokens as { [K in keyof Codes]: string };
}
