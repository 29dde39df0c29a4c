/**
 * The demo's service content (issue 15): the question library, headers per job, monthly report layouts for the
 * demo's jobs and products, and a report for every submitted or saved demo service that a layout covers, so the
 * Report Builder, the Service Report modal and the Summary all have something on `npm start`. Pure and seeded like
 * the rest of the demo (generate.ts): same input, same output.
 *
 * Golden Leaf Beverages (the `cust` login's supplier) gets release-required layouts with about half of the rows
 * released and a third client-reviewed, and one layout showing its completion chart to the client.
 */
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { Question, QuestionAnswer } from '../../functions/data/entities/question.entity.ts';
import type { QuestionHeader } from '../../functions/data/entities/question-header.entity.ts';
import { type ReportFile, reportFileId } from '../../functions/data/entities/report-file.entity.ts';
import type { ReportLayout, ReportLayoutItem } from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import type { ServiceReport, ServiceReportAnswer } from '../../functions/data/entities/service-report.entity.ts';
import type { Supplier } from '../../functions/data/entities/supplier.entity.ts';
import { reportedServiceOf } from '../../functions/domain/service-reports/reported-service.ts';
import { reportedHoursOf } from '../../shared/src/service-report-rules.ts';
import { demoShelfPicture, demoSignOffSheet } from './demo-pictures.ts';
import { createRandom, type Random } from './random.ts';

export interface DemoServiceContent {
  questions: Question[];
  questionHeaders: QuestionHeader[];
  reportLayouts: ReportLayout[];
  serviceReports: ServiceReport[];
  /** Pictures of some reports; their bytes are `demoShelfPicture(seedOf(file))`, put in the files bucket on load. */
  reportFiles: ReportFile[];
}

/** Question texts and their answers; the answers after `|` flag a row in the Summary. An empty list: free text. */
const QUESTION_SEEDS: readonly [string, readonly string[], readonly string[]][] = [
  ['Was the display built to planogram?', ['Yes', 'Partly'], ['No']],
  ['Shelf condition on arrival', ['Good', 'Fair'], ['Poor', 'Empty']],
  ['Were out-of-stocks found?', ['No'], ['Yes']],
  ['Were price tags correct?', ['Yes', 'Not checked'], ['No']],
  ['Was product rotated (FIFO)?', ['Yes'], ['No']],
  ['Number of facings after the visit', ['1-2', '3-4', '5 or more'], []],
  ['Was the secondary display in place?', ['Yes', 'Not in this store'], ['No']],
  ['Was damaged product removed?', ['Yes', 'None found'], ['No']],
  ['Did the store manager sign off?', ['Yes'], ['No', 'Manager not available']],
  ['Were promotional materials installed?', ['Yes', 'Not required'], ['No']],
  ['Backstock level', ['None', 'Low', 'Medium'], ['High']],
  ['Was the cooler door clean and lit?', ['Yes', 'No cooler'], ['No']],
  ['Were competitor products on our shelf space?', ['No'], ['Yes']],
  ['Was an order placed?', ['Yes', 'Not needed'], ['No']],
  ['Describe anything the client should know', [], []],
  ['Store contact name', [], []],
  ['Was the end cap set?', ['Yes', 'Not in this store'], ['No']],
  ['Were expired products found?', ['No'], ['Yes']],
  ['Were shelf strips replaced?', ['Yes', 'Not needed'], ['No']],
  ['Overall store compliance', ['Excellent', 'Good'], ['Poor']],
];

const HEADER_TEXTS = ['On arrival', 'Shelf and display', 'Before leaving'];

/** Months of layouts around the demo's services (they lie from 8 weeks before to 8 weeks after today). */
const MONTHS_BEFORE = 2;
const MONTHS_AFTER = 1;

export function generateServiceContent(input: {
  seed: number;
  today: string;
  jobs: readonly Job[];
  services: readonly Service[];
  suppliers: readonly Supplier[];
}): DemoServiceContent {
  const random = createRandom(input.seed + 15);
  const questions = QUESTION_SEEDS.map(([text, plain, flagging], i): Question => {
    const answers: QuestionAnswer[] = [...plain, ...flagging].map((answerText, a) => ({ answerId: a + 1, answerText }));
    return { id: i + 1, text, isInactive: false, answers, nextAnswerId: answers.length + 1 };
  });
  const flaggingOf = new Map(
    QUESTION_SEEDS.map(([, plain, flagging], i) => [i + 1, flagging.map((_, f) => plain.length + f + 1)]),
  );

  const jobsWithServices = input.jobs.filter((job) => input.services.some((s) => s.jobId === job.id));
  const questionHeaders: QuestionHeader[] = [];
  for (const job of jobsWithServices)
    for (const text of HEADER_TEXTS)
      questionHeaders.push({ id: questionHeaders.length + 1, jobId: job.id, text, isInactive: false });

  const glb = input.suppliers.find((s) => s.code === 'GLB');
  const reportLayouts: ReportLayout[] = [];
  let chartShown = false;
  for (const job of jobsWithServices) {
    const isClientFacing = job.supplierId === glb?.id;
    // A job in ten has no layout: its services show "No Report Layout Assigned".
    if (job.id % 10 === 7 && !isClientFacing) continue;
    const products = uniqueProducts(input.services.filter((s) => s.jobId === job.id));
    const headers = questionHeaders.filter((h) => h.jobId === job.id);
    for (const product of products) {
      const picked = random.sample(questions, random.int(5, 8));
      for (let m = -MONTHS_BEFORE; m <= MONTHS_AFTER; m++) {
        const [from, to] = monthOf(input.today, m);
        const showChart: boolean = isClientFacing && !chartShown;
        chartShown ||= showChart;
        reportLayouts.push({
          id: reportLayouts.length + 1,
          jobId: job.id,
          jobNumber: job.jobNumber,
          productId: product.productId ?? 0,
          jobProductId: product.jobProductId,
          product: product.productName,
          description: `${job.description} · ${product.productName} · ${from.slice(0, 7)}`,
          clientCommentsLabel: isClientFacing ? 'Notes for Golden Leaf' : 'Client Comments',
          serviceFromDate: from,
          serviceToDate: to,
          matchDateRange: false,
          photosRequired: false,
          signoffRequired: false,
          deficiencyFormRequired: false,
          releaseRequired: isClientFacing || job.id % 3 === 0,
          displayCompletionChartToClient: showChart,
          inactive: false,
          details: layoutItems(picked, headers, flaggingOf),
          nextDetailId: picked.length + headers.length + 1,
        });
      }
    }
  }

  const serviceReports: ServiceReport[] = [];
  for (const service of input.services) {
    if (!service.isActivated || !(service.isSubmitted || service.isSaved)) continue;
    const layout = layoutOf(service, reportLayouts);
    if (!layout) continue;
    const isClientFacing =
      service.jobId !== undefined && input.jobs.find((j) => j.id === service.jobId)?.supplierId === glb?.id;
    serviceReports.push(demoReport(random, service, layout, flaggingOf, isClientFacing));
  }
  const reportFiles = demoPictures(
    random,
    serviceReports,
    new Set(input.jobs.filter((j) => j.supplierId === glb?.id).map((j) => j.id)),
  );
  return { questions, questionHeaders, reportLayouts, serviceReports, reportFiles };
}

/**
 * One to three pictures for one report in four of the customer's supplier, for merch's reports and for one report
 * in thirty of the others (each is an object to put on the first start: a few hundred keep it quick).
 */
function demoPictures(random: Random, reports: ServiceReport[], clientJobs: ReadonlySet<number>): ReportFile[] {
  const files: ReportFile[] = [];
  for (const report of reports) {
    const wanted = clientJobs.has(report.service.jobId)
      ? report.id % 4 === 0
      : report.service.merchandiserId === 4 || report.id % 30 === 0;
    if (!wanted) continue;
    const count = random.int(1, 3);
    for (let n = 1; n <= count; n++) {
      const uuid = `demo-${report.id}-${n}`;
      const file: ReportFile = {
        id: reportFileId(report.id, 'picture', uuid),
        serviceId: report.id,
        kind: 'picture',
        path: `service-reports/${report.id}/pictures/${uuid}.png`,
        fileName: `IMG_${String(report.id % 10000).padStart(4, '0')}_${n}.png`,
        contentType: 'image/png',
        size: 0,
      };
      file.size = demoFileBytes(file, report.service.storeName).length;
      files.push(file);
    }
    report.pictureCount = count;
    // The customer's reports with pictures also carry their store's sign-off sheet.
    if (clientJobs.has(report.service.jobId) && report.status === 'Submitted') {
      const sheet: ReportFile = {
        id: reportFileId(report.id, 'signoff'),
        serviceId: report.id,
        kind: 'signoff',
        path: `service-reports/${report.id}/signoff/demo-${report.id}.pdf`,
        fileName: `Sign-off ${report.service.storeNumber}.pdf`,
        contentType: 'application/pdf',
        size: 0,
      };
      sheet.size = demoFileBytes(sheet, report.service.storeName).length;
      files.push(sheet);
    }
  }
  return files;
}

/** The bytes of a demo report file: a shelf picture, or a sign-off sheet naming the store. */
export function demoFileBytes(file: ReportFile, storeName: string): Buffer {
  return file.kind === 'picture' ? demoShelfPicture(pictureSeedOf(file)) : demoSignOffSheet(file.serviceId, storeName);
}

/** The seed of a demo picture's bytes: its service and number (`demo-<serviceId>-<n>`). */
export function pictureSeedOf(file: ReportFile): number {
  return file.serviceId * 3 + Number(file.path.split('-').pop()?.split('.')[0]);
}

function uniqueProducts(services: readonly Service[]) {
  const byId = new Map<number, { jobProductId: number; productId?: number; productName: string }>();
  for (const s of services)
    if (!byId.has(s.jobProductId))
      byId.set(s.jobProductId, { jobProductId: s.jobProductId, productId: s.productId, productName: s.productName });
  return [...byId.values()].sort((a, b) => a.jobProductId - b.jobProductId);
}

/** Headers first (one section title), then the questions; every question on the client summary but the last. */
function layoutItems(
  picked: readonly Question[],
  headers: readonly QuestionHeader[],
  flaggingOf: ReadonlyMap<number, number[]>,
): ReportLayoutItem[] {
  const items: ReportLayoutItem[] = [];
  const header = headers[1];
  if (header)
    items.push({
      detailId: 1,
      questionId: header.id,
      questionText: header.text,
      answers: [],
      isHeader: true,
      displaySequence: 1,
      allowComments: false,
      onClientSummary: false,
      flaggedItems: [],
      summaryHeading: header.text,
    });
  picked.forEach((question, i) => {
    items.push({
      detailId: items.length + 1,
      questionId: question.id,
      questionText: question.text,
      answers: question.answers,
      isHeader: false,
      displaySequence: items.length + 1,
      allowComments: question.answers.length > 0,
      onClientSummary: i < picked.length - 1,
      flaggedItems: flaggingOf.get(question.id) ?? [],
      summaryHeading: question.text.slice(0, 60),
    });
  });
  return items;
}

/** The layout a service gets (brief §5c, matchDateRange off): same job and product, earliest date in the window. */
function layoutOf(service: Service, layouts: readonly ReportLayout[]): ReportLayout | undefined {
  return layouts.find(
    (l) =>
      l.jobId === service.jobId &&
      l.jobProductId === service.jobProductId &&
      l.serviceFromDate <= service.earliestDate &&
      service.earliestDate <= l.serviceToDate,
  );
}

function demoReport(
  random: Random,
  service: Service,
  layout: ReportLayout,
  flaggingOf: ReadonlyMap<number, number[]>,
  isClientFacing: boolean,
): ServiceReport {
  const submitted = service.isSubmitted;
  const answers: ServiceReportAnswer[] = [];
  for (const item of layout.details) {
    if (item.isHeader) continue;
    // A saved report is half done.
    if (!submitted && random.chance(0.5)) continue;
    if (item.answers.length === 0) {
      answers.push({ questionId: item.questionId, textValue: random.pick(FREE_TEXTS) });
      continue;
    }
    const flagging = flaggingOf.get(item.questionId) ?? [];
    const plain = item.answers.filter((a) => !flagging.includes(a.answerId));
    const answer =
      flagging.length > 0 && random.chance(0.05)
        ? item.answers.find((a) => a.answerId === flagging[0])
        : random.pick(plain);
    if (!answer) continue;
    answers.push({
      questionId: item.questionId,
      answerId: answer.answerId,
      answerText: answer.answerText,
      ...(item.allowComments && random.chance(0.1) ? { comments: random.pick(COMMENTS) } : {}),
    });
  }
  const startHour = random.int(8, 14);
  const minutes = Math.round(service.timeLimit * 60 * random.float(0.7, 1.2, 2));
  const timeIn = `${String(startHour).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
  const timeOut = addMinutes(timeIn, Math.max(15, minutes));
  const released = submitted && (isClientFacing ? random.chance(0.5) : random.chance(0.3));
  return {
    id: service.id,
    reportId: layout.id,
    status: submitted ? 'Submitted' : 'Saved',
    service: reportedServiceOf(service),
    completedDate: service.completedDate,
    timeIn,
    timeOut,
    reportedHours: reportedHoursOf(timeIn, timeOut),
    comments: random.chance(0.4) ? random.pick(COMMENTS) : undefined,
    clientComments: random.chance(0.3) ? random.pick(CLIENT_COMMENTS) : undefined,
    answers,
    pictureCount: 0,
    dateReportSubmitted: submitted ? service.dateReportSubmitted : undefined,
    submittedBy: submitted ? service.merchandiser : undefined,
    released,
    reviewedInternal: submitted && random.chance(0.4),
    reviewedClient: released && isClientFacing && random.chance(0.6),
    reviewedClient2: released && isClientFacing && random.chance(0.2),
  };
}

const FREE_TEXTS = [
  'All good',
  'Manager asked for more stock next week',
  'Shelf reset done',
  'Display moved to aisle 4',
];
const COMMENTS = ['Backroom was locked for 20 minutes', 'Store was busy', 'Two facings short', 'New manager on site'];
const CLIENT_COMMENTS = ['Display looks great', 'Store requests more POS material', 'Competitor promotion next door'];

function monthOf(today: string, offset: number): [string, string] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  const last = new Date(Date.UTC(year, month + offset, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 45, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
