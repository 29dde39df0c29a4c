import { getPlanogramHeads } from '../../data/content/orders.repository.ts';
import type { Planogram } from '../../data/entities/planogram.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import { listStoreTraitsOfStore, listTraitsOfJob } from '../../data/master-data/jobs.repository.ts';

/*
 * The planogram a service orders against (brief §8c, O1):
 * 1. the job trait of the service's job whose description equals the service's trait (trimmed, case-insensitive)
 *    and whose planogram is active;
 * 2. otherwise the store's traits for the job, when exactly one planogram among them is active;
 * 3. otherwise none (only a No Count Required submit is possible).
 * The result is frozen on the order when it is created (order-lines.ts), so a later trait edit never moves an order.
 */

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export async function planogramOfService(
  service: Pick<Service, 'jobId' | 'storeId' | 'trait'>,
): Promise<Planogram | undefined> {
  const [jobTraits, storeTraits] = await Promise.all([
    listTraitsOfJob(service.jobId),
    listStoreTraitsOfStore(service.storeId, service.jobId),
  ]);
  const withPlanogram = jobTraits.filter((t) => t.planogramId !== undefined && t.planogramId !== null);
  const heads = await getPlanogramHeads(withPlanogram.map((t) => Number(t.planogramId)));
  const activeOf = (planogramId: number | undefined) => {
    const head = planogramId === undefined ? undefined : heads.get(planogramId);
    return head && !head.inactive ? head : undefined;
  };
  if (service.trait?.trim()) {
    const byTrait = withPlanogram.find((t) => same(t.traitDescription, service.trait) && activeOf(t.planogramId));
    if (byTrait) return activeOf(byTrait.planogramId);
  }
  const ofStore = new Set(storeTraits.map((t) => t.traitId));
  const active = new Map<number, Planogram>();
  for (const trait of withPlanogram) {
    const head = ofStore.has(trait.id) ? activeOf(trait.planogramId) : undefined;
    if (head) active.set(head.id, head);
  }
  return active.size === 1 ? [...active.values()][0] : undefined;
}
