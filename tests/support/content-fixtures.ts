/*
 * Question, layout and report fixtures for the service report and Summary tests, written straight into the local
 * DynamoDB with the product's own entities (toItem), so a test sets up a layout with n questions and reports in any
 * state in one call, without driving the builder or the modal:
 *
 *   const [service] = await createTestServices(1, { earliestDate: month.day(3), isActivated: true, merchandiserId: 4 });
 *   const layout = await putTestLayout(service, { from: month.from, to: month.to, questions: 3 });
 *   await putTestReport(service, layout, { status: 'Submitted' });
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { QuestionEntity } from '../../functions/data/entities/question.entity.ts';
import {
  type ReportLayout,
  ReportLayoutEntity,
  type ReportLayoutItem,
} from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import {
  type ServiceReport,
  type ServiceReportAnswer,
  ServiceReportEntity,
} from '../../functions/data/entities/service-report.entity.ts';
import { type EntityDefinition, firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { reportedServiceOf } from '../../functions/domain/service-reports/reported-service.ts';

const put = <T extends { id: number | string }>(entity: EntityDefinition<T>, record: T) =>
  documentClient().send(new PutCommand({ TableName: env.tableName, Item: toItem(entity, record, firstAudit('test')) }));

export interface TestLayoutOptions {
  from: string;
  to: string;
  /** Choice questions (answers Yes / No / N/A; "No" flagged), then one free-text question when `freeText`. */
  questions?: number;
  freeText?: boolean;
  /** Items on the client summary: every question by default. */
  onClientSummary?: (index: number) => boolean;
  layout?: Partial<ReportLayout>;
}

/** A layout for the service's job and product over from..to, with its questions in the library. */
export async function putTestLayout(
  service: Pick<Service, 'jobId' | 'jobNumber' | 'jobProductId' | 'productId' | 'productName'>,
  options: TestLayoutOptions,
): Promise<ReportLayout> {
  const choiceCount = options.questions ?? 2;
  const count = choiceCount + (options.freeText ? 1 : 0);
  const firstQuestion = await nextId('question', count);
  const details: ReportLayoutItem[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstQuestion + i;
    const isChoice = i < choiceCount;
    const answers = isChoice
      ? [
          { answerId: 1, answerText: 'Yes' },
          { answerId: 2, answerText: 'No' },
          { answerId: 3, answerText: 'N/A' },
        ]
      : [];
    const text = isChoice ? `Question ${id}: shelf full?` : `Question ${id}: what did you see?`;
    await put(QuestionEntity, { id, text, isInactive: false, answers, nextAnswerId: answers.length + 1 });
    details.push({
      detailId: i + 1,
      questionId: id,
      questionText: text,
      answers,
      isHeader: false,
      displaySequence: i + 1,
      allowComments: true,
      onClientSummary: options.onClientSummary?.(i) ?? true,
      flaggedItems: isChoice ? [2] : [],
      summaryHeading: `Q${id}`,
    });
  }
  const layout: ReportLayout = {
    id: await nextId('reportLayout'),
    jobId: service.jobId,
    jobNumber: service.jobNumber,
    productId: service.productId ?? 0,
    jobProductId: service.jobProductId,
    product: service.productName,
    description: `Test layout ${options.from}`,
    clientCommentsLabel: 'Client Comments',
    serviceFromDate: options.from,
    serviceToDate: options.to,
    matchDateRange: false,
    photosRequired: false,
    signoffRequired: false,
    deficiencyFormRequired: false,
    releaseRequired: false,
    displayCompletionChartToClient: false,
    inactive: false,
    details,
    nextDetailId: details.length + 1,
    ...options.layout,
  };
  await put(ReportLayoutEntity, layout);
  return layout;
}

/** A report of the service on the layout: every choice question answered "Yes" unless `answers` says otherwise. */
export async function putTestReport(
  service: Service,
  layout: ReportLayout,
  report: Partial<ServiceReport> = {},
): Promise<ServiceReport> {
  const answers: ServiceReportAnswer[] = layout.details
    .filter((item) => !item.isHeader)
    .map((item) =>
      item.answers.length > 0
        ? { questionId: item.questionId, answerId: 1, answerText: 'Yes' }
        : { questionId: item.questionId, textValue: 'All good' },
    );
  const status = report.status ?? 'Submitted';
  const record: ServiceReport = {
    id: service.id,
    reportId: layout.id,
    status,
    service: reportedServiceOf(service),
    completedDate: service.earliestDate,
    timeIn: '09:00',
    timeOut: '10:30',
    reportedHours: 1.5,
    comments: 'Shelf reset',
    clientComments: 'Looks good',
    answers,
    pictureCount: 0,
    ...(status === 'Submitted' ? { dateReportSubmitted: `${service.earliestDate}T12:00:00.000Z` } : {}),
    released: false,
    reviewedInternal: false,
    reviewedClient: false,
    reviewedClient2: false,
    ...report,
  };
  await put(ServiceReportEntity, record);
  return record;
}
