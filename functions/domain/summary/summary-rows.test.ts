import { describe, expect, it } from 'vitest';
import type { ReportLayout, ReportLayoutItem } from '../../data/entities/report-layout.entity.ts';
import type { ServiceReport } from '../../data/entities/service-report.entity.ts';
import { countFlagged, flaggedAnswersOf, questionColumns, rowOf, visibleReports } from './summary-rows.ts';

const item = (questionId: number, onClientSummary: boolean, sequence: number): ReportLayoutItem => ({
  detailId: questionId,
  questionId,
  questionText: `Question ${questionId}`,
  answers: [
    { answerId: 1, answerText: 'Yes' },
    { answerId: 2, answerText: 'No' },
  ],
  isHeader: false,
  displaySequence: sequence,
  allowComments: true,
  onClientSummary,
  flaggedItems: [2],
  summaryHeading: '',
});
const header: ReportLayoutItem = { ...item(99, false, 0), isHeader: true, flaggedItems: [] };
const layout = {
  releaseRequired: true,
  details: [item(2, false, 2), item(1, true, 1), header],
} as ReportLayout;

const report = (id: number, released: boolean): ServiceReport => ({
  id,
  reportId: 1,
  status: 'Submitted',
  service: {
    jobId: 1,
    jobNumber: 'J-1',
    storeId: 1,
    storeNumber: 7,
    storeName: 'Maple',
    retailerName: 'R',
    merchandiser: 'Pat Doe',
    earliestDate: '2041-01-01',
    latestDate: '2041-01-05',
    timeLimit: 1,
  },
  completedDate: '2041-01-06',
  timeIn: '09:00',
  timeOut: '10:30',
  answers: [
    { questionId: 1, answerId: 2, answerText: 'No', comments: 'empty' },
    { questionId: 2, answerId: 2, answerText: 'No' },
  ],
  pictureCount: 2,
  released,
  reviewedInternal: true,
  reviewedClient: false,
  reviewedClient2: false,
  releaseNotes: 'internal',
});

const staff = { customer: false } as const;
const customer = { customer: true, supplierId: 1 } as const;

describe('summary rows', () => {
  it('give staff every question in display order, the flags, notes, merchandiser and exceptions', () => {
    const columns = questionColumns(layout, staff);
    expect(columns.items.map((i) => i.questionId)).toEqual([1, 2]);
    const row = rowOf(report(5, false), columns, staff);
    expect(row).toMatchObject({
      released: false,
      reviewedInternal: true,
      releaseNotes: 'internal',
      merchandiser: 'Pat Doe',
      exceptions: ['Completed late', 'Over time limit'],
      picturesUrl: 'summary/pictures?serviceId=5',
      picturesCount: 2,
    });
    expect(countFlagged([row])).toBe(2);
    expect(flaggedAnswersOf([row], columns).map((f) => [f.questionId, f.question])).toEqual([
      [1, 'Question 1'],
      [2, 'Question 2'],
    ]);
  });

  it('build customer rows without internal fields or non-client questions, released rows only', () => {
    const columns = questionColumns(layout, customer);
    const visible = visibleReports([report(5, false), report(6, true)], layout, customer);
    expect(visible.map((r) => r.id)).toEqual([6]);
    const row = rowOf(visible[0] as ServiceReport, columns, customer);
    for (const field of ['released', 'reviewedInternal', 'releaseNotes', 'merchandiser', 'exceptions'])
      expect(row, field).not.toHaveProperty(field);
    expect(Object.keys(row.answers)).toEqual(['1']);
    expect(row.answers['1']).toEqual({ textValue: 'No', comments: 'empty', flagged: true });
  });
});
