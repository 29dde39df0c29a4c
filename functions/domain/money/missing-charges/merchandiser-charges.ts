import type {
  CreateMissingChargesResult,
  MissingMerchandiserCharge,
} from '@shelfline/shared/contracts/missing-charges.contract';
import { inLanes } from '../../../data/batch.ts';
import type { PayRateOverride } from '../../../data/entities/pay-rate-override.entity.ts';
import type { ServiceSummary } from '../../../data/entities/service.entity.ts';
import { employees } from '../../../data/people/people.repository.ts';
import { payRateOverrides } from '../../../data/people/worker-records.repository.ts';
import { readSummariesOfDays } from '../../../data/schedule/schedule.repository.ts';
import { chargeService, completedDateOf, isChargeable } from '../charge-service.ts';
import { resolvePayRate } from '../pay-rate.ts';
import { runCreationStep } from './stepwise.ts';
import { lookbackStart, windowOf } from './window.ts';

/*
 * Missing merchandiser charges (brief §2.6, A31): services with a merchandiser, completed (or, Manual without a
 * report, ended) from fromDate to today, whose team lead has no charge. Everything is read from the compact
 * summaries (the `isCharged` bit, state flags, dates, reported hours, the service's own pay rate), never from charges
 * or full services; only the workers' rates and overrides are read, once per merchandiser, for the rate preview.
 */

interface Worker {
  hourlyRate?: number;
  overrides: PayRateOverride[];
}

async function workersOf(ids: readonly number[]): Promise<Map<number, Worker>> {
  const found = new Map<number, Worker>();
  await inLanes([...new Set(ids)], 8, async (id) => {
    const [employee, overrides] = await Promise.all([employees.get(id), payRateOverrides.list(id)]);
    found.set(id, { hourlyRate: employee?.hourlyRate, overrides });
  });
  return found;
}

function rowOf(service: ServiceSummary, worker: Worker | undefined): MissingMerchandiserCharge {
  const completedDate = completedDateOf(service);
  const rate = resolvePayRate({
    serviceRate: service,
    overrides: worker?.overrides ?? [],
    workerHourlyRate: worker?.hourlyRate,
    jobId: service.jobId,
    productId: service.productId,
    serviceTypeId: service.serviceTypeId,
    completedDate,
  });
  return {
    serviceId: service.id,
    merchandiserId: service.merchandiserId as number,
    merchandiser: service.merchandiser ?? `Worker ${service.merchandiserId}`,
    jobId: service.jobId,
    jobNumber: service.jobNumber,
    store: `${service.storeNumber} - ${service.storeName}`,
    retailer: service.retailerName,
    category: service.category,
    completedDate,
    dateReportSubmitted: service.dateReportSubmitted,
    hours: service.reportedHours ?? service.timeLimit,
    hourlyRate: rate.payratePerHour,
    flatRate: rate.payrateFlat,
    isActivated: service.isActivated,
    isSubmitted: service.isSubmitted,
    isExported: false,
  };
}

export async function listMissingMerchandiserCharges(fromDate?: string) {
  const { from, to } = windowOf(fromDate);
  if (from > to) return { fromDate: from, items: [] };
  const summaries = await readSummariesOfDays(lookbackStart(from), to);
  const services = summaries.filter((s) => {
    const done = completedDateOf(s);
    return s.merchandiserId !== undefined && !s.isCharged && isChargeable(s, to) && done >= from && done <= to;
  });
  const workers = await workersOf(services.map((s) => s.merchandiserId as number));
  const items = services
    .map((s) => rowOf(s, workers.get(s.merchandiserId as number)))
    .sort((a, b) => a.completedDate.localeCompare(b.completedDate) || a.serviceId - b.serviceId);
  return { fromDate: from, items };
}

/** One step of creating the selected services' charges (chargeService each; already charged ones are counted). */
export function createMissingMerchandiserCharges(
  serviceIds: readonly number[],
  by: string,
  budgetMs?: number,
): Promise<CreateMissingChargesResult> {
  return runCreationStep(
    serviceIds,
    async (id) => {
      const { created, existing } = await chargeService(id, by);
      return { created: created.length, existing: existing.length };
    },
    budgetMs,
  );
}
