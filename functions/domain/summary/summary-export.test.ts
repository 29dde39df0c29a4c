import { describe, expect, it } from 'vitest';
import { guardCell } from '../../common/export/columns.ts';
import type { ReportLayout, ReportLayoutItem } from '../../data/entities/report-layout.entity.ts';
import { summaryExportColumns, summaryFileName } from './summary-export.ts';
import { questionColumns } from './summary-rows.ts';

const item = (questionId: number, onClientSummary: boolean): ReportLayoutItem => ({
  detailId: questionId,
  questionId,
  questionText: `Question ${questionId}`,
  answers: [],
  isHeader: false,
  displaySequence: questionId,
  allowComments: true,
  onClientSummary,
  flaggedItems: [],
  summaryHeading: `Q${questionId}`,
});
const layout = { clientCommentsLabel: 'Store Feedback', details: [item(1, true), item(2, false)] } as ReportLayout;

describe('summary export', () => {
  it('prefixes text cells a spreadsheet would read as a formula, and nothing else', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(guardCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(guardCell('a = b')).toBe('a = b');
    expect(guardCell(-3)).toBe(-3);
    expect(guardCell(undefined)).toBeUndefined();
  });

  it('names files summary-YYYY-MM-DD-HH-mm in UTC', () => {
    expect(summaryFileName('xlsx', new Date('2041-03-02T07:05:00Z'))).toBe('summary-2041-03-02-07-05.xlsx');
    expect(summaryFileName('csv', new Date('2041-12-31T23:59:59Z'))).toBe('summary-2041-12-31-23-59.csv');
  });

  it('gives customers the client columns only, staff every column', () => {
    const staff = { customer: false } as const;
    const customer = { customer: true, supplierId: 1 } as const;
    const headers = (viewer: typeof staff | typeof customer) =>
      summaryExportColumns(layout, questionColumns(layout, viewer), viewer).map((c) => c.header);
    expect(headers(customer)).toEqual([
      'Store',
      'Store #',
      'Trait',
      'Completed',
      'Time In',
      'Time Out',
      'Comments',
      'Store Feedback',
      'Q1',
      'Q1 Comments',
      'Pictures',
      'Reviewed',
      'Reviewed 2',
    ]);
    expect(headers(staff)).toEqual(
      expect.arrayContaining(['Merchandiser', 'Q2', 'Exceptions', 'Released', 'Release Notes', 'Client Reviewed']),
    );
  });
});
