/*
 * Customer charges for the customer invoicing tests, written straight into the local DynamoDB with the charge's own
 * entity (toItem of customer-charge.entity.ts), the way the charges core leaves them: open (no invoice), with their
 * snapshotted rate, hours, amount and tax. Each test uses suppliers of its own (ids far above the demo's) and days
 * of 2001, so no demo charge and no other test's charge ever meets it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GeneratedInvoices } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { lineCents } from '@shelfline/shared/money';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { type CustomerCharge, CustomerChargeEntity } from '../../functions/data/entities/customer-charge.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, stackUrl } from '../support/local-stack.ts';

export const TAX = { ON: { taxCode: 'HON', taxRate: 13 }, NS: { taxCode: 'HNS', taxRate: 14 } } as const;

/** A supplier id of the test's own (no record: charges only copy its name). */
export const testSupplier = async () => {
  const id = 800_000 + (await nextId('test.customerInvoicing.supplier'));
  return { supplierId: id, supplierFullName: `Client ${id}` };
};

export interface ChargeFixture {
  supplierId: number;
  supplierFullName: string;
  completedDate: string;
  jobId?: number;
  hours?: number;
  rate?: number;
  province?: keyof typeof TAX;
  payApprovalStatus?: 0 | 1 | 2 | 3;
  acctManagerId?: number;
  /** A reversal: the exact negation of this amount. */
  negative?: boolean;
}

export async function putCharge(fixture: ChargeFixture): Promise<CustomerCharge> {
  const id = await nextId(CustomerChargeEntity.name);
  const hours = fixture.hours ?? 2;
  const rate = fixture.rate ?? 30.5;
  const amount = lineCents(rate, hours);
  const charge: CustomerCharge = {
    id,
    source: `TEST#${id}`,
    chargeId: id,
    supplierId: fixture.supplierId,
    supplierFullName: fixture.supplierFullName,
    jobId: fixture.jobId ?? 1,
    jobNumber: `J-${fixture.jobId ?? 1}`,
    merchandiser: 'Test Worker',
    retailer: 'Test Retailer',
    store: 'Store 12',
    storeId: 12,
    serviceType: 'Merchandising',
    product: 'Shelf reset',
    completedDate: fixture.completedDate,
    acctManagerId: fixture.acctManagerId,
    chargeRate: rate,
    provinceCode: fixture.province ?? 'ON',
    ...TAX[fixture.province ?? 'ON'],
    originalHours: fixture.negative ? -hours : hours,
    billableHours: fixture.negative ? -hours : hours,
    amountCents: fixture.negative ? -amount : amount,
    payApprovalStatus: fixture.payApprovalStatus ?? 1,
  };
  await documentClient().send(
    new PutCommand({ TableName: env.tableName, Item: toItem(CustomerChargeEntity, charge, firstAudit('test')) }),
  );
  return charge;
}

/** The bytes of a file answer, or of the file an export's link points to. */
export async function download(
  path: string,
  token: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${stackUrl()}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

export async function downloadLink(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The worker id a token was issued for (the token trigger's claim). */
export function personIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return Number(payload['custom:personId']);
}

/** The rows of the first sheet of a workbook, as objects keyed by the header. */
export async function sheetRows(bytes: Buffer): Promise<{ header: string[]; rows: Record<string, unknown>[] }> {
  const { loadExcel } = await import('../../functions/common/export/xlsx-writer.ts');
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const values = (sheet.getRow(n).values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, i) => [name, values[i] ?? null])));
  }
  return { header, rows };
}

export type Errors = { errors: Record<string, string[]> | string };

/** Generates invoices of `ids` as admin and answers them (asserting success). */
export async function generate(ids: number[], token: string) {
  const result = await api<GeneratedInvoices>('POST', 'customerInvoicing/invoices', { token, body: ids });
  if (result.status !== 200) throw new Error(`generate: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}
