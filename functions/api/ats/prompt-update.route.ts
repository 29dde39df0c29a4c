import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { isPromptKey, savePrompt } from '../../data/ats/prompts.repository.ts';
import { promptRecord } from './prompt-rows.ts';

/**
 * `PUT ats/prompts/{key}`: the trimmed text (1-20,000 characters) with the version read (stale: 409). Only the
 * built-in keys exist (brief A7): a key never saved is created by its first save; any other key answers 404.
 */
export const updatePrompt = implement(atsRoutes.updatePrompt, async ({ params, body, auth }) => {
  if (!isPromptKey(params.key)) throw new NotFoundError(`Prompt ${params.key} does not exist.`);
  return promptRecord(await savePrompt(params.key, body.prompt, body.version, auth.username));
});
