import {
  getService,
  replaceServiceItem,
  ServiceConflictError,
  writeServiceTransaction,
} from '../../data/schedule/schedule.repository.ts';

/*
 * The service's `isCharged` flag (brief §1.2): Missing Charges reads it from the compact summaries, so it must follow
 * the team lead's charge. Written right after the charges (not in their transaction: the charge's uniqueness marker
 * is the truth, the flag is its index), idempotently, retried on a concurrent edit of the service.
 */

const ATTEMPTS = 5;

export async function setServiceCharged(serviceId: number, isCharged: boolean, by: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const service = await getService(serviceId);
    if (!service || (service.isCharged === true) === isCharged) return;
    try {
      // The flag changes no counted state: no count deltas.
      await writeServiceTransaction(
        [replaceServiceItem(service, { ...service, isCharged }, by, new Date().toISOString())],
        [serviceId],
        [],
      );
      return;
    } catch (error) {
      if (!(error instanceof ServiceConflictError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
