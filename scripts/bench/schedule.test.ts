import { isInMode } from '@shelfline/shared/schedule-rules';
import { describe, expect, it } from 'vitest';
import { decodeSummary, summaryOf } from '../../functions/data/entities/service.entity.ts';
import { serviceItem } from '../../functions/data/schedule/services.repository.ts';
import { DEFAULT_DEMO_SEED, generateDemoData } from '../demo/generate.ts';
import { benchServiceBuilder } from './schedule.ts';

const TODAY = '2026-11-18';
const FROM = '2026-05-01';
const TO = '2027-04-30';
const demo = generateDemoData(DEFAULT_DEMO_SEED, { today: TODAY });
const build = benchServiceBuilder(demo, TODAY, FROM, TO);
const services = Array.from({ length: 20_000 }, (_, i) => build(1_000_000 + i));

describe('schedule bench services', () => {
  it('spreads services over the bench year at demo stores, with jobs of the store retailer', () => {
    const storeById = new Map(demo.stores.map((s) => [s.id, s]));
    const jobById = new Map(demo.jobs.map((j) => [j.id, j]));
    const problems = services.filter((s) => {
      const store = storeById.get(s.storeId);
      return (
        s.earliestDate < FROM ||
        s.earliestDate > TO ||
        s.latestDate < s.earliestDate ||
        store?.retailerId !== s.retailerId ||
        jobById.get(s.jobId)?.retailerId !== s.retailerId
      );
    });
    expect(problems).toEqual([]);
    expect(new Set(services.map((s) => s.retailerId)).size).toBeGreaterThan(5);
    expect(new Set(services.map((s) => s.earliestDate.slice(0, 7))).size).toBe(12);
    expect(services.map((s) => s.id)).toEqual(services.map((_, i) => 1_000_000 + i));
  });

  it('leaves ~20% without a merchandiser and gives the demo states', () => {
    const without = services.filter((s) => s.merchandiserId === undefined).length / services.length;
    expect(without).toBeGreaterThan(0.17);
    expect(without).toBeLessThan(0.23);
    const ended = services.filter((s) => s.latestDate < TODAY && s.merchandiserId !== undefined);
    const submitted = ended.filter((s) => s.isSubmitted).length / ended.length;
    expect(submitted).toBeGreaterThan(0.85);
    expect(submitted).toBeLessThan(0.95);
    for (const mode of ['NotActivated', 'Open', 'Saved', 'Submitted', 'Late'] as const) {
      expect(
        services.some((s) => isInMode(mode, { ...s, isSaved: s.isSaved === true }, TODAY)),
        mode,
      ).toBe(true);
    }
    expect(services.filter((s) => s.isSubmitted).every((s) => s.merchandiserId !== undefined)).toBe(true);
  });

  it('writes items whose compact row is the summary the schedule lists read', () => {
    const item = serviceItem(services[0] ?? build(1), 'bench');
    expect(decodeSummary(item.row as string)).toEqual(JSON.parse(JSON.stringify(summaryOf(services[0] ?? build(1)))));
  });
});
