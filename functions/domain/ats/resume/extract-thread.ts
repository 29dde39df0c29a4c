import { parentPort, workerData } from 'node:worker_threads';
import { readText } from './read-text.ts';

/*
 * The worker thread a résumé's text is read in (brief §6f): parsers are attack surface, so they run here with the
 * heap limit and the timeout the parent sets; a hostile file can exhaust or hang only this thread.
 */
const { bytes, contentType } = workerData as { bytes: Uint8Array; contentType: string };
readText(bytes, contentType).then(
  (result) => parentPort?.postMessage({ ok: true, ...result }),
  (error: unknown) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.name : 'Error' }),
);
