import type { StoreTrait } from '@shelfline/shared/contracts/trait.contract';
import { listStoreTraitsOfStore, listTraitsOfJob } from '../../data/master-data/jobs.repository.ts';

/** The store's traits for the job, with each trait's description joined from the job's traits (2 Queries). */
export async function traitsOfStore(storeId: number, jobId: number): Promise<StoreTrait[]> {
  const [rows, traits] = await Promise.all([listStoreTraitsOfStore(storeId, jobId), listTraitsOfJob(jobId)]);
  const descriptions = new Map(traits.map((t) => [t.id, t.traitDescription]));
  return rows
    .map((r) => ({
      id: r.id,
      jobId: r.jobId,
      traitId: r.traitId,
      storeId: r.storeId,
      traitDescription: descriptions.get(r.traitId) ?? '',
    }))
    .sort((a, b) => a.traitDescription.localeCompare(b.traitDescription));
}
