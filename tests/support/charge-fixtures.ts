import type { Service } from '../../functions/data/entities/service.entity.ts';
import {
  getService,
  replaceServiceItem,
  writeServiceTransaction,
} from '../../functions/data/schedule/schedule.repository.ts';
import { createTestServices, type TestServiceOptions } from './services.ts';

/*
 * Services ready to be charged (chargeService, Missing Charges): a submitted service with its report's completed
 * date and hours written onto it, as the service-report submit leaves it, without driving a report layout.
 */

/** One service on `day` (submitted and activated unless `options` say otherwise), then `changes` written onto it. */
export async function doneService(
  day: string,
  options: Partial<TestServiceOptions> = {},
  changes: Partial<Service> = {},
): Promise<Service> {
  const [created] = await createTestServices(1, {
    earliestDate: day,
    latestDate: day,
    isActivated: true,
    isSubmitted: true,
    ...options,
  });
  const stored = await getService((created as Service).id);
  if (!stored) throw new Error('service not written');
  const after = { ...stored, ...changes };
  await writeServiceTransaction([replaceServiceItem(stored, after, 'test', new Date().toISOString())], [stored.id], []);
  return after;
}
