import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { promptOf } from '../../data/ats/prompts.repository.ts';
import { promptRecord } from './prompt-rows.ts';

/** `GET ats/prompts/{key}`: a built-in key's prompt, stored or its default (404 for any other key). */
export const getPrompt = implement(atsRoutes.getPrompt, async ({ params }) => {
  const prompt = await promptOf(params.key);
  if (!prompt) throw new NotFoundError(`Prompt ${params.key} does not exist.`);
  return promptRecord(prompt);
});
