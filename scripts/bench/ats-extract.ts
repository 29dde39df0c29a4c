import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractResumeText } from '../../functions/domain/ats/resume/extract-resume-text.ts';
import { readText } from '../../functions/domain/ats/resume/read-text.ts';
import { DOCX, PDF } from '../../functions/domain/ats/resume/resume-type.ts';
import { workerThreadCommands } from '../../infra/constructs/worker-threads.ts';
import { docxResume, pdfResume, SAMPLE_RESUME } from '../../tests/fixtures/mail/resume-files.ts';
import { REPO_ROOT } from '../local/stack.ts';
import type { BenchRow } from './measure.ts';
import { round, summarise } from './stats.ts';

/**
 * Issue 20's text extraction: a 2-page PDF, a 10-page PDF (the most pages read) and a DOCX, each read `runs` times
 * one after the other by extractResumeText, as the ingestion worker reads a résumé: in a worker thread of its own
 * with the heap limit and timeout. The 2-page PDF is also read as Lambda reads it (the bundled thread) and by the same
 * reader without the thread, which says what the thread (its start, and run from sources, tsx loading the reader)
 * adds.
 */
export async function benchExtraction(runs: number): Promise<BenchRow[]> {
  const files = [
    { name: '2-page PDF', bytes: await pdfResume(SAMPLE_RESUME, { pages: 2 }), type: PDF },
    { name: '10-page PDF', bytes: await pdfResume(SAMPLE_RESUME, { pages: 10 }), type: PDF },
    { name: 'DOCX', bytes: docxResume(SAMPLE_RESUME), type: DOCX },
  ];
  const rows: BenchRow[] = [];
  for (const file of files) {
    rows.push(
      await timed(`${file.name}, in the worker thread`, file.bytes.length, runs, async () => {
        const { text } = await extractResumeText(file.bytes, file.type);
        return text;
      }),
    );
  }
  const [pdf] = files;
  if (!pdf) return rows;
  const bundled = await bundledExtractor();
  rows.push(
    await timed(`${pdf.name}, bundled thread as in Lambda`, pdf.bytes.length, runs, async () => {
      const { text } = await bundled(pdf.bytes, pdf.type);
      return text;
    }),
    await timed(`${pdf.name}, same reader without the thread`, pdf.bytes.length, runs, async () => {
      const { text } = await readText(pdf.bytes, pdf.type);
      return text;
    }),
  );
  return rows;
}

/**
 * extractResumeText as the worker's Lambda runs it: bundled by CDK's own command (infra/constructs/worker-threads.ts)
 * beside its thread's bundle, so the thread loads one plain .mjs instead of TypeScript sources through tsx.
 */
async function bundledExtractor(): Promise<typeof extractResumeText> {
  const dir = mkdtempSync(join(tmpdir(), 'ats-extract-'));
  const entries = ['domain/ats/resume/extract-thread.ts', 'domain/ats/resume/extract-resume-text.ts'];
  for (const command of workerThreadCommands(entries, dir)) execSync(command, { cwd: REPO_ROOT, stdio: 'inherit' });
  const module = (await import(pathToFileURL(join(dir, 'extract-resume-text.mjs')).href)) as {
    extractResumeText: typeof extractResumeText;
  };
  return module.extractResumeText;
}

async function timed(name: string, bytes: number, runs: number, read: () => Promise<string>): Promise<BenchRow> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const text = await read();
    samples.push(performance.now() - started);
    // A read that found no text would time a failure, not an extraction.
    if (!text.includes('Seneca College')) throw new Error(`${name}: the résumé's text was not read`);
  }
  const { median, p95, n } = summarise(samples);
  return {
    file: name,
    KB: round(bytes / 1024),
    n,
    'p50 ms': median,
    'p95 ms': p95,
    'max ms': round(Math.max(...samples)),
  };
}
