import { addDays } from '../../functions/common/dates.ts';
import { putItems } from '../../functions/data/batch.ts';
import { type Question, QuestionEntity } from '../../functions/data/entities/question.entity.ts';
import {
  type ReportLayout,
  ReportLayoutEntity,
  type ReportLayoutItem,
} from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { type ServiceReport, ServiceReportEntity } from '../../functions/data/entities/service-report.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { putNewServices } from '../../functions/data/schedule/services.repository.ts';
import { newService } from '../../functions/domain/schedule/new-service.ts';
import { reportedServiceOf } from '../../functions/domain/service-reports/reported-service.ts';
import type { DemoData } from '../demo/generate.ts';
import { createRandom } from '../demo/random.ts';

/*
 * The Summary's bench range (issue 15): one layout of 30 questions over a month of 2039 (no demo or test data
 * there), `reports` submitted services of one job and product with a report each (every question answered, one
 * answer in twenty flagged, comments on some), and `open` services of the same range without a report (the
 * incomplete count). Written with the product's own builders, in lanes.
 */
export interface SummaryBenchRange {
  jobId: number;
  reportId: number;
  serviceIds: number[];
  /** Services of the range without a report (the incomplete count). */
  openServiceIds: number[];
  /** Live services of a past month with a layout of their own and no report: the save and submit bench's. */
  writableServiceIds: number[];
  questionIds: number[];
}

export const BENCH_QUESTIONS = 30;
const FROM = '2039-03-01';

/** A past month for the save and submit bench: a submitted report's completed date may not lie ahead. */
const WRITABLE_FROM = '2020-01-01';

export async function seedSummaryRange(
  demo: Pick<DemoData, 'stores' | 'jobs' | 'jobProducts' | 'retailers' | 'employees' | 'products'>,
  counts: { reports: number; open: number; writable: number },
): Promise<SummaryBenchRange> {
  const random = createRandom(15);
  const jobProduct = demo.jobProducts.find((p) => demo.jobs.find((j) => j.id === p.jobId && !j.isInactive));
  const job = demo.jobs.find((j) => j.id === jobProduct?.jobId);
  if (!job || !jobProduct) throw new Error('no active demo job with a product');
  const stores = demo.stores.filter((s) => s.retailerId === job.retailerId);
  const worker = demo.employees.find((e) => e.code === 'merch');
  if (!worker) throw new Error('no merch worker');
  const retailerName = demo.retailers.find((r) => r.id === job.retailerId)?.name ?? '';

  const firstQuestion = await nextId('question', BENCH_QUESTIONS);
  const questions: Question[] = Array.from({ length: BENCH_QUESTIONS }, (_, i) => ({
    id: firstQuestion + i,
    text: `Bench question ${i + 1}: was shelf ${i + 1} set to plan?`,
    isInactive: false,
    answers: [
      { answerId: 1, answerText: 'Yes' },
      { answerId: 2, answerText: 'Partly' },
      { answerId: 3, answerText: 'No' },
    ],
    nextAnswerId: 4,
  }));
  const details: ReportLayoutItem[] = questions.map((q, i) => ({
    detailId: i + 1,
    questionId: q.id,
    questionText: q.text,
    answers: q.answers,
    isHeader: false,
    displaySequence: i + 1,
    allowComments: true,
    onClientSummary: i % 3 !== 2,
    flaggedItems: [3],
    summaryHeading: `Shelf ${i + 1}`,
  }));
  const layoutOver = async (from: string, description: string): Promise<ReportLayout> => ({
    id: await nextId('reportLayout'),
    jobId: job.id,
    jobNumber: job.jobNumber,
    productId: jobProduct.productId,
    jobProductId: jobProduct.id,
    product: jobProduct.product,
    description,
    clientCommentsLabel: 'Client Comments',
    serviceFromDate: from,
    serviceToDate: addDays(from, 30),
    matchDateRange: false,
    photosRequired: false,
    signoffRequired: false,
    deficiencyFormRequired: false,
    releaseRequired: true,
    displayCompletionChartToClient: true,
    inactive: false,
    details,
    nextDetailId: details.length + 1,
  });
  const layout = await layoutOver(FROM, 'Bench range');
  const writableLayout = await layoutOver(WRITABLE_FROM, 'Bench reports to write');
  const audit = firstAudit('bench');
  await putItems([
    ...questions.map((q) => toItem(QuestionEntity, q, audit)),
    toItem(ReportLayoutEntity, layout, audit),
    toItem(ReportLayoutEntity, writableLayout, audit),
  ] as never[]);

  const total = counts.reports + counts.open + counts.writable;
  const firstService = await nextId('service', total);
  const services: Service[] = Array.from({ length: total }, (_, i) => {
    const earliestDate = addDays(i < counts.reports + counts.open ? FROM : WRITABLE_FROM, i % 28);
    const service = newService({
      id: firstService + i,
      store: stores[i % stores.length] as (typeof stores)[number],
      retailerName,
      job,
      jobProduct,
      earliestDate,
      latestDate: addDays(earliestDate, 2),
      timeLimit: 2,
      merchandiser: { id: worker.id, name: `${worker.firstName} ${worker.lastName}` },
      isActivated: true,
    });
    if (i < counts.reports) {
      service.isSubmitted = true;
      service.isSaved = true;
      service.completedDate = earliestDate;
      service.dateReportSubmitted = `${earliestDate}T18:00:00.000Z`;
    }
    return service;
  });
  for (let i = 0; i < services.length; i += 1000) await putNewServices(services.slice(i, i + 1000), 'bench');

  const reports: ServiceReport[] = services.slice(0, counts.reports).map((service) => ({
    id: service.id,
    reportId: layout.id,
    status: 'Submitted',
    service: reportedServiceOf(service),
    completedDate: service.completedDate,
    timeIn: '09:00',
    timeOut: '11:00',
    reportedHours: 2,
    comments: random.chance(0.3) ? 'Backroom was locked for 20 minutes' : undefined,
    clientComments: random.chance(0.3) ? 'Store requests more POS material' : undefined,
    answers: questions.map((q) => {
      const answer = random.chance(0.05) ? q.answers[2] : random.pick(q.answers.slice(0, 2));
      return {
        questionId: q.id,
        answerId: answer?.answerId,
        answerText: answer?.answerText,
        ...(random.chance(0.1) ? { comments: 'Two facings short' } : {}),
      };
    }),
    pictureCount: random.int(0, 3),
    dateReportSubmitted: service.dateReportSubmitted,
    submittedBy: 'merch',
    released: false,
    reviewedInternal: false,
    reviewedClient: false,
    reviewedClient2: false,
  }));
  await putItems(reports.map((r) => toItem(ServiceReportEntity, r, audit)) as never[], { lanes: 8 });
  return {
    jobId: job.id,
    reportId: layout.id,
    serviceIds: reports.map((r) => r.id),
    openServiceIds: services.slice(counts.reports, counts.reports + counts.open).map((s) => s.id),
    writableServiceIds: services.slice(counts.reports + counts.open).map((s) => s.id),
    questionIds: questions.map((q) => q.id),
  };
}
