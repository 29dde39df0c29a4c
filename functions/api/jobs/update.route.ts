import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { replaceJobProducts } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { jobRecord, productLines } from './job-record.ts';

/** PUT jobs/{id}: with the version it was read at; a given `products` list replaces the job's products. */
export const update = implement(jobsRoutes.update, async ({ params, body, auth }) => {
  const { products, version, ...fields } = body;
  await jobs.getOrThrow(params.id);
  const lines = products === undefined ? undefined : await productLines(products);
  const updated = await jobs.replace(await jobRecord(params.id, fields), version, auth.username);
  if (lines !== undefined) await replaceJobProducts(updated.id, lines, auth.username);
  return updated;
});
