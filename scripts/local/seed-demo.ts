import { startLocalStack } from './stack.ts';

/*
 * `tsx scripts/local/seed-demo.ts <dir>`: starts the emulators on <dir>, loads the demo data and stops. Run as a
 * process of its own by seeded-data.ts: the handlers' AWS clients are made once per process, so a stack started
 * after the seeding one in the same process would keep talking to the seeding emulators' (closed) ports.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: seed-demo.ts <data dir>');
const stack = await startLocalStack({ port: 0, demoData: true, dataDir, say: (line) => console.log(line) });
await stack.stop();
process.exit(0);
