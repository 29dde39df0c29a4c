import { ALL_CIRS_MERCHANDISERS, ALL_MANUAL_MERCHANDISERS } from '@shelfline/shared/contracts/report.contract';
import { listAllEmployees } from '../../data/people/employees.repository.ts';

/*
 * The merchandiser picker of the work reports (002 §2; brief A28): All Merchandisers (null or absent), All Manual (-1:
 * workers paid through manual payroll, `isOnlinePayrol` false), All CIRS (-2: online payroll), or one worker's id.
 */

/** Whether a row of worker `id` passes the choice; `undefined` ids (no merchandiser yet) pass All Merchandisers only. */
export type MerchandiserTest = (id: number | undefined) => boolean;

/** The test of `choice`; -1 and -2 read the workers once (one Query of the workers partition, a few hundred). */
export async function merchandiserTestOf(choice: number | null | undefined): Promise<MerchandiserTest> {
  if (choice === null || choice === undefined) return () => true;
  if (choice > 0) return (id) => id === choice;
  const online = choice === ALL_CIRS_MERCHANDISERS;
  if (!online && choice !== ALL_MANUAL_MERCHANDISERS) return () => false;
  const ids = new Set(
    (await listAllEmployees()).filter((worker) => (worker.isOnlinePayrol === true) === online).map((w) => w.id),
  );
  return (id) => id !== undefined && ids.has(id);
}
