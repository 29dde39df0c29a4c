import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { replaceJobProducts } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';
import { jobRecord, productLines } from './job-record.ts';

/** POST jobs: the job (job number unique, atomically) and then its products. */
export const create = implement(jobsRoutes.create, async ({ body, auth }) => {
  const { products, ...fields } = body;
  const lines = await productLines(products ?? []);
  const record = await jobRecord(await nextId(jobs.entity.name), fields);
  const created = await jobs.create(record, auth.username);
  if (lines.length > 0) await replaceJobProducts(created.id, lines, auth.username);
  return respond(201, created);
});
