import type { JobProduct as JobProductOut, JobValues } from '@shelfline/shared/contracts/job.contract';
import { BadRequestError } from '../../common/http-errors.ts';
import type { Job } from '../../data/entities/job.entity.ts';
import type { JobProduct } from '../../data/entities/job-product.entity.ts';
import { listServiceTypes, products, retailers, suppliers } from '../../data/master-data/master-data.repository.ts';

type JobFields = Omit<JobValues, 'products'>;

/** Builds the stored job from the form: retailer and supplier must exist, their names are copied. */
export async function jobRecord(id: number, input: JobFields): Promise<Job> {
  const [retailer, supplier] = await Promise.all([retailers.get(input.retailerId), suppliers.get(input.supplierId)]);
  const errors: Record<string, string[]> = {};
  if (!retailer) errors.retailerId = [`Retailer ${input.retailerId} was not found.`];
  if (!supplier) errors.supplierId = [`Supplier ${input.supplierId} was not found.`];
  if (!retailer || !supplier) throw new BadRequestError(errors);
  return {
    id,
    jobNumber: input.jobNumber,
    description: input.description,
    hourlyRate: input.hourlyRate,
    retailerId: retailer.id,
    retailer: retailer.name,
    supplierId: supplier.id,
    supplier: supplier.name,
    isInactive: input.isInactive,
    ...(input.startDate ? { startDate: input.startDate } : {}),
    ...(input.endDate ? { endDate: input.endDate } : {}),
  };
}

/** Checks the product lines of the form (every product and service type must exist) and names them. */
export async function productLines(
  lines: readonly { productId: number; serviceTypeId: number }[],
): Promise<Omit<JobProduct, 'id' | 'jobId'>[]> {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const [found, serviceTypes] = await Promise.all([
    Promise.all(productIds.map((id) => products.get(id))),
    listServiceTypes(),
  ]);
  const byId = new Map(found.filter((p) => p !== undefined).map((p) => [p.id, p]));
  const types = new Map(serviceTypes.map((s) => [s.id, s]));
  const errors: Record<string, string[]> = {};
  lines.forEach((line, i) => {
    if (!byId.has(line.productId)) errors[`products.${i}.productId`] = [`Product ${line.productId} was not found.`];
    if (!types.has(line.serviceTypeId))
      errors[`products.${i}.serviceTypeId`] = [`Service type ${line.serviceTypeId} was not found.`];
  });
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  return lines.map((line) => {
    const product = byId.get(line.productId);
    const serviceType = types.get(line.serviceTypeId);
    return {
      productId: line.productId,
      product: product?.description1 ?? '',
      productCode: product?.code,
      serviceTypeId: line.serviceTypeId,
      serviceType: serviceType?.name,
    };
  });
}

/** Fills product code and service type name on rows saved before they were copied (demo data). */
export async function withNames(rows: readonly JobProduct[]): Promise<JobProductOut[]> {
  const missing = rows.some((r) => r.productCode === undefined || r.serviceType === undefined);
  if (!missing) return rows.map(strip);
  const [serviceTypes, found] = await Promise.all([
    listServiceTypes(),
    Promise.all(
      [...new Set(rows.filter((r) => r.productCode === undefined).map((r) => r.productId))].map((id) =>
        products.get(id),
      ),
    ),
  ]);
  const types = new Map(serviceTypes.map((s) => [s.id, s.name]));
  const codes = new Map(found.filter((p) => p !== undefined).map((p) => [p.id, p.code]));
  return rows.map((r) =>
    strip({
      ...r,
      productCode: r.productCode ?? codes.get(r.productId),
      serviceType: r.serviceType ?? types.get(r.serviceTypeId),
    }),
  );
}

function strip(row: JobProduct): JobProductOut {
  return {
    id: row.id,
    jobId: row.jobId,
    productId: row.productId,
    product: row.product,
    productCode: row.productCode,
    serviceTypeId: row.serviceTypeId,
    serviceType: row.serviceType,
  };
}
