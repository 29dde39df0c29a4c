import { describe, expect, it } from 'vitest';
import { countDeltasOf } from './service-counts.repository.ts';

const service = (
  fields: Partial<{
    earliestDate: string;
    latestDate: string;
    isActivated: boolean;
    category: 'Manual' | 'Online';
  }> = {},
) => ({
  earliestDate: '2026-11-05',
  latestDate: '2026-11-06',
  isActivated: false,
  isSubmitted: false,
  isSaved: false,
  category: 'Manual' as 'Manual' | 'Online',
  ...fields,
});
const plain = (deltas: ReturnType<typeof countDeltasOf>) =>
  Object.fromEntries([...deltas].map(([sk, item]) => [sk, Object.fromEntries(item)]));

describe('countDeltasOf', () => {
  it('counts a new service in its month and state, and as open by latest date once live', () => {
    expect(plain(countDeltasOf([{ after: service() }]))).toEqual({ 'M#2026-11': { NotActivated: 1, changes: 1 } });
    expect(plain(countDeltasOf([{ after: service({ isActivated: true }) }]))).toEqual({
      'M#2026-11': { Open: 1, changes: 1 },
      'L#2026-11-06': { open: 1 },
    });
  });

  it('moves a changed service between states, months and latest dates; a delete takes it out', () => {
    const before = service({ isActivated: true });
    expect(plain(countDeltasOf([{ before, after: { ...before, isSaved: true } }]))).toEqual({
      'M#2026-11': { Open: -1, Saved: 1, changes: 2 },
    });
    expect(
      plain(countDeltasOf([{ before, after: { ...before, earliestDate: '2026-12-01', latestDate: '2026-12-02' } }])),
    ).toEqual({
      'M#2026-11': { Open: -1, changes: 1 },
      'M#2026-12': { Open: 1, changes: 1 },
      'L#2026-11-06': { open: -1 },
      'L#2026-12-02': { open: 1 },
    });
    expect(plain(countDeltasOf([{ before }]))).toEqual({
      'M#2026-11': { Open: -1, changes: 1 },
      'L#2026-11-06': { open: -1 },
    });
  });

  it('counts an Online service in the twins too, and moves it out of them when it becomes Manual', () => {
    const online = service({ isActivated: true, category: 'Online' });
    expect(plain(countDeltasOf([{ after: online }]))).toEqual({
      'M#2026-11': { Open: 1, 'Open#Online': 1, changes: 1 },
      'L#2026-11-06': { open: 1, 'open#Online': 1 },
    });
    expect(plain(countDeltasOf([{ before: online, after: { ...online, category: 'Manual' } }]))).toEqual({
      'M#2026-11': { 'Open#Online': -1, changes: 2 },
      'L#2026-11-06': { 'open#Online': -1 },
    });
  });

  it('sums many changes into one delta per counter item (one Update each in a transaction)', () => {
    const deltas = countDeltasOf(Array.from({ length: 25 }, () => ({ after: service() })));
    expect(plain(deltas)).toEqual({ 'M#2026-11': { NotActivated: 25, changes: 25 } });
  });
});
