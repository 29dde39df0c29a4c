import { type InvoiceActionResult, SENT_MESSAGE } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { ConflictError } from '../../../common/http-errors.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import { listContactsOfSupplier } from '../../../data/master-data/suppliers.repository.ts';
import { customerInvoices, putInvoiceIfUnchanged } from '../../../data/money/customer-invoices.repository.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { htmlOf } from '../../mail/text-html.ts';
import { invoicePdf, invoiceWithLines, summaryWorkbook } from './invoice-files.ts';
import { toInvoiceView } from './views.ts';

/*
 * Send Invoice and Summary (brief A15): to the supplier's contacts that have an e-mail address (the primary ones;
 * every one when none is primary), the invoice PDF and the summary workbook attached, through the one outbox
 * (`system` mail: no daily cap). Only a Submitted or Uploaded invoice is sent; each send is recorded (sentAt, By,
 * To), and the screen asks before sending again.
 */

async function recipientsOf(supplierId: number, clientName: string): Promise<string[]> {
  const contacts = (await listContactsOfSupplier(supplierId)).filter((c) => c.email?.trim());
  const primary = contacts.filter((c) => c.isPrimary);
  const chosen = primary.length ? primary : contacts;
  if (!chosen.length) throw new ConflictError(`${clientName} has no contact with an e-mail address.`);
  return [...new Set(chosen.map((c) => (c.email ?? '').trim().toLowerCase()))].slice(0, 50);
}

export async function sendInvoice(id: number, by: string): Promise<InvoiceActionResult> {
  const { invoice, lines } = await invoiceWithLines(id);
  if (invoice.status < 1 || invoice.invoiceNum === undefined)
    throw new ConflictError(`Invoice P-${id} is preliminary: submit it before sending it.`);
  const to = await recipientsOf(invoice.supplierId, invoice.clientName);
  const [company, pdf, workbook] = await Promise.all([
    findCompanyInfo(),
    invoicePdf(invoice, lines),
    summaryWorkbook(invoice, lines),
  ]);
  const companyName = company?.companyName ?? 'Shelfline';
  const kind = invoice.totalCents < 0 ? 'Credit note' : 'Invoice';
  const text = [
    `Hello,`,
    `Please find attached ${kind.toLowerCase()} ${invoice.invoiceNum} of ${invoice.invoiceDate} for ${invoice.clientName} and its summary.`,
    `Thank you,\n${companyName}`,
  ].join('\n\n');
  await enqueueMail({
    kind: 'system',
    sentBy: by,
    to,
    cc: [],
    bcc: [],
    subject: `${kind} ${invoice.invoiceNum} from ${companyName}`.slice(0, 200),
    html: htmlOf(text),
    text,
    attachments: [
      { fileName: pdf.fileName, contentType: 'application/pdf', bytes: pdf.bytes },
      {
        fileName: workbook.fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: workbook.bytes,
      },
    ],
  });
  const sent = { sentAt: new Date().toISOString(), sentBy: by, sentTo: to };
  for (let current = invoice, attempt = 0; attempt < 10; attempt++) {
    const saved = await putInvoiceIfUnchanged({ ...current, ...sent }, current, by);
    if (saved) return { invoice: toInvoiceView(saved), message: SENT_MESSAGE };
    current = (await customerInvoices.get(id)) ?? current;
  }
  throw new ConflictError(`Invoice ${invoice.invoiceNum} was sent, but keeps changing: reload it to see the send.`);
}
