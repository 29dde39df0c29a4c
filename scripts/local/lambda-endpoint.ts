import { createServer, type Server } from 'node:http';
import { PRE_TOKEN_FUNCTION } from '../../functions/registry.ts';
import { PRE_TOKEN_GENERATION_FUNCTION } from './emulators.ts';
import { lambdaContext } from './lambda-context.ts';
import { loadFunction } from './local-functions.ts';

/**
 * A minimal Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`) on loopback, so that
 * cognito-local calls the real pre-token-generation trigger as Cognito would call the Lambda in AWS.
 * A thrown error is answered the way Lambda does (200 with `X-Amz-Function-Error`), which Cognito turns
 * into a refused sign-in.
 */
export function startLambdaEndpoint(port: number): Promise<Server> {
  const functions: Record<string, typeof PRE_TOKEN_FUNCTION> = { [PRE_TOKEN_GENERATION_FUNCTION]: PRE_TOKEN_FUNCTION };
  const server = createServer(async (req, res) => {
    const name = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '')?.[1];
    const definition = name ? functions[decodeURIComponent(name)] : undefined;
    if (req.method !== 'POST' || !name || !definition) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name ?? req.url}` }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const fn = await loadFunction(decodeURIComponent(name), definition);
      const result = await fn.handler(
        JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        lambdaContext(fn.name),
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: 'Error', errorMessage: message }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
