import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPageTexts, pdfText } from '../../tests/support/pdf-text.ts';
import { type InvoicePdfModel, type PdfSection, renderInvoicePdf } from './invoice-pdf.ts';

const services = (rows: string[][]): PdfSection => ({
  heading: 'Services',
  columns: [
    { header: 'Completed', width: 1.2 },
    { header: 'Job', width: 3 },
    { header: 'Retailer / Store #', width: 1.6 },
    { header: 'Hours', width: 0.8, align: 'right' },
    { header: 'Amount', width: 1, align: 'right' },
  ],
  rows,
});

const model = (sections: PdfSection[], extra: Partial<InvoicePdfModel> = {}): InvoicePdfModel => ({
  title: 'MERCHANDISER INVOICE',
  number: '10023',
  from: ['Jane Merchandiser', '12 Main St', 'Toronto ON M5V 1A1'],
  to: ['Shelfline Inc.', '1 King St W'],
  meta: [
    ['Date', '2026-11-26'],
    ['Period', '2026-11-01 – 2026-11-15'],
    ['GST/HST #', '123456789 RT0001'],
  ],
  sections,
  totals: [
    { label: 'Services subtotal', value: '$187.50' },
    { label: 'HST ON 13%', value: '$24.38' },
    { label: 'Total', value: '$211.88', bold: true },
  ],
  ...extra,
});

describe('renderInvoicePdf', () => {
  it('prints the title, number, addresses, meta, every row, the totals, the notes and the watermark', async () => {
    const rows = [
      ['2026-11-03', '1201 – Shampoo reset', 'Walmart #1040', '2.50', '$62.50'],
      ['2026-11-04', '1202 – Cereal audit', 'Loblaws #0231', '1.25', '$31.25'],
      ['2026-11-05', '1203 – Coffee planogram', 'Metro #0077', '3.75', '$93.75'],
    ];
    const bytes = await renderInvoicePdf(
      model([services(rows)], { watermark: 'PRELIMINARY', notes: 'Payable within 30 days.' }),
    );

    const text = await pdfText(bytes);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageCount(bytes)).toBe(1);
    for (const expected of [
      'MERCHANDISER INVOICE',
      'No. 10023',
      'Jane Merchandiser',
      'Toronto ON M5V 1A1',
      'Shelfline Inc.',
      ...['Date', '2026-11-26', 'Period', '2026-11-01 – 2026-11-15', 'GST/HST #', '123456789 RT0001'],
      'Services',
      'Retailer / Store #',
      ...rows.flat(),
      ...['Services subtotal', '$187.50', 'HST ON 13%', '$24.38', 'Total', '$211.88'],
      'Payable within 30 days.',
      'PRELIMINARY',
      '1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('has no number line and no watermark when the model gives none', async () => {
    const text = await pdfText(await renderInvoicePdf(model([services([])], { number: undefined, title: 'INVOICE' })));
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('No.');
    expect(text).not.toContain('PRELIMINARY');
  });

  it('prints French as written and a letter Helvetica lacks as its base letter or "?", the rest of the line intact', async () => {
    const text = await pdfText(await renderInvoicePdf(model([], { to: ['Émilie Côté, Québec', 'Łukasz Dvořák ≥ 2'] })));
    expect(text).toContain('Émilie Côté, Québec');
    expect(text).toContain('?ukasz Dvorák ? 2');
  });

  it('cuts a cell at two lines, with an ellipsis', async () => {
    const long = `${'Seasonal endcap rebuild with signage '.repeat(8)}TAIL-WORD`;
    const text = await pdfText(
      await renderInvoicePdf(model([services([['2026-11-03', long, 'Store', '1.00', '$1.00']])])),
    );
    expect(text).toContain('Seasonal endcap rebuild');
    expect(text).toContain('…');
    expect(text).not.toContain('TAIL-WORD');
  });

  it('continues a 1,000-row table over pages, repeating its heading and header, with "x / y" footers', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [
      '2026-11-03',
      `Job ${10_000 + i} – Shampoo reset`,
      'Walmart #1040',
      '2.50',
      `$${i}.50`,
    ]);
    const bytes = await renderInvoicePdf(model([services(rows)]));

    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(5);
    expect(await pdfPageCount(bytes)).toBe(pages.length);
    pages.forEach((page, index) => {
      expect(page).toContain('Retailer / Store #');
      expect(page).toContain(`${index + 1} / ${pages.length}`);
      if (index > 0) expect(page).toContain('Services (continued)');
    });
    const all = pages.join('\n');
    for (const row of rows) expect(all).toContain(row[1]);
    expect(pages.at(-1)).toContain('$211.88');
  });
});
