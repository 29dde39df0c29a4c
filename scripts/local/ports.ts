import { createServer } from 'node:net';

/**
 * Asks the OS for a free TCP port on 127.0.0.1.
 *
 * Only for servers that cannot listen on port 0 themselves and report the port back (DynamoDB Local is a Java
 * process that needs `-port N`). There is a short window in which another process could take the port; Node
 * servers should listen on 0 instead.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}
