import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { prompts } from '../../data/ats/prompts.repository.ts';
import { promptRecord } from './prompt-rows.ts';

/**
 * `PUT ats/prompts/{key}`: the trimmed text (1-20,000 characters) with the version read (stale: 409). Keys are
 * seeded: an unknown key answers 404 and is never created (brief §6a call 27).
 */
export const updatePrompt = implement(atsRoutes.updatePrompt, async ({ params, body, auth }) => {
  const current = await prompts.getOrThrow(params.key, 'prompt');
  return promptRecord(await prompts.replace({ id: current.id, prompt: body.prompt }, body.version, auth.username));
});
