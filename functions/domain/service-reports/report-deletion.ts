import { deleteObject } from '../../common/aws/s3-objects.ts';
import { env } from '../../common/env.ts';
import { logger } from '../../common/logger.ts';
import { readServicePartition, reportDeleteItems } from '../../data/content/service-reports.repository.ts';
import type { TransactItem } from '../../data/repository.ts';
import { inLanes } from '../../data/schedule/services.repository.ts';

/*
 * What deleting a service (`DELETE schedule`, never a submitted one) takes with it: its saved report and file items,
 * in the service's transaction, and then the files' objects (brief R9, §6e). An object left behind by a failed
 * delete is logged; the files bucket keeps nothing reachable for it.
 */

export async function reportDeletion(serviceId: number): Promise<{ items: TransactItem[]; paths: string[] }> {
  const partition = await readServicePartition(serviceId);
  return { items: reportDeleteItems(partition), paths: partition.files.map((file) => file.path) };
}

export async function deleteReportObjects(paths: readonly string[]): Promise<void> {
  const bucket = env.bucket('filesBucket');
  await inLanes([...paths], 4, async (key) => {
    await deleteObject({ bucket, key }).catch((error: unknown) =>
      logger.warn('Report file object not deleted', { key, error }),
    );
  });
}
