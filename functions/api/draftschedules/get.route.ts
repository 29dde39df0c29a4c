import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { loadDraft } from '../../data/drafts/drafts.repository.ts';
import { draftOf } from './draft-view.ts';

/** GET draftSchedules/{id}: the draft with its stores and jobs (one Query of its partition). */
export const get = implement(draftSchedulesRoutes.get, async ({ params }) => draftOf(await loadDraft(params.id)));
