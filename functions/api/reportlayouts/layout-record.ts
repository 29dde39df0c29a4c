import type { ReportLayoutValues } from '@shelfline/shared/contracts/report-layout.contract';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import { headersByIds, questionsByIds } from '../../data/content/questions.repository.ts';
import { layoutDatesGuard, layoutsOfJob } from '../../data/content/report-layouts.repository.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import { jobs, listProductsOfJob } from '../../data/master-data/master-data.repository.ts';
import type { TransactItem } from '../../data/repository.ts';
import { overlapMessage, overlappingLayout } from '../../domain/report-layouts/layout-dates.ts';
import { buildLayoutItems } from '../../domain/report-layouts/layout-items.ts';

/**
 * The layout a POST or PUT saves, checked (002 §5, brief §5c): the job exists, the product is one of its job
 * products, the items fit the library and the job, and no other active layout of the job product overlaps its dates
 * (409). `stored` is the layout being edited (its item ids are kept; inactive entries already there may stay).
 * `guards` go into the write's transaction (layoutDatesGuard: concurrent writers of one job product).
 */
export async function layoutRecord(
  id: number,
  body: ReportLayoutValues,
  stored?: Pick<ReportLayout, 'details' | 'nextDetailId' | 'jobProductId'>,
): Promise<{ record: ReportLayout; guards: TransactItem[] }> {
  const [job, jobProducts] = await Promise.all([jobs.get(body.jobId), listProductsOfJob(body.jobId)]);
  if (!job) throw new BadRequestError({ jobId: [`Job ${body.jobId} was not found.`] });
  const jobProduct = jobProducts.find((p) => p.id === body.jobProductId);
  if (!jobProduct) throw new BadRequestError({ jobProductId: ["Product must be one of the job's products."] });

  const [questions, headers] = await Promise.all([
    questionsByIds(body.details.filter((d) => !d.isHeader).map((d) => d.questionId)),
    headersByIds(body.details.filter((d) => d.isHeader).map((d) => d.questionId)),
  ]);
  const built = buildLayoutItems(body.details, {
    jobId: job.id,
    questions,
    headers,
    existing: stored?.details ?? [],
    nextDetailId: stored?.nextDetailId ?? 1,
  });
  if (Object.keys(built.errors).length > 0) throw new BadRequestError(built.errors);

  const record: ReportLayout = {
    id,
    jobId: job.id,
    jobNumber: job.jobNumber,
    productId: jobProduct.productId,
    jobProductId: jobProduct.id,
    product: jobProduct.product,
    description: body.description,
    clientCommentsLabel: body.clientCommentsLabel ?? '',
    serviceFromDate: body.serviceFromDate,
    serviceToDate: body.serviceToDate,
    matchDateRange: body.matchDateRange,
    photosRequired: body.photosRequired,
    signoffRequired: body.signoffRequired,
    deficiencyFormRequired: body.deficiencyFormRequired,
    releaseRequired: body.releaseRequired,
    displayCompletionChartToClient: body.displayCompletionChartToClient,
    inactive: body.inactive,
    details: built.items,
    nextDetailId: built.nextDetailId,
  };
  // Read before the check, so a layout of the product written meanwhile refuses this write.
  const productIds = [...new Set([record.jobProductId, ...(stored ? [stored.jobProductId] : [])])];
  const guards = await Promise.all(productIds.map(layoutDatesGuard));
  const overlap = overlappingLayout(record, await layoutsOfJob(job.id));
  if (overlap) throw new ConflictError(overlapMessage(overlap));
  return { record, guards };
}
