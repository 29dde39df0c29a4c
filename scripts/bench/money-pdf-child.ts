import { invoicePdf, invoiceWithLines } from '../../functions/domain/money/customer-invoicing/invoice-files.ts';

/*
 * One customer invoice PDF (the work of `GET customerInvoicing/invoices/{id}/pdf`: the invoice and its lines read,
 * the PDF rendered) in a process of its own (money.ts starts it through runInChild), so its memory is the PDF's alone.
 * pdfkit is loaded and the process settled (GC) before the clock starts, as the family's lazy import is warm in a
 * Lambda that has printed once. Prints one JSON line: lines, ms, bytes, peak RSS growth over the settled start
 * (sampled every 5 ms) and the kernel's maxRSS.
 */
const { invoiceId } = JSON.parse(process.argv[2] ?? '{}') as { invoiceId: number };
await import('pdfkit');
(globalThis as { gc?: () => void }).gc?.();
const toMb = (bytes: number) => Math.round(bytes / 1_048_576);
const settled = process.memoryUsage().rss;
let peak = settled;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
const { invoice, lines } = await invoiceWithLines(invoiceId);
const pdf = await invoicePdf(invoice, lines);
const ms = Math.round(performance.now() - started);
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  JSON.stringify({
    rows: lines.length,
    ms,
    bytes: pdf.bytes.length,
    rssGrowthMb: toMb(peak - settled),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
process.exit(0);
