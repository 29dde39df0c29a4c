import { isInMode, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { describe, expect, it } from 'vitest';
import { decodeSummary, type Service, summaryOf } from '../../functions/data/entities/service.entity.ts';
import { serviceItem } from '../../functions/data/schedule/services.repository.ts';
import { DEFAULT_DEMO_SEED, generateDemoData } from './generate.ts';
import { addDays, mondayOf } from './worker-profiles.ts';

/** A Wednesday and a Sunday: the merch login's cards must fill whatever the weekday. */
const WEDNESDAY = '2026-11-18';
const SUNDAY = '2026-11-22';
const data = generateDemoData(DEFAULT_DEMO_SEED, { today: WEDNESDAY });

const inMode = (mode: ScheduleMode, s: Service, today: string) =>
  isInMode(mode, { ...s, isSaved: s.isSaved === true }, today);
const share = (part: number, whole: number) => part / whole;

describe('demo services', () => {
  it('has one service per scheduled-work row: same id, the worker as team lead, its dates, hours and activation', () => {
    expect(data.services).toHaveLength(data.scheduledWork.length);
    const byId = new Map(data.services.map((s) => [s.id, s]));
    const employeeById = new Map(data.employees.map((e) => [e.id, e]));
    const storeById = new Map(data.stores.map((s) => [s.id, s]));
    const jobProductById = new Map(data.jobProducts.map((p) => [p.id, p]));
    const problems: string[] = [];
    for (const row of data.scheduledWork) {
      const s = byId.get(row.id);
      const worker = employeeById.get(row.employeeId);
      const checks: [string, boolean][] = [
        ['exists', s !== undefined],
        ['lead', s?.merchandiserId === row.employeeId],
        ['lead name', s?.merchandiser === `${worker?.firstName} ${worker?.lastName}`],
        ['dates', s?.earliestDate === row.startDate && s?.latestDate === row.endDate],
        ['hours', s?.timeLimit === row.hours],
        ['activation', s?.isActivated === row.isSchedule],
        ['store', s?.storeId === row.storeId && String(s?.storeNumber) === row.storeNumber],
        ['retailer', s?.retailerId === row.retailerId && s?.retailerName === row.retailer],
        ['store province', storeById.get(s?.storeId ?? 0)?.provinceId === s?.provinceId],
        ['job', s?.jobId === row.jobId && s?.jobNumber === row.jobNumber],
        ['job product of the job', jobProductById.get(s?.jobProductId ?? 0)?.jobId === s?.jobId],
      ];
      for (const [what, ok] of checks) if (!ok) problems.push(`service ${row.id}: ${what}`);
    }
    expect(problems).toEqual([]);
  });

  it('is deterministic and keeps the scheduled work ids 1..n', () => {
    expect(generateDemoData(DEFAULT_DEMO_SEED, { today: WEDNESDAY }).services).toEqual(data.services);
    expect(data.scheduledWork.map((w) => w.id)).toEqual(data.scheduledWork.map((_, i) => i + 1));
  });

  it('submits most services that ended before today, saves a few and leaves a few late', () => {
    const ended = data.services.filter((s) => s.latestDate < WEDNESDAY);
    expect(ended.every((s) => s.isActivated)).toBe(true);
    const submitted = ended.filter((s) => s.isSubmitted);
    expect(share(submitted.length, ended.length)).toBeGreaterThan(0.85);
    expect(share(submitted.length, ended.length)).toBeLessThan(0.95);
    for (const s of submitted) {
      expect(s.completedDate && s.completedDate >= s.earliestDate && s.completedDate <= s.latestDate).toBe(true);
      expect((s.dateReportSubmitted ?? '') < WEDNESDAY).toBe(true);
      expect(s.isSaved).toBeUndefined();
    }
    expect(ended.filter((s) => s.isSaved && !s.isSubmitted).length).toBeGreaterThan(20);
    expect(ended.filter((s) => inMode('Late', s, WEDNESDAY) && !s.isSaved).length).toBeGreaterThan(20);
    // Nothing still to come is submitted; current ones are live, some saved.
    const current = data.services.filter((s) => s.earliestDate <= WEDNESDAY && s.latestDate >= WEDNESDAY);
    expect(data.services.filter((s) => s.latestDate >= WEDNESDAY && s.isSubmitted)).toEqual([]);
    expect(current.every((s) => s.isActivated)).toBe(true);
    expect(current.some((s) => s.isSaved)).toBe(true);
  });

  it('has every schedule mode, confirmations with and without a date, Online services, highlights and account managers', () => {
    for (const mode of ['NotActivated', 'Open', 'Saved', 'Submitted', 'ComingDue', 'Late'] as const) {
      expect(data.services.filter((s) => inMode(mode, s, WEDNESDAY)).length, mode).toBeGreaterThan(20);
    }
    const dated = data.services.filter((s) => s.confirmation?.estimatedDate);
    const noDate = data.services.filter((s) => s.confirmation && s.confirmation.estimatedDate === null);
    const open = data.services.filter((s) => inMode('Open', s, WEDNESDAY));
    expect(dated.length).toBeGreaterThan(500);
    expect(noDate.length).toBeGreaterThan(100);
    expect(open.filter((s) => !s.confirmation).length).toBeGreaterThan(200);
    for (const s of [...dated, ...noDate]) {
      expect(s.isActivated).toBe(true);
      const date = s.confirmation?.estimatedDate;
      if (date) expect(date >= s.earliestDate && date <= s.latestDate, String(s.id)).toBe(true);
    }
    const online = data.services.filter((s) => s.category === 'Online').length;
    expect(share(online, data.services.length)).toBeGreaterThan(0.1);
    expect(share(online, data.services.length)).toBeLessThan(0.2);
    const highlighted = data.services.filter((s) => s.isHighlighted);
    expect(highlighted.length).toBeGreaterThan(10);
    expect(highlighted.every((s) => !s.isActivated)).toBe(true);
    const am = data.employees.find((e) => e.code === 'am');
    expect(data.services.filter((s) => s.acctManagerId === am?.id).length).toBeGreaterThan(500);
    expect(data.services.some((s) => s.acctManagerId === undefined)).toBe(true);
  });

  for (const today of [WEDNESDAY, SUNDAY]) {
    it(`gives the merch login every dashboard card and its week grid (today ${today})`, () => {
      const demo = today === WEDNESDAY ? data : generateDemoData(DEFAULT_DEMO_SEED, { today });
      const merch = demo.employees.find((e) => e.code === 'merch');
      const own = demo.services.filter((s) => s.merchandiserId === merch?.id);
      const monday = mondayOf(today);
      const comingDue = own.filter((s) => inMode('ComingDue', s, today) && !s.confirmation);
      expect(comingDue.map((s) => s.latestDate)).toContain(today);
      expect(comingDue.map((s) => s.latestDate)).toContain(addDays(today, 1));
      expect(own.some((s) => inMode('Open', s, today) && !s.confirmation && s.earliestDate > addDays(today, 1))).toBe(
        true,
      );
      expect(own.some((s) => inMode('Open', s, today) && s.confirmation?.estimatedDate === null)).toBe(true);
      expect(own.some((s) => inMode('Saved', s, today))).toBe(true);
      const confirmedOn = own.map((s) => s.confirmation?.estimatedDate ?? '').filter(Boolean);
      expect(confirmedOn.some((d) => d >= monday && d <= addDays(monday, 6))).toBe(true);
      expect(confirmedOn.some((d) => d >= addDays(monday, 7) && d <= addDays(monday, 13))).toBe(true);
      // Its scheduled work follows its services.
      const work = new Map(demo.scheduledWork.filter((w) => w.employeeId === merch?.id).map((w) => [w.id, w]));
      for (const s of own) expect(work.get(s.id)?.isSchedule, String(s.id)).toBe(s.isActivated);
      expect(new Set(own.map((s) => s.retailerId)).size).toBe(2);
    });
  }

  it('is stored with the index keys and compact row the schedule reads', () => {
    const service = data.services.find((s) => s.isActivated && !s.isSubmitted) as Service;
    const item = serviceItem(service, 'demo');
    expect(item.pk).toBe(`SERVICE#${service.id}`);
    expect(item.gsi1pk).toBe(`SVCMERCH#${service.merchandiserId}`);
    expect(item.gsi5pk).toBeDefined();
    expect(decodeSummary(item.row as string)).toEqual(JSON.parse(JSON.stringify(summaryOf(service))));
  });
});
