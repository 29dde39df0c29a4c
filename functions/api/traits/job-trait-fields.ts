import { BadRequestError } from '../../common/http-errors.ts';
import { planograms } from '../../data/content/planograms.repository.ts';
import type { JobTrait } from '../../data/entities/job-trait.entity.ts';

/**
 * The trait's planogram (brief §3e): `planogramId` must name a planogram, active unless the trait already shows it
 * (an inactive planogram is not offered, but a trait keeps the one it has); the code is copied from the planogram,
 * never taken from the body. Null or absent clears it.
 */
export async function planogram(
  body: { planogramId?: number | null },
  current?: Pick<JobTrait, 'planogramId'>,
): Promise<Partial<JobTrait>> {
  if (!body.planogramId) return {};
  const found = await planograms.get(body.planogramId);
  if (!found) throw new BadRequestError({ planogramId: [`Planogram ${body.planogramId} was not found.`] });
  if (found.inactive && current?.planogramId !== found.id)
    throw new BadRequestError({ planogramId: [`Planogram ${found.planogramCode} is inactive.`] });
  return { planogramId: found.id, planogramCode: found.planogramCode };
}
