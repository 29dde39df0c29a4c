import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { retryFailure as retry } from '../../domain/ats/ingestion/retry.ts';

/**
 * `POST ats/failures/{id}/retry` (brief A5): sends the failure's e-mail through the pipeline again; 202 with the
 * failure (retryOutcome `pending`), 409 when its code or its mail's state does not allow it (domain/ats/ingestion/retry.ts).
 */
export const retryFailure = implement(atsRoutes.retryFailure, async ({ params, auth }) =>
  respond(202, await retry(params.id, auth.username)),
);
