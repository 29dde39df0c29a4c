import type { JobTrait } from '../../data/entities/job-trait.entity.ts';

/** Planogram id and code as given (planograms are a later family); null or empty clears them. */
export function planogram(body: { planogramId?: number | null; planogramCode?: string | null }): Partial<JobTrait> {
  return {
    ...(body.planogramId ? { planogramId: body.planogramId } : {}),
    ...(body.planogramCode ? { planogramCode: body.planogramCode } : {}),
  };
}
