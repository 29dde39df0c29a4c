import { BadRequestError } from '../../common/http-errors.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';

/** A header belongs to an existing job (400 naming `jobId` otherwise). */
export async function checkHeaderJob(jobId: number): Promise<void> {
  if (!(await jobs.get(jobId))) throw new BadRequestError({ jobId: [`Job ${jobId} was not found.`] });
}
