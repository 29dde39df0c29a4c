import { getMail } from '../../functions/data/ats/ingestion.repository.ts';
import { type InboxObject, putInbox, resumeMail } from './ats-mail.ts';
import { runInChild } from './child-process.ts';
import type { BenchRow } from './measure.ts';

/** What scripts/bench/ats-memory-child.ts prints. */
interface WorkerMemory {
  mails: number;
  failures: number;
  ms: number;
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  startHeapMb: number;
  peakHeapMb: number;
  endHeapMb: number;
  maxRssMb: number;
}

/** Lambda's batch for the ingestion queue (its event source's batch size). */
const BATCH = 10;

/**
 * Issue 20's worker memory: the ingestion worker's handler in a process of its own over `batches` batches of 10
 * mails with 2-page PDF résumés (a burst as the worker receives it), then over one mail with a 5,000-page PDF (the
 * most hostile size a real file reaches; the reader stops at 10 pages). The mails are stored in the inbox bucket
 * without notifications, so only the child's worker reads them.
 */
export async function benchWorkerMemory(options: { alias: string; run: string; batches: number }): Promise<BenchRow[]> {
  const burst: InboxObject[][] = [];
  for (let b = 0; b < options.batches; b++) {
    const batch: InboxObject[] = [];
    for (let i = 0; i < BATCH; i++) {
      const n = 200_000 + b * BATCH + i;
      batch.push(
        await putInbox(`incoming/bench-${options.run}-mem-${n}.eml`, await resumeMail(n, options.run, options.alias)),
      );
    }
    burst.push(batch);
  }
  const huge = await putInbox(
    `incoming/bench-${options.run}-mem-5000-pages.eml`,
    await resumeMail(300_000, options.run, options.alias, 5_000),
  );
  const finished = async (objects: InboxObject[]) => {
    const mails = await Promise.all(objects.map((o) => getMail(`${o.bucket}/${o.key}`)));
    return mails.filter((mail) => mail?.status === 'done' && mail.applicantId).length;
  };
  const measure = async (name: string, batches: InboxObject[][]) =>
    row(
      name,
      await runInChild<WorkerMemory>('scripts/bench/ats-memory-child.ts', { batches }),
      await finished(batches.flat()),
    );
  return [
    await measure(`${options.batches} batches of ${BATCH} mails, 2-page PDFs`, burst),
    await measure('1 mail, a 5,000-page PDF', [[huge]]),
  ];
}

function row(name: string, measured: WorkerMemory, applicants: number): BenchRow {
  // Every mail must have become an applicant, or the memory measured is that of a refusal.
  if (measured.failures > 0 || applicants !== measured.mails)
    throw new Error(`${name}: ${measured.failures} records failed, ${applicants} of ${measured.mails} mails done`);
  return {
    measure: `ingestion worker: ${name}`,
    'total ms': measured.ms,
    'RSS start / peak / after GC (MB)': `${measured.startRssMb} / ${measured.peakRssMb} / ${measured.endRssMb}`,
    'main heap start / peak / after GC (MB)': `${measured.startHeapMb} / ${measured.peakHeapMb} / ${measured.endHeapMb}`,
    'maxRSS MB': measured.maxRssMb,
  };
}
