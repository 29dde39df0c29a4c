import { ORDERS_PER_EXPORT_MAX } from '@shelfline/shared/contracts/order-export.contract';
import { CONTENT_TYPES } from '../../../common/export/export-to-s3.ts';
import { ConflictError } from '../../../common/http-errors.ts';
import { inLanes } from '../../../common/in-lanes.ts';
import { notExportedOrdersOfJob } from '../../../data/content/order-export.repository.ts';
import { getOrderExportLayout } from '../../../data/content/order-export-layouts.repository.ts';
import { listJobsOfSupplier } from '../../../data/master-data/master-data.repository.ts';
import { exportOrdersToFile, orderExportFileName } from '../../order-export/export-orders.ts';
import { storeWorkbook } from '../../order-export/store-workbook.ts';
import { invalidLayout, workbookColumns } from '../../order-export/workbook-columns.ts';
import type { KindResult, KindRun } from '../produce-export.ts';
import { copyIntoRun, earlierAttempt } from './run-file.ts';

/*
 * A supplier's orders not yet exported (brief §7.4 "Rules per kind"): the submitted, unclaimed orders of every job of
 * the supplier, exported by the button's own code (claimed conditionally, so a manual export racing this one cannot
 * export an order twice), recorded as exported by 'Schedule: {name}'. At most ORDERS_PER_EXPORT_MAX orders a run,
 * the oldest first: the rest wait for the next run. No orders: an empty workbook with the layout's columns, 0 rows.
 * The export's kept file (History downloads it) is copied to the run's own key, where a retried attempt finds it.
 */

const xlsxAt = (key: string) => ({ key, contentType: CONTENT_TYPES.xlsx });

/** Rounds of listing and exporting when a manual export took some of the listed orders meanwhile. */
const ATTEMPTS = 3;

export async function produceOrderExport(run: KindRun): Promise<KindResult> {
  const { supplierId, orderLayoutId } = run.schedule.parameters;
  if (supplierId === undefined || orderLayoutId === undefined)
    throw new Error('An order export schedule needs supplierId and orderLayoutId.');
  const target = run.objectFor('xlsx');
  const earlier = await earlierAttempt(target);
  if (earlier) return { fileName: orderExportFileName(run.slot.toISOString()), ...earlier, ...xlsxAt(target.key) };
  for (let attempt = 1; ; attempt++) {
    const orderIds = await unexportedOrderIds(supplierId);
    if (orderIds.length === 0) return emptyWorkbook(orderLayoutId, target.key, run.slot);
    try {
      const kept = await exportOrdersToFile({ orderIds, supplierId, layoutId: orderLayoutId, by: run.by });
      await copyIntoRun({ bucket: target.bucket, key: kept.fileKey }, target, CONTENT_TYPES.xlsx, kept.rows);
      return { fileName: kept.fileName, rows: kept.rows, ...xlsxAt(target.key) };
    } catch (error) {
      // Refused orders (taken by a manual export between the list and the claim) leave the index: list again.
      if (!(error instanceof ConflictError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function unexportedOrderIds(supplierId: number): Promise<number[]> {
  const jobs = await listJobsOfSupplier(supplierId);
  const ofJobs = await inLanes(jobs, 8, (job) => notExportedOrdersOfJob(job.id));
  return ofJobs
    .flat()
    .map((order) => order.id)
    .sort((a, b) => a - b)
    .slice(0, ORDERS_PER_EXPORT_MAX);
}

async function emptyWorkbook(layoutId: number, key: string, slot: Date): Promise<KindResult> {
  const layout = await getOrderExportLayout(layoutId);
  if (!layout) throw invalidLayout();
  const rows = await storeWorkbook(key, workbookColumns(layout.columns), (async function* () {})());
  return { fileName: orderExportFileName(slot.toISOString()), rows, key, contentType: CONTENT_TYPES.xlsx };
}
