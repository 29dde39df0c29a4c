import type { KindResult, KindRun } from '../produce-export.ts';

// Being built (issue 19, S3): the kind's file from its button's own code.
export async function produceScheduleExport(run: KindRun): Promise<KindResult> {
  throw new Error(`${run.schedule.kind} exports are not built yet.`);
}
