import type { ScheduledWork } from '../../data/entities/scheduled-work.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import type { RowContext } from './row-context.ts';

/*
 * Export (000 §2.5): every row of a Completed draft becomes a live Service, and every worker on it a scheduled-work
 * record in the worker's partition with the service's id. Pure: the ids are handed in (a contiguous range taken
 * from the `service` counter), and rows are numbered in row-id order, so the same draft and first id always give
 * the same keys — which is how a failed or crashed export is undone without reading an index.
 */

export interface ExportedDraft {
  services: Service[];
  /** One record per assigned worker (team lead first), keyed by `employeeId`. */
  work: ScheduledWork[];
}

/** The rows of a draft in export order (row id). */
export const exportOrder = (rows: readonly RowContext[]) => [...rows].sort((a, b) => a.row.id - b.row.id);

/**
 * Services and scheduled work of `rows` (all of ONE draft), ids from `firstServiceId` on. Dates: the row's start
 * and end (a Completed draft has them); hours: the row's hours as the service's time limit and each worker's hours.
 */
export function servicesOfRows(
  rows: readonly RowContext[],
  firstServiceId: number,
  exportId: string,
  serviceTypeNames: ReadonlyMap<number, string> = new Map(),
): ExportedDraft {
  const result: ExportedDraft = { services: [], work: [] };
  exportOrder(rows).forEach(({ draft, row, store, job }, index) => {
    if (!row.startDate || !row.endDate) throw new Error(`Service row ${row.id} has no dates and cannot be exported.`);
    const id = firstServiceId + index;
    const ordered = [...row.workers].sort((a, b) => Number(b.isTeamLead) - Number(a.isTeamLead));
    const lead = ordered.find((w) => w.isTeamLead);
    const helpers = ordered.filter((w) => w !== lead);
    const serviceType =
      serviceTypeNames.get(row.serviceTypeId) ??
      (row.serviceTypeId === job.serviceTypeId ? job.serviceType : undefined);
    result.services.push({
      id,
      draftId: draft.id,
      draftRowId: row.id,
      exportId,
      retailerId: draft.retailerId,
      retailerName: draft.retailer,
      storeId: store.storeId,
      storeNumber: store.storeNumber,
      storeName: `${draft.retailer} ${store.storeNumber}`,
      provinceId: store.provinceId,
      province: store.province,
      cityId: store.cityId,
      city: store.city,
      jobId: job.jobId,
      jobNumber: job.jobNumber,
      jobProductId: job.jobProductId,
      productId: job.productId,
      productName: job.product,
      ...(job.helperJobProductId === undefined
        ? {}
        : { helperJobProductId: job.helperJobProductId, helperJobNumber: job.helperJobNumber }),
      serviceTypeId: row.serviceTypeId,
      ...(serviceType === undefined ? {} : { serviceType }),
      ...(row.trait ? { trait: row.trait } : {}),
      timeLimit: row.hours,
      earliestDate: row.startDate,
      latestDate: row.endDate,
      ...(lead ? { merchandiserId: lead.id, merchandiser: lead.name } : {}),
      isTemporary: lead?.isTemporary ?? false,
      helpers: helpers.map((w) => ({ id: w.id, name: w.name, isTemporary: w.isTemporary })),
      category: 'Manual',
      isActivated: false,
      isSubmitted: false,
      isHighlighted: false,
    });
    for (const worker of ordered) {
      result.work.push({
        id,
        employeeId: worker.id,
        retailerId: draft.retailerId,
        retailer: draft.retailer,
        storeId: store.storeId,
        storeNumber: String(store.storeNumber),
        jobId: job.jobId,
        jobNumber: job.jobNumber,
        startDate: row.startDate,
        endDate: row.endDate,
        hours: row.hours,
        isSchedule: false,
        isTeamLead: worker === lead,
      });
    }
  });
  return result;
}
