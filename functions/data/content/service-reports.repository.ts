import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { type ReportFile, ReportFileEntity } from '../entities/report-file.entity.ts';
import { SERVICE_TYPE, type Service } from '../entities/service.entity.ts';
import {
  type ServiceReport,
  ServiceReportEntity,
  ServiceReportPatterns,
  serviceReportKey,
} from '../entities/service-report.entity.ts';
import { type Audit, firstAudit, fromItem, nextAudit, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { replaceServiceItem, type StoredService, writeServiceTransaction } from '../schedule/schedule.repository.ts';

/*
 * Service reports and their files (service-report.entity.ts, report-file.entity.ts): both live in the service's own
 * partition, so one strongly consistent Query reads the service, its report and its files together. A save that
 * changes the service's mode writes the service and the report in one transaction (through the schedule's
 * writeServiceTransaction, so the dashboard's service counts follow); a save that does not writes the report alone.
 */

export type StoredReport = ServiceReport & Audit;
export type StoredReportFile = ReportFile & Audit;

export interface ServicePartition {
  service?: StoredService;
  report?: StoredReport;
  files: StoredReportFile[];
}

const table = () => env.tableName;

/** The service, its report and its files (one Query, strongly consistent: a write just made is read back). */
export async function readServicePartition(serviceId: number): Promise<ServicePartition> {
  const found: ServicePartition = { files: [] };
  for await (const item of queryPattern(ServiceReportPatterns, 'ofService', [serviceId], { ConsistentRead: true })) {
    if (item.type === SERVICE_TYPE) found.service = fromItem<StoredService>(item);
    else if (item.type === ServiceReportEntity.name) found.report = fromItem<ServiceReport>(item);
    else if (item.type === ReportFileEntity.name) found.files.push(fromItem<ReportFile>(item));
  }
  return found;
}

export async function getServiceReport(serviceId: number): Promise<StoredReport | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: serviceReportKey(serviceId), ConsistentRead: true }),
  );
  return Item ? fromItem<ServiceReport>(Item) : undefined;
}

const staleReport = (serviceId: number, cause?: unknown) =>
  new ConflictError(`Service report of service ${serviceId} was changed by someone else. Reload it and try again.`, {
    cause,
  });

/** Put of the report, conditioned on the version read (or on there being none yet). */
function reportPut(report: ServiceReport, before: StoredReport | undefined, by: string, now: string): TransactItem {
  const audit = before ? nextAudit(before, by, now) : firstAudit(by, now);
  return {
    Put: {
      TableName: table(),
      Item: toItem(ServiceReportEntity, report, audit),
      ...(before
        ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

/**
 * Writes the report and, when given, the changed service in one transaction (service first: a refused service
 * condition reaches the caller as the schedule's ServiceConflictError). A refused report condition answers 409.
 */
export async function writeReport(
  write: {
    report: ServiceReport;
    reportBefore?: StoredReport;
    service?: { before: StoredService; after: Service };
  },
  by: string,
  now: string,
): Promise<void> {
  const reportItem = reportPut(write.report, write.reportBefore, by, now);
  const serviceId = write.report.id;
  try {
    if (!write.service) {
      await documentClient().send(new PutCommand({ ...(reportItem.Put as NonNullable<TransactItem['Put']>) }));
      return;
    }
    const { before, after } = write.service;
    await writeServiceTransaction(
      [replaceServiceItem(before, after, by, now), reportItem],
      [serviceId],
      [{ before, after }],
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw staleReport(serviceId, error);
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed'
    )
      throw staleReport(serviceId, error);
    throw error;
  }
}

/**
 * The unsubmit effect on a report (brief R9, S6): back to Saved, out of the Summary index (its sparse gsi3 key is
 * removed), released and reviewed flags reset, release notes kept. A field update, so the Summary's own field
 * updates never make it fail; it needs the report to exist.
 */
export function unsubmitReportItem(serviceId: number, by: string, now: string): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: serviceReportKey(serviceId),
      UpdateExpression:
        'SET #status = :saved, released = :no, reviewedInternal = :no, reviewedClient = :no, reviewedClient2 = :no, ' +
        'modifiedAt = :now, modifiedBy = :by REMOVE gsi3pk, gsi3sk, dateReportSubmitted, submittedBy ADD version :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':saved': 'Saved', ':no': false, ':now': now, ':by': by, ':one': 1 },
    },
  };
}

/** Deletes of the report and its file items (the service's delete, in its transaction). */
export function reportDeleteItems(partition: ServicePartition): TransactItem[] {
  const keys = [
    ...(partition.report ? [serviceReportKey(partition.report.id)] : []),
    ...partition.files.map((file) => ReportFileEntity.key(file.id)),
  ];
  return keys.map((Key) => ({ Delete: { TableName: table(), Key } }));
}

// ------------------------------------------------------------------------------------------------- files

/** Writes file items (new pictures, or a form replacing the previous one) in one transaction. */
export async function putReportFiles(files: readonly ReportFile[], by: string): Promise<void> {
  const now = new Date().toISOString();
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: files.map((file) => ({
        Put: { TableName: table(), Item: toItem(ReportFileEntity, file, firstAudit(by, now)) },
      })),
    }),
  );
}

/** Deletes one file item; false when it was gone already. */
export async function deleteReportFile(file: ReportFile): Promise<boolean> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: ReportFileEntity.key(file.id),
              ConditionExpression: '#path = :path',
              ExpressionAttributeNames: { '#path': 'path' },
              ExpressionAttributeValues: { ':path': file.path },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
