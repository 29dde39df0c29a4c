import type {
  PayRateOverride,
  PayRateOverrideInputSchema,
} from '@shelfline/shared/contracts/employee-pay-rate-override.contract';
import type * as z from 'zod';
import { BadRequestError } from '../../common/http-errors.ts';
import type { PayRateOverride as PayRateOverrideRecord } from '../../data/entities/pay-rate-override.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { jobs, products, serviceTypes } from '../../data/master-data/master-data.repository.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { getWorker } from './workers.ts';

type Input = z.output<typeof PayRateOverrideInputSchema>;
type Stored = PayRateOverrideRecord & Audit;

interface Names {
  job?: string;
  product?: string;
  serviceType?: string;
}

/** The override `overrideId` of worker `id` (404 for an unknown worker or another worker's override). */
export async function overrideOf(id: number, overrideId: number): Promise<Stored> {
  await getWorker(id);
  return payRateOverrides.getOrThrow(id, overrideId);
}

/** Checks that the job, product and service type exist (400 naming the field) and answers the record to store. */
export async function resolveOverride(
  employeeId: number,
  overrideId: number,
  input: Input,
): Promise<PayRateOverrideRecord> {
  const [job, product, serviceType] = await Promise.all([
    input.jobId === undefined ? undefined : jobs.get(input.jobId),
    input.productId === undefined ? undefined : products.get(input.productId),
    input.serviceTypeId === undefined ? undefined : serviceTypes.get(input.serviceTypeId),
  ]);
  const errors: Record<string, string[]> = {};
  if (input.jobId !== undefined && !job) errors.jobId = [`Job ${input.jobId} was not found.`];
  if (input.productId !== undefined && !product) errors.productId = [`Product ${input.productId} was not found.`];
  if (input.serviceTypeId !== undefined && !serviceType)
    errors.serviceTypeId = [`Service type ${input.serviceTypeId} was not found.`];
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  return {
    id: overrideId,
    employeeId,
    jobId: input.jobId,
    productId: input.productId,
    serviceTypeId: input.serviceTypeId,
    startDate: input.startDate,
    endDate: input.endDate,
    rateFlat: input.rateFlat,
    ratePerHour: input.ratePerHour,
  };
}

/** Stored overrides with the names of their job, product and service type (one read per distinct id). */
export async function toOverrides(records: readonly Stored[]): Promise<PayRateOverride[]> {
  const distinct = <K extends 'jobId' | 'productId' | 'serviceTypeId'>(key: K) => [
    ...new Set(records.map((r) => r[key]).filter((v): v is number => v !== undefined)),
  ];
  const [jobNames, productNames, serviceTypeNames] = await Promise.all([
    namesBy(distinct('jobId'), async (id) => {
      const job = await jobs.get(id);
      return job ? `${job.jobNumber} - ${job.description}` : undefined;
    }),
    namesBy(distinct('productId'), async (id) => (await products.get(id))?.description1),
    namesBy(distinct('serviceTypeId'), async (id) => (await serviceTypes.get(id))?.name),
  ]);
  return records.map((r) =>
    toOverride(r, {
      job: r.jobId === undefined ? undefined : jobNames.get(r.jobId),
      product: r.productId === undefined ? undefined : productNames.get(r.productId),
      serviceType: r.serviceTypeId === undefined ? undefined : serviceTypeNames.get(r.serviceTypeId),
    }),
  );
}

export async function toPayRateOverride(record: Stored): Promise<PayRateOverride> {
  const [dto] = await toOverrides([record]);
  return dto as PayRateOverride;
}

function toOverride(r: Stored, names: Names): PayRateOverride {
  return {
    payRateOverrideID: r.id,
    employeeId: r.employeeId,
    jobId: r.jobId,
    job: names.job,
    productId: r.productId,
    product: names.product,
    serviceTypeId: r.serviceTypeId,
    serviceType: names.serviceType,
    startDate: r.startDate,
    endDate: r.endDate,
    rateFlat: r.rateFlat,
    ratePerHour: r.ratePerHour,
    version: r.version,
  };
}

async function namesBy(ids: readonly number[], name: (id: number) => Promise<string | undefined>) {
  const names = await Promise.all(ids.map(async (id) => [id, await name(id)] as const));
  return new Map(names.filter((n): n is readonly [number, string] => n[1] !== undefined));
}
