import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { createDraftHead } from '../../data/drafts/drafts.repository.ts';
import { retailers } from '../../data/master-data/master-data.repository.ts';
import { toDraft } from './draft-view.ts';

/** POST draftSchedules: a name and an existing retailer; the draft starts In Progress with no stores or jobs. */
export const create = implement(draftSchedulesRoutes.create, async ({ body, auth }) => {
  const retailer = await retailers.get(body.retailerId);
  if (!retailer) throw new BadRequestError({ retailerId: [`Retailer ${body.retailerId} was not found.`] });
  const head = await createDraftHead(
    { name: body.name, retailerId: retailer.id, retailer: retailer.name, isInactive: body.isInactive },
    auth.username,
  );
  return respond(201, toDraft(head, { head, headVersion: head.version, headChanged: false, blocks: new Map() }));
});
