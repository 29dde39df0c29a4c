import type {
  CustomerChargeRow,
  CustomerInvoice,
  InvoiceActionResult,
} from '@shelfline/shared/contracts/customer-invoicing.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCompanyInfo } from '../../functions/data/master-data/reference-data.repository.ts';
import { supplierContacts } from '../../functions/data/master-data/suppliers.repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';
import { waitForMails } from '../support/mail-store.ts';
import { pdfText } from '../support/pdf-text.ts';
import {
  download,
  downloadLink,
  type Errors,
  generate,
  putCharge,
  sheetRows,
  testSupplier,
} from './customer-invoicing-support.ts';

/* Preliminary invoices edited, deleted, submitted (numbers), printed, summarised and sent (002 §2, §4; brief §1.6). */

let admin: string;

beforeAll(async () => {
  [admin] = await tokensOf('admin');
});

const invoicePath = (id: number) => `customerInvoicing/invoices/${id}`;
const getInvoice = async (id: number) => (await api<CustomerInvoice>('GET', invoicePath(id), { token: admin })).body;
const openIds = async (supplierId: number) =>
  (
    await api<CustomerChargeRow[]>(
      'GET',
      `customerInvoicing/charges?fromDate=2001-01-01&toDate=2001-12-31&supplierId=${supplierId}`,
      { token: admin },
    )
  ).body.map((r) => r.id);

/** A preliminary invoice of `count` fresh charges of a new supplier (each 2 h × 30.50 in Ontario unless told). */
async function preliminary(count = 3, extra: Partial<Parameters<typeof putCharge>[0]> = {}) {
  const client = await testSupplier();
  const charges = [];
  for (let i = 0; i < count; i++) charges.push(await putCharge({ ...client, completedDate: '2001-09-01', ...extra }));
  const { invoices } = await generate(
    charges.map((c) => c.id),
    admin,
  );
  return { client, charges, invoice: invoices[0] as CustomerInvoice };
}

const submit = (id: number) => api<InvoiceActionResult & Errors>('POST', `${invoicePath(id)}/submit`, { token: admin });
const companyInfo = async () =>
  (
    await api<Record<string, unknown> & { id: number; version: number; nextInvoiceNumber: number }>(
      'GET',
      'CompanyInfo',
      {
        token: admin,
      },
    )
  ).body;

describe('a preliminary invoice', () => {
  it('is edited at its version: date, PO, notes, and a line taken off goes back with the totals recomputed', async () => {
    const { client, charges, invoice } = await preliminary(3);
    expect(invoice.subTotal).toBe(183);
    const removed = charges[1]?.id as number;
    const edited = await api<CustomerInvoice>('PUT', invoicePath(invoice.id), {
      token: admin,
      body: {
        version: invoice.version,
        invoiceDate: '2001-09-30',
        poNumber: 'PO-77',
        notes: 'Thanks',
        removedLineIds: [removed],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // 2 × 61.00 = 122.00; HST ON 13 % = 15.86
    expect(edited.body).toMatchObject({
      invoiceDate: '2001-09-30',
      poNumber: 'PO-77',
      lineCount: 2,
      subTotal: 122,
      gst: 15.86,
      total: 137.86,
    });
    expect(await openIds(client.supplierId)).toEqual([removed]);
    const stale = await api('PUT', invoicePath(invoice.id), {
      token: admin,
      body: { version: invoice.version, invoiceDate: '2001-09-30' },
    });
    expect(stale.status).toBe(409);
  });

  it("changes its totals in the same write when a line's billable hours change", async () => {
    const { charges, invoice } = await preliminary(2);
    const line = charges[0]?.id as number;
    const patched = await api('PATCH', `customerInvoicing/charges/${line}/billableHours`, {
      token: admin,
      body: { billableHours: 3, version: 2 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    // 91.50 + 61.00 = 152.50; 13 % = 19.825 → 19.83
    expect(await getInvoice(invoice.id)).toMatchObject({ subTotal: 152.5, gst: 19.83, total: 172.33 });
  });

  it('is deleted and its charges go back to the Charges tab', async () => {
    const { client, charges, invoice } = await preliminary(3);
    expect((await api('DELETE', invoicePath(invoice.id), { token: admin })).status).toBe(204);
    expect(await openIds(client.supplierId)).toEqual(charges.map((c) => c.id));
    expect((await api('GET', invoicePath(invoice.id), { token: admin })).status).toBe(404);
    expect((await api('DELETE', invoicePath(invoice.id), { token: admin })).status).toBe(404);
  });
});

describe('submitting', () => {
  it('takes the next invoice number with the counter in one write; then the invoice cannot change', async () => {
    const { charges, invoice } = await preliminary(1);
    const before = await companyInfo();
    const result = await submit(invoice.id);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message).toBe('Invoice submitted successfully');
    const number = result.body.invoice.invoiceNum as number;
    expect(number).toBeGreaterThanOrEqual(before.nextInvoiceNumber);
    expect((await companyInfo()).nextInvoiceNumber).toBeGreaterThan(number);
    expect((await submit(invoice.id)).status).toBe(409);
    expect((await api('DELETE', invoicePath(invoice.id), { token: admin })).status).toBe(409);
    const put = await api('PUT', invoicePath(invoice.id), {
      token: admin,
      body: { version: result.body.invoice.version, invoiceDate: '2001-10-01' },
    });
    expect(put.status).toBe(409);
    const hours = await api('PATCH', `customerInvoicing/charges/${charges[0]?.id}/billableHours`, {
      token: admin,
      body: { billableHours: 1, version: 2 },
    });
    expect(hours.status).toBe(409);
  });

  it('gives 50 concurrent submits 50 consecutive numbers, no gap and no duplicate', async () => {
    const client = await testSupplier();
    const invoiceIds: number[] = [];
    for (let i = 0; i < 50; i++) {
      const charge = await putCharge({ ...client, completedDate: '2001-10-02' });
      invoiceIds.push(((await generate([charge.id], admin)).invoices[0] as CustomerInvoice).id);
    }
    const results = await Promise.all(invoiceIds.map((id) => submit(id)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const numbers = results.map((r) => r.body.invoice.invoiceNum as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect((numbers.at(-1) as number) - (numbers[0] as number)).toBe(49);
  }, 60_000);

  it('Company Info cannot roll the counters back, and a form read before a submit is stale', async () => {
    const info = await companyInfo();
    const { id, companyId: _c, ...fields } = info;
    const lower = await api<Errors>('PUT', `CompanyInfo/${id}`, {
      token: admin,
      body: { ...fields, nextInvoiceNumber: info.nextInvoiceNumber - 1 },
    });
    expect(lower.status).toBe(409);
    expect(lower.body.errors).toHaveProperty('nextInvoiceNumber');
    const { invoice } = await preliminary(1);
    expect((await submit(invoice.id)).status).toBe(200);
    const stale = await api('PUT', `CompanyInfo/${id}`, { token: admin, body: fields });
    expect(stale.status).toBe(409);
  });
});

describe('files', () => {
  it('prints the invoice: Preliminary watermark before the number, tax per code, a Credit Note when negative', async () => {
    const { invoice } = await preliminary(2, { rate: 1234.5, hours: 1 });
    const draft = await download(`${invoicePath(invoice.id)}/pdf`, admin);
    expect(draft.status).toBe(200);
    expect(draft.headers.get('content-disposition')).toContain(`invoice-P-${invoice.id}.pdf`);
    const draftText = await pdfText(draft.bytes);
    expect(draftText).toContain('PRELIMINARY');
    const submitted = (await submit(invoice.id)).body.invoice;
    const final = await download(`${invoicePath(invoice.id)}/pdf`, admin);
    expect(final.headers.get('content-disposition')).toContain(`invoice-${submitted.invoiceNum}.pdf`);
    const text = await pdfText(final.bytes);
    // 2,469.00 + HST ON 13 % 320.97 = 2,789.97
    for (const expected of [String(submitted.invoiceNum), '2,469.00', 'HST ON 13%', '320.97', '2,789.97'])
      expect(text).toContain(expected);

    const credit = await preliminary(1, { negative: true });
    const creditPdf = await pdfText((await download(`${invoicePath(credit.invoice.id)}/pdf`, admin)).bytes);
    // the title may wrap in its column
    const creditText = creditPdf.replace(/\s+/g, ' ');
    expect(creditText).toContain('CREDIT NOTE');
    expect(creditText).toContain('-61.00');
  });

  it('answers the summary as lines, CSV and Excel with a totals row', async () => {
    const { invoice, charges } = await preliminary(2);
    const lines = await api<CustomerChargeRow[]>('GET', `${invoicePath(invoice.id)}/summary`, { token: admin });
    expect(lines.body.map((l) => l.id)).toEqual(charges.map((c) => c.id));
    const excel = await api<{ fileName: string; url: string }>('GET', `${invoicePath(invoice.id)}/summary/excel`, {
      token: admin,
    });
    expect(excel.body.fileName).toBe(`invoice-P-${invoice.id}-summary.xlsx`);
    const sheet = await sheetRows(await downloadLink(excel.body.url));
    expect(sheet.rows.at(-1)).toMatchObject({ Supplier: 'Total', Amount: 122, 'Billable Hours': 4 });
    const csv = await api<{ fileName: string; url: string }>('GET', `${invoicePath(invoice.id)}/summary/csv`, {
      token: admin,
    });
    const text = (await downloadLink(csv.body.url)).toString('utf8');
    expect(text.split(/\r?\n/)[0]).toContain('Supplier');
    expect(text).toContain('Total');
    const pdf = await download(`${invoicePath(invoice.id)}/summary/pdf`, admin);
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-P-${invoice.id}-summary.pdf`);
    const pdfLines = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(pdfLines).toContain('INVOICE SUMMARY');
    expect(pdfLines).toContain('122.00');
  });
});

describe('sending', () => {
  it('mails the PDF and the summary to the primary contacts and records the send', async () => {
    const { client, invoice } = await preliminary(1);
    expect((await api('POST', `${invoicePath(invoice.id)}/send`, { token: admin })).status).toBe(409);
    const submitted = (await submit(invoice.id)).body.invoice;
    const noContact = await api<Errors>('POST', `${invoicePath(invoice.id)}/send`, { token: admin });
    expect(noContact.status).toBe(409);
    expect(JSON.stringify(noContact.body.errors)).toContain('has no contact with an e-mail address');

    const tag = client.supplierId;
    await supplierContacts.create(
      {
        id: tag * 10 + 1,
        supplierId: client.supplierId,
        name: 'Billing',
        email: `billing-${tag}@client.example`,
        isPrimary: true,
      },
      'test',
    );
    await supplierContacts.create(
      {
        id: tag * 10 + 2,
        supplierId: client.supplierId,
        name: 'Other',
        email: `other-${tag}@client.example`,
        isPrimary: false,
      },
      'test',
    );
    const sent = await api<InvoiceActionResult>('POST', `${invoicePath(invoice.id)}/send`, { token: admin });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe('Invoice sent successfully');
    expect(sent.body.invoice.sentTo).toEqual([`billing-${tag}@client.example`]);
    // the company's name as it is now: the Company Info test renames the company on the shared stack
    const company = (await findCompanyInfo())?.companyName;
    const [mail] = await waitForMails(`Invoice ${submitted.invoiceNum} from ${company}`, 1);
    expect(mail?.destination.to).toEqual([`billing-${tag}@client.example`]);
    expect(mail?.attachments.map((a) => a.filename).sort()).toEqual([
      `invoice-${submitted.invoiceNum}-summary.xlsx`,
      `invoice-${submitted.invoiceNum}.pdf`,
    ]);
  });
});
