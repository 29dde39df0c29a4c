import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, generateDemoData } from './generate.ts';

const data = generateDemoData(DEFAULT_DEMO_SEED, { today: '2026-11-18' });
const serviceById = new Map(data.services.map((s) => [s.id, s]));
const layoutById = new Map(data.reportLayouts.map((l) => [l.id, l]));

describe('demo service content', () => {
  it('gives each report the layout of its service (job, product, earliest date in the window) and its state', () => {
    const problems: string[] = [];
    for (const report of data.serviceReports) {
      const service = serviceById.get(report.id);
      const layout = layoutById.get(report.reportId);
      const fits =
        service &&
        layout &&
        layout.jobId === service.jobId &&
        layout.jobProductId === service.jobProductId &&
        layout.serviceFromDate <= service.earliestDate &&
        service.earliestDate <= layout.serviceToDate &&
        (report.status === 'Submitted') === service.isSubmitted &&
        service.isActivated;
      if (!fits) problems.push(`report ${report.id}`);
    }
    expect(problems).toEqual([]);
    expect(data.serviceReports.length).toBeGreaterThan(2000);
  });

  it('answers only questions of the layout, with their own answer ids, and flags about one answer in twenty', () => {
    let answered = 0;
    let flagged = 0;
    for (const report of data.serviceReports) {
      const items = new Map(layoutById.get(report.reportId)?.details.map((d) => [d.questionId, d]));
      for (const answer of report.answers) {
        const item = items.get(answer.questionId);
        expect(item?.isHeader).toBe(false);
        if (answer.answerId !== undefined) {
          expect(item?.answers.some((a) => a.answerId === answer.answerId && a.answerText === answer.answerText)).toBe(
            true,
          );
          answered++;
          if (item?.flaggedItems.includes(answer.answerId)) flagged++;
        }
      }
    }
    expect(flagged / answered).toBeGreaterThan(0.01);
    expect(flagged / answered).toBeLessThan(0.06);
  });

  it("gives the customer's supplier released and client-reviewed rows on release-required layouts, and one chart", () => {
    const glb = data.suppliers.find((s) => s.code === 'GLB');
    const glbJobs = new Set(data.jobs.filter((j) => j.supplierId === glb?.id).map((j) => j.id));
    const rows = data.serviceReports.filter((r) => r.status === 'Submitted' && glbJobs.has(r.service.jobId));
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.every((r) => layoutById.get(r.reportId)?.releaseRequired)).toBe(true);
    expect(rows.filter((r) => r.released).length / rows.length).toBeGreaterThan(0.3);
    expect(rows.some((r) => r.reviewedClient)).toBe(true);
    expect(rows.every((r) => r.released || !r.reviewedClient)).toBe(true);
    expect(data.reportLayouts.filter((l) => l.displayCompletionChartToClient)).toHaveLength(1);
  });

  it('leaves a saved report for the merch login', () => {
    expect(data.serviceReports.some((r) => r.service.merchandiserId === 4 && r.status === 'Saved')).toBe(true);
  });
});
