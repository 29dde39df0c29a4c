import { describe, expect, it } from 'vitest';
import type { DraftHead, StoredBlock } from '../../functions/data/entities/draft.entity.ts';
import { demoDraftItems } from './drafts.ts';
import { DEFAULT_DEMO_SEED, generateDemoData } from './generate.ts';

const data = generateDemoData(DEFAULT_DEMO_SEED, { today: '2026-11-18' });
const built = demoDraftItems(data, 'demo');
const heads = built.items.filter((i) => i.sk === 'DRAFT') as unknown as DraftHead[];
const blocks = built.items.filter((i) => String(i.sk).startsWith('ROWS#')) as unknown as StoredBlock[];
const rowsOf = (id: number) => blocks.filter((b) => b.draftId === id).flatMap((b) => Object.values(b.rows));

describe('demo draft schedules', () => {
  it('builds the same items from the same data', () => {
    expect(demoDraftItems(data, 'demo')).toEqual(built);
    expect(built).toMatchObject({ drafts: 3, maxId: 3 });
  });

  it('holds three drafts of one retailer with counts matching their rows', () => {
    expect(heads.map((h) => [h.id, h.name, h.status, h.isInactive])).toEqual([
      [1, 'Spring reset', 'InProgress', false],
      [2, 'Holiday displays', 'ReadyForSupervisor', false],
      [3, 'Back to school (archived)', 'InProgress', true],
    ]);
    expect(new Set(heads.map((h) => h.retailerId)).size).toBe(1);
    for (const head of heads) {
      const rows = rowsOf(head.id);
      expect(rows).toHaveLength(head.detailsCount);
      expect(head.detailsCount).toBe(head.storesCount * head.jobsCount);
      const stores = blocks.filter((b) => b.draftId === head.id).flatMap((b) => Object.values(b.stores));
      expect(stores.every((s) => data.stores.find((x) => x.id === s.storeId)?.retailerId === head.retailerId)).toBe(
        true,
      );
    }
    expect(heads[0]).toMatchObject({ storesCount: 40, jobsCount: 2 });
  });

  it('staffs most rows of Spring reset with a team lead first, never a demo sign-in, within the demo weeks', () => {
    const rows = rowsOf(1);
    const staffed = rows.filter((r) => r.workers.length > 0);
    expect(staffed.length).toBeGreaterThan(rows.length / 2);
    expect(staffed.length).toBeLessThan(rows.length);
    expect(staffed.every((r) => r.workers[0]?.isTeamLead && r.workers.slice(1).every((w) => !w.isTeamLead))).toBe(true);
    const logins = new Set(data.demoLogins.map((l) => l.personId));
    expect(rows.some((r) => r.workers.some((w) => logins.has(w.id)))).toBe(false);
    expect(rows.every((r) => r.hours > 0 && r.startDate && r.endDate && r.startDate > '2026-11-18')).toBe(true);
    expect(rowsOf(3).every((r) => r.hours === 0 && r.workers.length === 0)).toBe(true);
  });
});
