import { logsRoutes } from '@shelfline/shared/routes/logs.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { readLogFile } from '../../data/log-files.ts';

/** `GET logs/{id}`: the text of one log by name (names with path separators or `..` are refused by the schema). */
export const get = implement(logsRoutes.get, async ({ params }) => {
  const log = await readLogFile(params.id);
  if (!log) throw new NotFoundError(`Log ${params.id} was not found.`);
  return log;
});
