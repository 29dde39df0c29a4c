import type { Service } from '../../data/entities/service.entity.ts';
import type { ReportedService } from '../../data/entities/service-report.entity.ts';

/** What a report keeps of its service (copied at each save), so the Summary and its exceptions need no lookup. */
export function reportedServiceOf(service: Service): ReportedService {
  return {
    jobId: service.jobId,
    jobNumber: service.jobNumber,
    productId: service.productId,
    jobProductId: service.jobProductId,
    storeId: service.storeId,
    storeNumber: service.storeNumber,
    storeName: service.storeName,
    retailerName: service.retailerName,
    trait: service.trait,
    merchandiserId: service.merchandiserId,
    merchandiser: service.merchandiser,
    earliestDate: service.earliestDate,
    latestDate: service.latestDate,
    timeLimit: service.timeLimit,
  };
}
