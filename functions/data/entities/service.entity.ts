import type { Keys } from '../entity.ts';

/**
 * Service: a job performed at a store — the live schedule (000 §3.6). The draft export creates them (not activated,
 * category Manual); the schedule screens (issue 6) list, activate, confirm and change them.
 *
 * | access pattern                                   | index | key                                                    |
 * |--------------------------------------------------|-------|--------------------------------------------------------|
 * | service by id                                    | table | pk `SERVICE#<id>`, sk `SERVICE`                        |
 * | services by earliest date (schedule lists, day)  | gsi1  | `SERVICEDAY#<earliestDate>` / `<id, 10 digits>`        |
 * | services of a draft (export undo, audit)         | gsi2  | `DRAFT#<draftId>#SERVICES` / `<id, 10 digits>`         |
 *
 * The schedule lists read one gsi1 partition per day of the window, in parallel (PERFORMANCE.md: day partitions
 * read in parallel beat one month partition). Each assigned worker also has a scheduled-work item in their own
 * partition (scheduled-work.entity.ts), written in the same batch as the service, with the service's id.
 *
 * Ids: one counter (`COUNTER#service`); an export takes a contiguous range, so undoing a failed export knows every
 * key it may have written without reading an index.
 */
export interface ServiceWorker {
  id: number;
  name: string;
  isTemporary: boolean;
}

export interface Service {
  id: number;
  draftId?: number;
  draftRowId?: number;
  /** The export that created it (undo of a failed export). */
  exportId?: string;
  retailerId: number;
  retailerName: string;
  storeId: number;
  storeNumber: number;
  storeName: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  jobId: number;
  jobNumber: string;
  jobProductId: number;
  productId?: number;
  productName: string;
  helperJobProductId?: number;
  helperJobNumber?: string;
  serviceTypeId: number;
  serviceType?: string;
  trait?: string;
  /** Hours allowed (the draft row's hours). */
  timeLimit: number;
  earliestDate: string;
  latestDate: string;
  /** The team lead. */
  merchandiserId?: number;
  merchandiser?: string;
  isTemporary: boolean;
  helpers: ServiceWorker[];
  category: 'Manual' | 'Online';
  isActivated: boolean;
  isSubmitted: boolean;
  isHighlighted: boolean;
}

export const SERVICE_TYPE = 'service';
export const serviceKey = (id: number): Keys => ({ pk: `SERVICE#${id}`, sk: 'SERVICE' });
export const servicesOfDayKey = (date: string) => `SERVICEDAY#${date}`;
export const servicesOfDraftKey = (draftId: number) => `DRAFT#${draftId}#SERVICES`;
const pad = (id: number) => String(id).padStart(10, '0');

export function serviceIndexKeys(service: Service): Record<string, string> {
  const keys: Record<string, string> = {
    gsi1pk: servicesOfDayKey(service.earliestDate),
    gsi1sk: pad(service.id),
  };
  if (service.draftId !== undefined) {
    keys.gsi2pk = servicesOfDraftKey(service.draftId);
    keys.gsi2sk = pad(service.id);
  }
  return keys;
}
