import { env } from '../../common/env.ts';
import type { ScheduledWork } from '../../data/entities/scheduled-work.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import { scheduledWork } from '../../data/people/worker-records.repository.ts';
import type { TransactItem } from '../../data/repository.ts';
import { workItem } from '../../data/schedule/services.repository.ts';

/*
 * A live service's scheduled-work rows (one per assigned worker, in the worker's partition: the Scheduled Work tab,
 * availability, employees/byJob read them) follow the service: whoever changes a service's workers, dates, hours or
 * activation, or deletes it, adds these items to the same transaction.
 */

/** The scheduled-work records a service implies: team lead first, then helpers; isSchedule = activated. */
export function workOfService(service: Service): ScheduledWork[] {
  const workers = [
    ...(service.merchandiserId === undefined ? [] : [{ id: service.merchandiserId, isTeamLead: true }]),
    ...service.helpers.map((h) => ({ id: h.id, isTeamLead: false })),
  ];
  return workers.map((worker) => ({
    id: service.id,
    employeeId: worker.id,
    retailerId: service.retailerId,
    retailer: service.retailerName,
    storeId: service.storeId,
    storeNumber: String(service.storeNumber),
    jobId: service.jobId,
    jobNumber: service.jobNumber,
    startDate: service.earliestDate,
    endDate: service.latestDate,
    hours: service.timeLimit,
    isSchedule: service.isActivated,
    isTeamLead: worker.isTeamLead,
  }));
}

const keyOf = (w: ScheduledWork) => scheduledWork.keysOf(w.employeeId, w);
const keyText = (w: ScheduledWork) => {
  const key = keyOf(w);
  return `${key.pk}|${key.sk}`;
};

/**
 * Items that turn the scheduled work of `before` into that of `after` ('delete' removes it all): rows whose key
 * stays are overwritten, others deleted or put — never a delete and a put of the same key (one transaction may
 * touch an item once). Unchanged rows are left alone.
 */
export function workChangeItems(before: Service | undefined, after: Service | 'delete', by: string): TransactItem[] {
  const old = before ? workOfService(before) : [];
  const next = after === 'delete' ? [] : workOfService(after);
  const oldByKey = new Map(old.map((w) => [keyText(w), w]));
  const nextKeys = new Set(next.map(keyText));
  const items: TransactItem[] = [];
  for (const w of old) {
    if (!nextKeys.has(keyText(w))) items.push({ Delete: { TableName: env.tableName, Key: keyOf(w) } });
  }
  for (const w of next) {
    const previous = oldByKey.get(keyText(w));
    if (previous && JSON.stringify(previous) === JSON.stringify(w)) continue;
    items.push({ Put: { TableName: env.tableName, Item: workItem(w, by) } });
  }
  return items;
}
