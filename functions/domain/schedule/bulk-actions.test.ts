import { describe, expect, it } from 'vitest';
import type { Service } from '../../data/entities/service.entity.ts';
import { summaryOf } from '../../data/entities/service.entity.ts';
import type { StoredService } from '../../data/schedule/schedule.repository.ts';
import { bulkChangeOf, modeRefusal, serviceRefusal } from './bulk-actions.ts';

const base: Service = {
  id: 7,
  retailerId: 1,
  retailerName: 'Walmart',
  storeId: 2,
  storeNumber: 1001,
  storeName: 'Walmart 1001',
  provinceId: 3,
  province: 'ON',
  cityId: 4,
  city: 'Toronto',
  jobId: 5,
  jobNumber: 'J-5',
  jobProductId: 6,
  productName: 'Shelf',
  serviceTypeId: 8,
  timeLimit: 2,
  earliestDate: '2040-01-10',
  latestDate: '2040-01-14',
  merchandiserId: 4,
  merchandiser: 'Mia Merch',
  isTemporary: false,
  helpers: [],
  category: 'Manual',
  isActivated: false,
  isSubmitted: false,
  isSaved: false,
  isHighlighted: false,
};
const stored = (fields: Partial<Service> = {}): StoredService => ({
  ...base,
  ...fields,
  version: 3,
  createdAt: '2040-01-01T00:00:00Z',
  createdBy: 'admin',
  modifiedAt: '2040-01-02T00:00:00Z',
  modifiedBy: 'admin',
});
const needs = (change: ReturnType<typeof bulkChangeOf>, fields: Partial<Service>) =>
  change.needs(summaryOf(stored(fields)));

describe('bulk actions of the schedule', () => {
  it('activates services that are neither activated nor submitted, keeping only record fields', () => {
    const change = bulkChangeOf('activate', 'admin');
    expect(needs(change, {})).toBe(true);
    expect(needs(change, { isActivated: true })).toBe(false);
    expect(needs(change, { isSubmitted: true })).toBe(false);
    const after = change.apply(stored()) as Service;
    expect(after).toMatchObject({ id: 7, isActivated: true, merchandiserId: 4 });
    expect(after).not.toHaveProperty('version');
    expect(after).not.toHaveProperty('createdAt');
    expect(change.extra).toBeDefined();
  });

  it('deactivates live services only', () => {
    const change = bulkChangeOf('deactivate', 'admin');
    expect(needs(change, { isActivated: true })).toBe(true);
    expect(needs(change, {})).toBe(false);
    expect(needs(change, { isActivated: true, isSubmitted: true })).toBe(false);
    expect(change.apply(stored({ isActivated: true }))).toMatchObject({ isActivated: false });
  });

  it('deletes every service but submitted ones, which are skipped', () => {
    const change = bulkChangeOf('delete', 'admin');
    expect(needs(change, {})).toBe(true);
    expect(needs(change, { isActivated: true, isSaved: true })).toBe(true);
    expect(needs(change, { isActivated: true, isSubmitted: true })).toBe(false);
    expect(change.apply(stored())).toBe('delete');
  });

  it('highlights or removes the highlight, leaving services that already have the value', () => {
    const on = bulkChangeOf('highlight', 'admin', true);
    const off = bulkChangeOf('highlight', 'admin', false);
    expect(needs(on, {})).toBe(true);
    expect(needs(on, { isHighlighted: true })).toBe(false);
    expect(needs(on, { isSubmitted: true })).toBe(false);
    expect(needs(off, { isHighlighted: true })).toBe(true);
    expect(needs(off, {})).toBe(false);
    expect(on.apply(stored())).toMatchObject({ isHighlighted: true });
    expect(off.apply(stored({ isHighlighted: true }))).toMatchObject({ isHighlighted: false });
  });

  it('unsubmits back to Saved and forgets the submission date', () => {
    const change = bulkChangeOf('unsubmit', 'am');
    expect(needs(change, { isActivated: true, isSubmitted: true })).toBe(true);
    expect(needs(change, { isActivated: true })).toBe(false);
    const after = change.apply(
      stored({ isActivated: true, isSubmitted: true, dateReportSubmitted: '2040-01-12', completedDate: '2040-01-12' }),
    ) as Service;
    expect(after).toMatchObject({ isActivated: true, isSubmitted: false, isSaved: true, completedDate: '2040-01-12' });
    expect(after).not.toHaveProperty('dateReportSubmitted');
  });

  it('says why a mode or a service refuses an action', () => {
    expect(modeRefusal('activate')).toBe('Activate is offered only in NotActivated mode.');
    expect(modeRefusal('highlight')).toBe('Highlight is offered only in NotActivated mode.');
    expect(modeRefusal('deactivate')).toBe('Deactivate is offered only in Open or ComingDue mode.');
    expect(modeRefusal('unsubmit')).toBe('Unsubmit is offered only in Submitted mode.');
    expect(modeRefusal('delete')).toContain('Submitted');
    expect(serviceRefusal('activate', { id: 9, isActivated: true, isSubmitted: false })).toBe(
      'Service 9 is already activated.',
    );
    expect(serviceRefusal('deactivate', { id: 9, isActivated: false, isSubmitted: false })).toBe(
      'Service 9 is not activated.',
    );
    expect(serviceRefusal('unsubmit', { id: 9, isActivated: true, isSubmitted: false })).toBe(
      'Service 9 is not submitted.',
    );
    expect(serviceRefusal('delete', { id: 9, isActivated: true, isSubmitted: true })).toContain('is submitted');
  });
});
