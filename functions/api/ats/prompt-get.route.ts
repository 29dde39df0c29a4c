import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { prompts } from '../../data/ats/prompts.repository.ts';
import { promptRecord } from './prompt-rows.ts';

/** `GET ats/prompts/{key}`: the prompt with its text (404 for a key that was never seeded). */
export const getPrompt = implement(atsRoutes.getPrompt, async ({ params }) =>
  promptRecord(await prompts.getOrThrow(params.key, 'prompt')),
);
