import { describe, expect, it } from 'vitest';
import type { Service } from '../../data/entities/service.entity.ts';
import { applyUpdate, dateRuleErrors, editFieldOf, refusedEditMessage } from './apply-update.ts';

const service: Service = {
  id: 7,
  retailerId: 1,
  retailerName: 'Walmart',
  storeId: 2,
  storeNumber: 1001,
  storeName: 'Walmart 1001',
  provinceId: 3,
  province: 'Ontario',
  cityId: 4,
  city: 'Toronto',
  jobId: 5,
  jobNumber: 'J-5',
  jobProductId: 6,
  productName: 'Cereal',
  serviceTypeId: 1,
  serviceType: 'Reset',
  trait: 'Aisle',
  timeLimit: 2,
  earliestDate: '2040-01-10',
  latestDate: '2040-01-14',
  merchandiserId: 4,
  merchandiser: 'Mia Merch',
  isTemporary: false,
  helpers: [{ id: 9, name: 'Hal Helper', isTemporary: false }],
  category: 'Manual',
  isActivated: true,
  isSubmitted: false,
  isHighlighted: false,
  confirmation: { estimatedDate: '2040-01-11', confirmedAt: '2040-01-01T00:00:00Z', confirmedBy: 'Mia Merch' },
};

const applied = (result: ReturnType<typeof applyUpdate>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

describe('applyUpdate', () => {
  it('names the one field group of an update', () => {
    expect(editFieldOf({ merchandiserId: 3, sendBackup: true })).toBe('merchandiserId');
    expect(editFieldOf({ trait: '' })).toBe('trait');
    expect(editFieldOf({ acctManagerId: null })).toBe('acctManagerId');
    expect(refusedEditMessage('trait', 'Submitted')).toBe(
      'Trait cannot be changed on a submitted service with your role.',
    );
  });

  it('changes the merchandiser with its flags and the updated flag; a helper promoted leaves the helpers', () => {
    const result = applied(
      applyUpdate(
        service,
        { merchandiserId: 9, markMerchandiserAsTemporary: true, sendSupply: true },
        { merchandiser: 'Hal Helper' },
      ),
    );
    expect(result).toMatchObject({ changed: true, merchandiserChanged: true });
    expect(result.service).toMatchObject({
      merchandiserId: 9,
      merchandiser: 'Hal Helper',
      isTemporary: true,
      sendBackup: false,
      sendSupply: true,
      employeeAssignedIdIsUpdated: true,
      helpers: [],
    });
  });

  it('keeps the same merchandiser: only the flags change, no reassignment, no updated flag', () => {
    const same = applied(applyUpdate(service, { merchandiserId: 4 }, { merchandiser: 'Mia Merch' }));
    expect(same).toMatchObject({ changed: false, merchandiserChanged: false });
    const flags = applied(applyUpdate(service, { merchandiserId: 4, sendBackup: true }, { merchandiser: 'Mia Merch' }));
    expect(flags).toMatchObject({ changed: true, merchandiserChanged: false });
    expect(flags.service.employeeAssignedIdIsUpdated).toBeUndefined();
  });

  it('keeps earliest ≤ latest, naming the field', () => {
    expect(applyUpdate(service, { earliestDate: '2040-01-15' })).toEqual({
      ok: false,
      errors: { earliestDate: ['Earliest date cannot be after latest date (2040-01-14).'] },
    });
    expect(applyUpdate(service, { latestDate: '2040-01-09' })).toEqual({
      ok: false,
      errors: { latestDate: ['Latest date cannot be before earliest date (2040-01-10).'] },
    });
    expect(dateRuleErrors(service, { earliestDate: '2040-01-14' })).toBeUndefined();
  });

  it('sets the date flags and drops a dated confirmation the new range excludes', () => {
    const kept = applied(applyUpdate(service, { latestDate: '2040-01-12' })).service;
    expect(kept).toMatchObject({ latestDate: '2040-01-12', latestDateIsUpdated: true });
    expect(kept.confirmation?.estimatedDate).toBe('2040-01-11');
    const dropped = applied(applyUpdate(service, { earliestDate: '2040-01-12' })).service;
    expect(dropped).toMatchObject({ earliestDate: '2040-01-12', earliestDateIsUpdated: true });
    expect(dropped.confirmation).toBeUndefined();
    const noDate = { ...service, confirmation: { estimatedDate: null, confirmedAt: 'x', confirmedBy: 'y' } };
    expect(applied(applyUpdate(noDate, { earliestDate: '2040-01-13' })).service.confirmation?.estimatedDate).toBeNull();
    expect(applied(applyUpdate(service, { earliestDate: '2040-01-10' })).changed).toBe(false);
  });

  it('sets and clears the other fields', () => {
    expect(applied(applyUpdate(service, { timeLimit: 3.5 })).service).toMatchObject({
      timeLimit: 3.5,
      timeLimitIsUpdated: true,
    });
    const typed = applied(applyUpdate(service, { serviceTypeId: 2 }, { serviceType: 'Audit' }));
    expect(typed.service).toMatchObject({ serviceTypeId: 2, serviceType: 'Audit', serviceTypeIdIsUpdated: true });
    const traitless = applied(applyUpdate(service, { trait: '  ' }));
    expect(traitless.changed).toBe(true);
    expect('trait' in traitless.service).toBe(false);
    const managed = applied(applyUpdate(service, { acctManagerId: 2 }, { accountManager: 'Ann Manager' }));
    expect(managed.service).toMatchObject({ acctManagerId: 2, accountManager: 'Ann Manager' });
    const unmanaged = applied(applyUpdate(managed.service, { acctManagerId: null }));
    expect(unmanaged.service.acctManagerId).toBeUndefined();
    expect(unmanaged.service.accountManager).toBeUndefined();
    const grouped = applied(applyUpdate(service, { consumerGroupId: 3 }, { consumerGroup: 'Frozen' }));
    expect(grouped.service).toMatchObject({ consumerGroupId: 3, consumerGroup: 'Frozen' });
    expect(applied(applyUpdate(grouped.service, { consumerGroupId: 3 }, { consumerGroup: 'Frozen' })).changed).toBe(
      false,
    );
    // No updated flag exists for trait, account manager or consumer group (000 §3.6).
    expect(Object.keys(grouped.service).filter((k) => k.endsWith('IsUpdated'))).toEqual([]);
  });
});
