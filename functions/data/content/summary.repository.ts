import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import type { ReportFile } from '../entities/report-file.entity.ts';
import { ReportLayoutEntity, ReportLayoutPatterns } from '../entities/report-layout.entity.ts';
import {
  type ServiceReport,
  ServiceReportPatterns,
  SUMMARY_SHARDS,
  serviceReportKey,
} from '../entities/service-report.entity.ts';
import { queryPattern } from '../query-pattern.ts';

/*
 * What the Summary reads and writes of reports and layouts (002 §2 Summary; brief §7). The rows are the sparse gsi3
 * of submitted reports, four shards read in parallel (service-report.entity.ts). Row flags are field updates
 * (`SET … ADD version :1`) conditioned on the report still being submitted, never a replacement, so a toggle never
 * loses an answer saved meanwhile and never resurrects an unsubmitted row.
 */

/** The attributes a Summary row is built from: not the keys, audit or storage attributes. */
const ROW_FIELDS = [
  'id',
  'reportId',
  'status',
  'service',
  'completedDate',
  'timeIn',
  'timeOut',
  'reportedHours',
  'comments',
  'clientComments',
  'answers',
  'pictureCount',
  'dateReportSubmitted',
  'released',
  'reviewedInternal',
  'reviewedClient',
  'reviewedClient2',
  'releaseNotes',
] as const;
const ROW_PROJECTION = {
  ProjectionExpression: ROW_FIELDS.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(ROW_FIELDS.map((field, i) => [`#f${i}`, field])),
};

/** Every submitted report of the layout, by service id: the four shards in parallel, items used as read. */
export function readSummaryReports(reportId: number): Promise<ServiceReport[]> {
  return readShards<ServiceReport>(reportId, ROW_PROJECTION);
}

/** The id and release flag of every submitted report of the layout (Release All reads no answers). */
export function readReleaseFlags(reportId: number): Promise<Pick<ServiceReport, 'id' | 'released'>[]> {
  return readShards(reportId, {
    ProjectionExpression: '#id, #released',
    ExpressionAttributeNames: { '#id': 'id', '#released': 'released' },
  });
}

async function readShards<T extends { id: number }>(
  reportId: number,
  projection: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> },
): Promise<T[]> {
  const shards = await Promise.all(
    Array.from({ length: SUMMARY_SHARDS }, async (_, shard) => {
      const found: T[] = [];
      for await (const item of queryPattern(ServiceReportPatterns, 'summaryShard', [reportId, shard], projection))
        found.push(item as unknown as T);
      return found;
    }),
  );
  return shards.flat().sort((a, b) => a.id - b.id);
}

/** The report of a service (strongly consistent: a toggle decides on it), or undefined. */
export async function getReport(serviceId: number): Promise<ServiceReport | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: env.tableName,
      Key: serviceReportKey(serviceId),
      ConsistentRead: true,
      ...ROW_PROJECTION,
    }),
  );
  return Item as ServiceReport | undefined;
}

export type SummaryFlagFields = Partial<
  Pick<ServiceReport, 'released' | 'reviewedInternal' | 'reviewedClient' | 'reviewedClient2' | 'releaseNotes'>
>;

export class ReportNotSubmittedError extends ConflictError {
  constructor(serviceId: number) {
    super(`Service report of service ${serviceId} is not submitted.`);
  }
}

/**
 * Sets the row's flags on a submitted report (409 when it is not, or no longer, submitted) and answers the report as
 * stored now. An empty `releaseNotes` removes them.
 */
export async function updateReportFlags(serviceId: number, fields: SummaryFlagFields, by: string) {
  const names: Record<string, string> = {
    '#status': 'status',
    '#modifiedAt': 'modifiedAt',
    '#modifiedBy': 'modifiedBy',
  };
  const values: Record<string, unknown> = {
    ':submitted': 'Submitted',
    ':one': 1,
    ':now': new Date().toISOString(),
    ':by': by,
  };
  const sets = ['#modifiedAt = :now', '#modifiedBy = :by'];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    names[`#${field}`] = field;
    if (value === '' || value === undefined) removes.push(`#${field}`);
    else {
      sets.push(`#${field} = :${field}`);
      values[`:${field}`] = value;
    }
  }
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: serviceReportKey(serviceId),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''} ADD version :one`,
        ConditionExpression: 'attribute_exists(pk) AND #status = :submitted',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as ServiceReport;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ReportNotSubmittedError(serviceId);
    throw error;
  }
}

/**
 * Releases one row for Release All: true when this call released it, false when it was released already or is no
 * longer submitted (a repeat, a concurrent Release All, an UnSubmit meanwhile), so counts never include a row twice.
 */
export async function releaseReport(serviceId: number, by: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: serviceReportKey(serviceId),
        UpdateExpression: 'SET released = :true, modifiedAt = :now, modifiedBy = :by ADD version :one',
        ConditionExpression: '#status = :submitted AND (attribute_not_exists(released) OR released = :false)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':submitted': 'Submitted',
          ':one': 1,
          ':now': new Date().toISOString(),
          ':by': by,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Shows or hides the completion chart to the client: a field update on the layout without a version bump, so the
 * builder's versioned save of the same layout is never refused because of it (report-layout.entity.ts).
 */
export async function setDisplayChartToClient(reportId: number, status: boolean): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: ReportLayoutEntity.key(reportId),
        UpdateExpression: 'SET displayCompletionChartToClient = :status',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':status': status },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new NotFoundError(`Report layout ${reportId} was not found.`);
    throw error;
  }
}

/** The ids of the jobs that have at least one layout (one Query of the layouts' partition, ids only). */
export async function jobIdsWithLayouts(): Promise<Set<number>> {
  const ids = new Set<number>();
  for await (const item of queryPattern(ReportLayoutPatterns, 'all', [], { ProjectionExpression: 'jobId' }))
    ids.add(Number(item.jobId));
  return ids;
}

/** The pictures of a service's report (its partition holds the service, the report and its few files). */
export async function listPicturesOfService(serviceId: number): Promise<ReportFile[]> {
  const pictures: ReportFile[] = [];
  for await (const item of queryPattern(ServiceReportPatterns, 'ofService', [serviceId], {
    FilterExpression: '#type = :file AND kind = :picture',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':file': 'reportFile', ':picture': 'picture' },
  }))
    pictures.push(item as unknown as ReportFile);
  return pictures;
}
