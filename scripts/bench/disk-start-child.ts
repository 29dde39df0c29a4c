import { startLocalStack } from '../local/stack.ts';

/*
 * One `npm start` without the SPA build, in a process of its own (scripts/bench/disk-start.ts): the handlers' SDK
 * clients are created once per process, so a second stack in the bench's own process would talk to the first
 * one's DynamoDB. Starts on the data directory given (on disk, with demo data), prints its timings as one JSON line
 * and stops.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: disk-start-child.ts <dataDir>');
const started = performance.now();
const stack = await startLocalStack({ port: 0, dataDir, demoData: true });
const ms = Math.round(performance.now() - started);
await stack.stop();
console.log(JSON.stringify({ ms, ...stack.timings }));
