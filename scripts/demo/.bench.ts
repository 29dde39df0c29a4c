import { ROLES } from '@shelfline/shared';
import { startEmulators } from '../local/emulators.ts';
import { createCognitoUser, provision } from '../local/provision.ts';
import { generateDemoData } from './generate.ts';
import { cognitoUser, loadDemoData } from './load.ts';

const e = await startEmulators({});
try {
  const p = await provision(e.env, {
    userPool: {
      poolName: 'shelfline',
      groups: [...ROLES],
      customAttributes: ['personId', 'personType'],
      clients: ['staff', 'customer'],
    },
  });
  Object.assign(process.env, e.env, { TABLE_NAME: p.tableName });
  const data = generateDemoData();
  let t = performance.now();
  for (const l of data.demoLogins) await createCognitoUser(e.env, p, cognitoUser(l));
  console.log('logins only', Math.round(performance.now() - t));
  for (const c of [1, 4, 8, 16]) {
    const r = await loadDemoData(data, { createLogin: async () => {}, concurrency: c });
    console.log('writes, concurrency', c, r.ms, r.items);
  }
  t = performance.now();
  const r = await loadDemoData(data, { createLogin: (u) => createCognitoUser(e.env, p, u) });
  console.log('full', r.ms);
} finally {
  await e.stop();
}
