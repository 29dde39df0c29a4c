import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Accounting export batch (002 §2, §9; brief §2.5): one export of service (merchandiser) or client (customer)
 * invoices. Its number comes from `CompanyInfo.nextBatchNumber`, one sequence for both kinds, taken atomically when
 * the batch is opened. `exporting` while its invoices are being moved from batch 0 (each conditional on
 * `batchNum = 0`); `done` once its file is stored in the exports bucket (`fileKey`), so a repeat returns that file.
 * A batch `exporting` and untouched for two minutes was abandoned: the next export completes or rolls it back.
 *
 * | access pattern             | pattern   | index | key                                            |
 * |----------------------------|-----------|-------|------------------------------------------------|
 * | batch by kind and number   |           | table | pk `ACCTBATCH#<kind>`, sk `<batchNum10>`       |
 * | batches of a kind          | `ofKind`  | table | pk `ACCTBATCH#<kind>`                          |
 */
export type AccountingBatchKind = 'service' | 'client';

export interface AccountingBatch {
  /** `<kind>#<batchNum>`. */
  id: string;
  kind: AccountingBatchKind;
  batchNum: number;
  state: 'exporting' | 'done';
  invoiceIds: number[];
  /** Service exports only: the posting date asked for (YYYY-MM-DD). */
  postedDate?: string;
  count: number;
  totalCents: number;
  fileKey?: string;
  fileName?: string;
  exportedAt: string;
  exportedBy: string;
}

export const accountingBatchId = (kind: AccountingBatchKind, batchNum: number) => `${kind}#${batchNum}`;

export const AccountingBatchEntity = defineEntity<AccountingBatch>({
  name: 'accountingBatch',
  key: (id) => {
    const [kind, batchNum] = String(id).split('#');
    return { pk: `ACCTBATCH#${kind}`, sk: String(batchNum).padStart(10, '0') };
  },
});

export const AccountingBatchPatterns = definePatterns({
  /** every batch of one kind, by number */
  ofKind: { index: 'table', key: (kind: AccountingBatchKind) => ({ pk: `ACCTBATCH#${kind}` }) },
});
