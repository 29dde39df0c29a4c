/*
 * Submitted invoices for the accounting export tests, written straight into the local DynamoDB with the invoices' own
 * entities (toItem of merchandiser-invoice.entity.ts, customer-invoice.entity.ts and customer-charge.entity.ts), the
 * way the invoicing families leave them once submitted: numbered, totals and tax lines frozen, batch 0.
 *
 *   const service = await putSubmittedServiceInvoice({ employeeId, servicesCents: 12_345, miscCents: 500 });
 *   const client = await putSubmittedClientInvoice({ lines: [{ jobNumber: '24-0001', amountCents: 10_000, tax }] });
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { invoiceTotals, type TaxTreatment, taxLines } from '@shelfline/shared/money';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { type CustomerCharge, CustomerChargeEntity } from '../../functions/data/entities/customer-charge.entity.ts';
import { type CustomerInvoice, CustomerInvoiceEntity } from '../../functions/data/entities/customer-invoice.entity.ts';
import {
  MERCHANDISER_INVOICE_NUMBER_COUNTER,
  type MerchandiserInvoice,
  MerchandiserInvoiceEntity,
} from '../../functions/data/entities/merchandiser-invoice.entity.ts';
import { type EntityDefinition, firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';

const put = <T extends { id: number | string }>(entity: EntityDefinition<T>, record: T) =>
  documentClient().send(new PutCommand({ TableName: env.tableName, Item: toItem(entity, record, firstAudit('test')) }));

const today = () => new Date().toISOString().slice(0, 10);

export interface ServiceInvoiceFixture {
  employeeId: number;
  empFullname?: string;
  servicesCents: number;
  miscCents?: number;
  /** The worker's tax (A9): charged on services + misc. */
  tax?: TaxTreatment;
  dateIssued?: string;
  payableTo?: string;
}

/** A submitted merchandiser invoice in batch 0, numbered from the real counter. */
export async function putSubmittedServiceInvoice(fixture: ServiceInvoiceFixture): Promise<MerchandiserInvoice> {
  const [id, invoiceNum] = await Promise.all([
    nextId(MerchandiserInvoiceEntity.name),
    nextId(MERCHANDISER_INVOICE_NUMBER_COUNTER),
  ]);
  const miscCents = fixture.miscCents ?? 0;
  const lines = taxLines([
    { amount: fixture.servicesCents, tax: fixture.tax },
    { amount: miscCents, tax: fixture.tax },
  ]);
  const dateIssued = fixture.dateIssued ?? today();
  const invoice: MerchandiserInvoice = {
    id,
    invoiceNum,
    state: 'submitted',
    dateIssued,
    employeeId: fixture.employeeId,
    empFullname: fixture.empFullname ?? `Worker ${fixture.employeeId}`,
    payableTo: fixture.payableTo,
    fromDate: dateIssued,
    toDate: dateIssued,
    chargeIds: [],
    miscChargeIds: [],
    servicesAmountCents: fixture.servicesCents,
    miscAmountCents: miscCents,
    taxLines: lines,
    amountCents: fixture.servicesCents + miscCents + lines.reduce((sum, l) => sum + l.tax, 0),
    batchNum: 0,
    submittedAt: new Date().toISOString(),
    submittedBy: 'test',
  };
  await put(MerchandiserInvoiceEntity, invoice);
  return invoice;
}

export interface ClientLineFixture {
  jobNumber: string;
  amountCents: number;
  tax?: TaxTreatment;
}

export interface ClientInvoiceFixture {
  supplierId?: number;
  clientName?: string;
  poNumber?: string;
  lines: ClientLineFixture[];
  /** 0 = Preliminary (unnumbered), 1 = Submitted (default). */
  status?: 0 | 1;
  invoiceDate?: string;
}

/**
 * A customer invoice with its charge lines (claimed by it, so `ofInvoice` finds them). Numbers come from a counter of
 * the tests' own, far above the demo's, so they never meet an invoice numbered by the product.
 */
export async function putSubmittedClientInvoice(fixture: ClientInvoiceFixture): Promise<CustomerInvoice> {
  const id = await nextId(CustomerInvoiceEntity.name);
  const status = fixture.status ?? 1;
  const invoiceNum = status === 0 ? undefined : 900_000_000 + (await nextId('test.customerInvoice.number'));
  const totals = invoiceTotals(fixture.lines.map((l) => ({ amount: l.amountCents, tax: l.tax })));
  const supplierId = fixture.supplierId ?? 1;
  const clientName = fixture.clientName ?? 'Test Client';
  const invoiceDate = fixture.invoiceDate ?? today();
  const chargeIds = await Promise.all(fixture.lines.map(() => nextId(CustomerChargeEntity.name)));
  await Promise.all(
    fixture.lines.map((line, i) => {
      const charge: CustomerCharge = {
        id: chargeIds[i] ?? 0,
        source: `TEST#${id}#${i}`,
        supplierId,
        supplierFullName: clientName,
        jobId: 0,
        jobNumber: line.jobNumber,
        merchandiser: 'Test Worker',
        retailer: 'Test Retailer',
        store: '1',
        serviceType: 'Service',
        product: 'Product',
        completedDate: invoiceDate,
        chargeRate: 25,
        taxCode: line.tax?.code,
        taxRate: line.tax?.rate,
        originalHours: 1,
        billableHours: 1,
        amountCents: line.amountCents,
        payApprovalStatus: 2,
        invoiceId: id,
        invoiceNum,
      };
      return put(CustomerChargeEntity, charge);
    }),
  );
  const invoice: CustomerInvoice = {
    id,
    invoiceNum,
    status,
    invoiceDate,
    supplierId,
    clientName,
    poNumber: fixture.poNumber,
    lineCount: fixture.lines.length,
    subTotalCents: totals.subTotal,
    gstCents: totals.gst,
    totalCents: totals.total,
    taxLines: totals.taxLines,
    batchNum: 0,
  };
  await put(CustomerInvoiceEntity, invoice);
  return invoice;
}
