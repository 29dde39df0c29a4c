import { describe, expect, it } from 'vitest';
import type { StoredRow } from '../../data/entities/draft.entity.ts';
import { applyJobSettings, blockStoreOf, initialJobDates, newRowFields, pairsOf } from './generate-rows.ts';

const row = (fields: Partial<StoredRow> = {}): StoredRow => ({
  id: 1,
  storeId: 7,
  draftJobId: 5001,
  serviceTypeId: 2,
  hours: 3,
  workers: [],
  version: 4,
  ...fields,
});

describe('rows of store × job', () => {
  it('pairs every store with every job, stores outer', () => {
    expect(pairsOf(['s1', 's2'], [1, 2, 3])).toEqual([
      { store: 's1', job: 1 },
      { store: 's1', job: 2 },
      { store: 's1', job: 3 },
      { store: 's2', job: 1 },
      { store: 's2', job: 2 },
      { store: 's2', job: 3 },
    ]);
    expect(pairsOf([], [1])).toEqual([]);
    expect(pairsOf(['s1'], [])).toEqual([]);
  });

  it('starts a row with the job service type and dates, 0 hours and no workers', () => {
    expect(newRowFields({ id: 5001, serviceTypeId: 3, startDate: '2031-01-05', endDate: '2031-01-09' })).toEqual({
      draftJobId: 5001,
      serviceTypeId: 3,
      hours: 0,
      startDate: '2031-01-05',
      endDate: '2031-01-09',
      workers: [],
    });
    expect(newRowFields({ id: 5002, serviceTypeId: 3 })).toEqual({
      draftJobId: 5002,
      serviceTypeId: 3,
      hours: 0,
      workers: [],
    });
  });
});

describe('applying a job to its rows', () => {
  it('sets the service type and keeps the rest', () => {
    expect(applyJobSettings(row(), { serviceTypeId: 9 })).toEqual({ ...row(), serviceTypeId: 9 });
  });

  it('sets and clears the dates', () => {
    const dated = applyJobSettings(row(), { dates: { startDate: '2031-02-01', endDate: '2031-02-03' } });
    expect(dated).toMatchObject({ startDate: '2031-02-01', endDate: '2031-02-03', hours: 3 });
    const cleared = applyJobSettings(dated as StoredRow, { dates: {} });
    expect(cleared).not.toHaveProperty('startDate');
    expect(cleared).not.toHaveProperty('endDate');
  });

  it('answers undefined when nothing changes, so the row keeps its version', () => {
    expect(applyJobSettings(row(), { serviceTypeId: 2 })).toBeUndefined();
    expect(applyJobSettings(row(), { dates: {} })).toBeUndefined();
    expect(
      applyJobSettings(row({ startDate: '2031-02-01', endDate: '2031-02-03' }), {
        dates: { startDate: '2031-02-01', endDate: '2031-02-03' },
      }),
    ).toBeUndefined();
  });

  it("gives a new job its master job's run only when it has both dates in order", () => {
    expect(initialJobDates({ startDate: '2031-01-01', endDate: '2031-03-31' })).toEqual({
      startDate: '2031-01-01',
      endDate: '2031-03-31',
    });
    expect(initialJobDates({ startDate: '2031-01-01' })).toEqual({});
    expect(initialJobDates({ startDate: '2031-03-01', endDate: '2031-01-01' })).toEqual({});
    expect(initialJobDates({})).toEqual({});
  });
});

describe('a store in its row block', () => {
  const store = {
    id: 70,
    retailerId: 1,
    storeNumber: 1021,
    name: 'London',
    address1: '1242 King St W',
    cityId: 6,
    city: 'London',
    provinceId: 9,
    province: 'Ontario',
    postalCode: 'N6A 4J2',
    isTravelAssociated: true,
    travelChargeType: 'FlatRate',
    travelCharge: 25,
    isInactive: false,
  };
  const city = {
    id: 6,
    provinceId: 9,
    name: 'London',
    travelCharge: 40,
    travelChargeType: 'PerKm',
    isTravelRegion: true,
    inactive: false,
    latitude: 42.98,
    longitude: -81.24,
  };

  it("keeps the store's address and travel fields and its city's, with the city's coordinates as a fallback", () => {
    expect(blockStoreOf(store, city)).toEqual({
      storeId: 70,
      storeNumber: 1021,
      address1: '1242 King St W',
      postalCode: 'N6A 4J2',
      province: 'Ontario',
      provinceId: 9,
      city: 'London',
      cityId: 6,
      isTravelAssociated: true,
      travelChargeType: 'FlatRate',
      travelCharge: 25,
      isTravelRegion: true,
      cityTravelChargeType: 'PerKm',
      cityTravelCharge: 40,
      latitude: 42.98,
      longitude: -81.24,
    });
    expect(blockStoreOf({ ...store, latitude: 1, longitude: 2 }, undefined)).toMatchObject({
      latitude: 1,
      longitude: 2,
      isTravelRegion: false,
      cityTravelCharge: 0,
    });
  });
});
