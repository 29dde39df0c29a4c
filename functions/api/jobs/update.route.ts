import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { refuseRemovingUsedJobProducts, replaceJobProducts } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { jobRecord, productLines } from './job-record.ts';

/** PUT jobs/{id}: with the version it was read at; a given `products` list replaces the job's products. */
export const update = implement(jobsRoutes.update, async ({ params, body, auth }) => {
  const { products, version, ...fields } = body;
  await jobs.getOrThrow(params.id);
  const lines = products === undefined ? undefined : await productLines(products);
  // Refused before the job's own fields are written, so a refused edit changes nothing.
  if (lines !== undefined) await refuseRemovingUsedJobProducts(params.id, lines);
  const updated = await jobs.replace(await jobRecord(params.id, fields), version, auth.username);
  if (lines !== undefined) await replaceJobProducts(updated.id, lines, auth.username);
  return updated;
});
