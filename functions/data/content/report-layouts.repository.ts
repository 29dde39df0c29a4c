import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { counterKey } from '../entities/counter.entity.ts';
import type { ReportLayout } from '../entities/report-layout.entity.ts';
import { ReportLayoutEntity, ReportLayoutPatterns } from '../entities/report-layout.entity.ts';
import { type ReportedService, ServiceReportPatterns } from '../entities/service-report.entity.ts';
import type { Audit } from '../entity.ts';
import { countPattern, queryPattern } from '../query-pattern.ts';
import { createRepository, type TransactItem } from '../repository.ts';

/*
 * Report layouts (002 §2 Report layouts). Access patterns are documented in report-layout.entity.ts; the reports of
 * a layout are read through ServiceReportPatterns.ofLayout (service-report.entity.ts).
 */
export const reportLayouts = createRepository(ReportLayoutEntity, ReportLayoutPatterns);

/** One layout with its items, or undefined. */
export const getReportLayout = (id: number) => reportLayouts.get(id);

/** Every layout of a job, by from date (a service's layout, the Summary's report ranges): one bounded partition. */
export const layoutsOfJob = (jobId: number) => reportLayouts.queryAll('ofJob', jobId);

/** Every layout (the builder's list): one partition of a few hundred layouts, in job number and from date order. */
export const listAllLayouts = () => reportLayouts.queryAll('all');

/**
 * The layouts whose items use a question (or, with `isHeader`, a header). No index lists layouts by question: the
 * items are embedded in the layouts, and the layouts are a few hundred in one partition (pattern `all`), so reading
 * them and looking at their items in memory is one Query of a few pages — cheaper than keeping an item per
 * (question, layout) in step with every layout save. Questions are deleted or edited rarely.
 */
export async function layoutsUsing(questionId: number, isHeader: boolean): Promise<(ReportLayout & Audit)[]> {
  const all = await listAllLayouts();
  return all.filter((l) => l.details.some((d) => d.questionId === questionId && d.isHeader === isHeader));
}

/** Does the job have layouts (one Query of Limit 1; a job with layouts is not deleted)? */
export async function jobHasLayouts(jobId: number): Promise<boolean> {
  const page = await reportLayouts.query('ofJob', [jobId], { limit: 1 });
  return page.items.length > 0;
}

/** How many reports (saved or submitted) use the layout: a COUNT Query of its reports' index, page after page. */
export function reportCountOfLayout(id: number): Promise<number> {
  return countPattern(ServiceReportPatterns, 'ofLayout', [id]);
}

/** What a structural edit of a layout must keep valid for each of its reports: the service's dates and what was answered. */
export interface LayoutReportFacts {
  serviceId: number;
  service: Pick<ReportedService, 'earliestDate' | 'latestDate'>;
  answeredQuestionIds: number[];
}

/** The reports of a layout, reduced to the facts a structural edit is checked against (a projection, no photos). */
export async function reportFactsOfLayout(id: number): Promise<LayoutReportFacts[]> {
  const facts: LayoutReportFacts[] = [];
  for await (const item of queryPattern(ServiceReportPatterns, 'ofLayout', [id], {
    ProjectionExpression: 'id, #service.earliestDate, #service.latestDate, answers',
    ExpressionAttributeNames: { '#service': 'service' },
  })) {
    const report = item as {
      id: number;
      service?: Partial<ReportedService>;
      answers?: { questionId: number; answerId?: number; textValue?: string }[];
    };
    facts.push({
      serviceId: report.id,
      service: { earliestDate: report.service?.earliestDate ?? '', latestDate: report.service?.latestDate ?? '' },
      answeredQuestionIds: (report.answers ?? [])
        .filter((a) => a.answerId !== undefined || (a.textValue ?? '') !== '')
        .map((a) => a.questionId),
    });
  }
  return facts;
}

/**
 * Two layouts of one job product saved at the same moment could each pass the overlap check (a read) before the
 * other is written. Every layout write therefore raises a counter of its job product in the same transaction,
 * conditioned on the value read before the check: of two concurrent writers one is refused (409) and saves again on
 * fresh data. (The check reads the job's layouts on an index; its lag is milliseconds, not a request's length.)
 */
export async function layoutDatesGuard(jobProductId: number): Promise<TransactItem> {
  const key = counterKey(`reportLayoutDates#${jobProductId}`);
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: key, ConsistentRead: true }),
  );
  const read = Item === undefined ? undefined : Number(Item.value);
  return {
    Update: {
      TableName: env.tableName,
      Key: key,
      UpdateExpression: 'ADD #value :one',
      ConditionExpression: read === undefined ? 'attribute_not_exists(pk)' : '#value = :read',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1, ...(read === undefined ? {} : { ':read': read }) },
    },
  };
}

/** A layout write refused by its dates guard answers 409 (someone saved a layout of the product meanwhile). */
export async function guardedLayoutWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw new ConflictError(
        'Another report layout of this product was saved at the same time. Save again to check its dates.',
      );
    throw error;
  }
}
