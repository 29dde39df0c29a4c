import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { serviceTypes } from '../../data/master-data/master-data.repository.ts';
import { applyJobSettings } from '../../domain/drafts/generate-rows.ts';
import { putRow, rowsOf } from '../../domain/drafts/row-blocks.ts';
import { draftJobOrThrow, jobProductsOfRetailer, mainJobFields } from './draft-references.ts';
import { draftOf } from './draft-view.ts';

/**
 * PUT draftSchedules/{draftId}/jobs/{jobId}: the job's product (a job product of an active job of the draft's
 * retailer, not already another job of the draft), its helper job (a job product of the retailer's jobs, optional)
 * and its service type (must exist). A changed service type is applied to every row of the job (one transaction);
 * the rows' job and helper job are read from the draft job, so they follow at once. The date range is kept.
 */
export const updateJob = implement(draftSchedulesRoutes.updateJob, async ({ params, body, auth }) => {
  const { draft } = await mutateDraft(params.draftId, auth.username, async (loaded) => {
    const current = draftJobOrThrow(loaded, params.jobId);
    const ids = [body.jobProductId, ...(body.helperJobProductId === undefined ? [] : [body.helperJobProductId])];
    const [found, serviceType] = await Promise.all([
      jobProductsOfRetailer(loaded.head.retailerId, ids),
      serviceTypes.get(body.serviceTypeId),
    ]);
    const errors: Record<string, string[]> = {};
    const main = found.get(body.jobProductId);
    if (!main || (main.jobIsInactive && main.jobProductId !== current.jobProductId))
      errors.jobProductId = [`Job product ${body.jobProductId} is not a product of an active job of this retailer.`];
    else if (loaded.head.jobs.some((j) => j.id !== current.id && j.jobProductId === body.jobProductId))
      errors.jobProductId = ['This job product is already in the draft.'];
    const helper = body.helperJobProductId === undefined ? undefined : found.get(body.helperJobProductId);
    if (body.helperJobProductId !== undefined && !helper)
      errors.helperJobProductId = [`Job product ${body.helperJobProductId} is not a product of this retailer's jobs.`];
    if (!serviceType) errors.serviceTypeId = [`Service type ${body.serviceTypeId} was not found.`];
    if (!main || !serviceType || Object.keys(errors).length > 0) throw new BadRequestError(errors);

    const next: DraftJob = {
      ...mainJobFields(main),
      id: current.id,
      serviceTypeId: serviceType.id,
      serviceType: serviceType.name,
      ...(helper ? { helperJobProductId: helper.jobProductId, helperJobNumber: helper.jobNumber } : {}),
      ...(current.startDate ? { startDate: current.startDate } : {}),
      ...(current.endDate ? { endDate: current.endDate } : {}),
    };
    loaded.head.jobs = loaded.head.jobs.map((j) => (j.id === current.id ? next : j));
    loaded.headChanged = true;
    if (next.serviceTypeId !== current.serviceTypeId)
      for (const { row } of [...rowsOf(loaded)]) {
        if (row.draftJobId !== current.id) continue;
        const changed = applyJobSettings(row, { serviceTypeId: next.serviceTypeId });
        if (changed) putRow(loaded, changed);
      }
  });
  return draftOf(draft);
});
