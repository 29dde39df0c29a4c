import { Worker } from 'node:worker_threads';
import { archiveProblem } from './archive-check.ts';
import type { ReadResult } from './read-text.ts';
import { isZipResume } from './resume-type.ts';

/*
 * A résumé's text, read in a worker thread with a heap limit and a hard timeout (brief §6f), so one hostile file can
 * neither hang nor crash the batch it arrived in. ZIP résumés have their central directory checked first.
 */

export const EXTRACT_LIMITS = { heapMb: 512, timeoutMs: 15_000 } as const;

/** A résumé refused by its content (for now: a ZIP over the archive limits); `code` is the ingestion failure code. */
export class ResumeRefusedError extends Error {
  constructor(
    readonly code: 'ERROR_ARCHIVE_BOMB',
    message: string,
  ) {
    super(message);
    this.name = 'ResumeRefusedError';
  }
}

export interface ExtractedText extends ReadResult {
  /** Set with `warning` when no text could be read: the failure code the pipeline records (the applicant is kept). */
  warningCode?: 'WARN_TEXT_NOT_READABLE';
}

/**
 * The text of a résumé whose type detectResumeType gave. Throws ResumeRefusedError for an archive bomb; a file that
 * cannot be read (encrypted, broken, too slow, too big for the heap) answers empty text with a warning instead.
 */
export async function extractResumeText(
  bytes: Uint8Array,
  contentType: string,
  limits: { heapMb: number; timeoutMs: number } = EXTRACT_LIMITS,
): Promise<ExtractedText> {
  if (isZipResume(contentType)) {
    const problem = await archiveProblem(bytes);
    if (problem) throw new ResumeRefusedError('ERROR_ARCHIVE_BOMB', problem);
  }
  const result = await inThread(bytes, contentType, limits);
  const text = result.text.replaceAll('\u0000', '').trim();
  if (!text)
    return {
      text: '',
      warning: result.warning ?? 'The file holds no readable text.',
      warningCode: 'WARN_TEXT_NOT_READABLE',
    };
  return { text, ...(result.warning ? { warning: result.warning } : {}) };
}

/*
 * The thread runs extract-thread.ts beside this file. Run from TypeScript sources (tests, the local stack), the thread
 * loads them through tsx as its parent does; a bundle ships extract-thread.mjs beside itself
 * (infra/constructs/worker-threads.ts).
 */
const sourceRun = import.meta.url.endsWith('.ts');
const threadFile = new URL(sourceRun ? './extract-thread.ts' : './extract-thread.mjs', import.meta.url);
// A bundle's thread takes none of its parent's flags (`--input-type`, say, makes it exit silently).
const threadArgv = sourceRun
  ? process.execArgv.some((arg) => arg.includes('tsx'))
    ? undefined
    : ['--import', 'tsx']
  : [];

function inThread(
  bytes: Uint8Array,
  contentType: string,
  limits: { heapMb: number; timeoutMs: number },
): Promise<ReadResult> {
  return new Promise((resolve) => {
    const worker = new Worker(threadFile, {
      workerData: { bytes, contentType },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
      ...(threadArgv ? { execArgv: threadArgv } : {}),
    });
    let settled = false;
    const settle = (result: ReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => settle({ text: '', warning: `Reading the file took longer than ${limits.timeoutMs / 1000} s.` }),
      limits.timeoutMs,
    );
    worker.once('message', (message: { ok: true; text: string; warning?: string } | { ok: false; error: string }) =>
      settle(
        message.ok
          ? { text: message.text, ...(message.warning ? { warning: message.warning } : {}) }
          : { text: '', warning: `The file could not be read (${message.error}).` },
      ),
    );
    worker.once('error', (error) =>
      settle({
        text: '',
        warning:
          'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'Reading the file needed more memory than allowed.'
            : 'The file could not be read.',
      }),
    );
    worker.once('exit', () => settle({ text: '', warning: 'The file could not be read.' }));
  });
}
