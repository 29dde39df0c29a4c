import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { createApiHandler } from '../../common/api-handler.ts';

/**
 * The `ats` family: recruiting (002 §2 HR, §7 Recruiting): job postings, scoring criteria and keywords, prompts,
 * applicants and their actions, files and duplications, ingestion failures. Routes not listed yet answer 501.
 */
export const handler = createApiHandler({
  routes: Object.values(atsRoutes),
  implementations: [],
});
