import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { implement } from '../../common/api-handler.ts';
import { allPrompts } from '../../data/ats/prompts.repository.ts';
import { promptSummary } from './prompt-rows.ts';

/** `GET ats/prompts`: the built-in keys (brief A7), stored or with their default text, without the text. */
export const listPrompts = implement(atsRoutes.listPrompts, async () => (await allPrompts()).map(promptSummary));
