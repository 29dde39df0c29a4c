import type { DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { describe, expect, it } from 'vitest';
import { buildDetailsCsv, csvField, csvFileName } from './csv.ts';

function row(overrides: Partial<DraftDetail> = {}): DraftDetail {
  return {
    id: 10_000_001,
    draftId: 1,
    draftJobId: 1001,
    retailer: 'Walmart',
    retailerId: 3,
    storeId: 44,
    store: {
      storeNumber: 1203,
      address1: '12 King St',
      postalCode: 'M5V 1A1',
      province: 'Ontario',
      provinceId: 9,
      city: 'Toronto',
      cityId: 90,
      isTravelAssociated: false,
      travelCharge: 0,
      isTravelRegion: false,
      cityTravelCharge: 0,
    },
    mainJobProduct: { id: 7, jobId: 70, jobNumber: 'J-70', product: 'Shelf reset' },
    serviceTypeId: 2,
    serviceType: 'Reset',
    hours: 2.5,
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    previousWorkers: [],
    workers: [],
    version: 1,
    ...overrides,
  };
}

const worker = (id: number, name: string, isTeamLead: boolean) => ({
  id,
  rowId: 10_000_001,
  name,
  isTeamLead,
  isTemporary: false,
  isSpecialProjects: false,
});

describe('csvField', () => {
  it('leaves plain text alone and quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvField('Toronto')).toBe('Toronto');
    expect(csvField(2.5)).toBe('2.5');
    expect(csvField(undefined)).toBe('');
    expect(csvField('12 King St, Unit 4')).toBe('"12 King St, Unit 4"');
    expect(csvField('The "big" shelf')).toBe('"The ""big"" shelf"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });
});

describe('buildDetailsCsv', () => {
  it('writes the fixed columns and no worker columns when no row has workers', () => {
    const csv = buildDetailsCsv([row()]);
    expect(csv).toBe(
      'Retailer,Store #,Province,City,Address,Job,Helper Job,Product,Service Type,Trait,Hours,Start Date,End Date\r\n' +
        'Walmart,1203,Ontario,Toronto,12 King St,J-70,,Shelf reset,Reset,,2.5,2026-12-01,2026-12-05\r\n',
    );
  });

  it('adds as many previous and current worker columns as the row with the most, team leads first', () => {
    const csv = buildDetailsCsv([
      row({
        previousWorkers: [{ id: 5, name: 'Ann Lee', isTeamLead: true }],
        workers: [worker(8, 'Bo Chan', false), worker(9, 'Cy Dee', true)],
        store: { ...row().store, address2: 'Unit 4' },
        helperJobProduct: { id: 8, jobNumber: 'J-80' },
        trait: 'Aisle "5"',
      }),
      row({ id: 10_000_002, workers: [worker(4, 'Di Eve', true)] }),
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Retailer,Store #,Province,City,Address,Job,Helper Job,Product,Service Type,Trait,Hours,Start Date,End Date,' +
        'Previous Merchandiser 1 (Team Lead/Helper),' +
        'Current Merchandiser 1 (Team Lead/Helper),Current Merchandiser 2 (Team Lead/Helper)',
    );
    expect(lines[1]).toBe(
      'Walmart,1203,Ontario,Toronto,"12 King St, Unit 4",J-70,J-80,Shelf reset,Reset,"Aisle ""5""",2.5,2026-12-01,2026-12-05,' +
        'Ann Lee (Team Lead),Cy Dee (Team Lead),Bo Chan (Helper)',
    );
    expect(lines[2]).toBe(
      'Walmart,1203,Ontario,Toronto,12 King St,J-70,,Shelf reset,Reset,,2.5,2026-12-01,2026-12-05,,Di Eve (Team Lead),',
    );
  });

  it('answers the header alone for no rows', () => {
    expect(buildDetailsCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvFileName', () => {
  it('names the file after the local date', () => {
    expect(csvFileName(new Date(2026, 0, 7, 23, 59))).toBe('export_2026-01-07.csv');
  });
});
