import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { getFailure as readFailure } from '../../data/ats/ingestion.repository.ts';

/** `GET ats/failures/{id}`: every field of one ingestion failure. */
export const getFailure = implement(atsRoutes.getFailure, async ({ params }) => {
  const failure = await readFailure(params.id);
  if (!failure) throw new NotFoundError('Failure not found.');
  return failure;
});
