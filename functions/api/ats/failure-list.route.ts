import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { failuresBetween } from '../../data/ats/ingestion.repository.ts';
import { failureWindow } from '../../domain/ats/ingestion/failure-window.ts';

/** `GET ats/failures`: the ingestion failures of a window (the last 7 days by default, at most 92), newest first. */
export const listFailures = implement(atsRoutes.listFailures, async ({ query }) => {
  const window = failureWindow(query);
  if ('field' in window) throw new BadRequestError({ [window.field]: [window.message] });
  const failures = await failuresBetween(window.fromUtc, window.toUtc);
  return failures.map(({ exceptionText, additionalJson, ...row }) => row);
});
