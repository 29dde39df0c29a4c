import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../common/export/xlsx-writer.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { readScheduleSheet } from './read-workbook.ts';
import { confirmationText, SCHEDULE_EXPORT_COLUMNS, type ScheduleExportRow } from './schedule-export.ts';

const summary = (id: number, extra: Partial<ServiceSummary> = {}): ServiceSummary => ({
  id,
  earliestDate: '2041-03-02',
  latestDate: '2041-03-06',
  retailerId: 1,
  retailerName: 'Maple Foods',
  storeId: 10,
  storeNumber: 101,
  storeName: 'Maple Downtown',
  provinceId: 2,
  province: 'Ontario',
  cityId: 3,
  city: 'Ottawa',
  jobId: 5,
  jobNumber: 'J-100',
  productName: 'Chips',
  serviceTypeId: 1,
  serviceType: 'Reset',
  timeLimit: 2.5,
  category: 'Manual',
  isActivated: true,
  isSubmitted: false,
  isSaved: false,
  isHighlighted: false,
  isTemporary: false,
  isUpdated: false,
  isManualEntry: false,
  ...extra,
});

/** The workbook the streaming writer makes of `pages`, collected in memory. */
async function workbookOf(pages: ScheduleExportRow[][]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const rows = await writeXlsx(
    stream,
    'Schedules',
    SCHEDULE_EXPORT_COLUMNS,
    (async function* () {
      yield* pages;
    })(),
  );
  await ended;
  expect(rows).toBe(pages.flat().length);
  return Buffer.concat(chunks);
}

describe('schedule export file', () => {
  it('writes the confirmation as To be Confirmed, No Date or the date', () => {
    expect(confirmationText(undefined)).toBe('To be Confirmed');
    expect(confirmationText(null)).toBe('No Date');
    expect(confirmationText('2041-03-04')).toBe('2041-03-04');
  });

  it('builds one row per summary under a bold, frozen, filtered header', async () => {
    const file = await workbookOf([
      [
        {
          summary: summary(7, { merchandiserId: 4, merchandiser: 'Mia Merch', isTemporary: true, estimatedDate: null }),
          supervisor: 'Sam Super',
          accountManager: 'Ava Account',
          store: { isTravelAssociated: true, travelChargeType: 'FlatRate', travelCharge: 12.5 },
          city: { isTravelRegion: false, travelChargeType: 'PerKm', travelCharge: 0.4 },
        },
      ],
      [
        {
          summary: summary(8, { trait: 'Cold', isHighlighted: true, category: 'Online', estimatedDate: '2041-03-04' }),
          city: { isTravelRegion: true, travelChargeType: 'PerKm', travelCharge: 0.4 },
        },
      ],
    ]);
    const { sheet } = await readScheduleSheet(file);
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1);
    expect(SCHEDULE_EXPORT_COLUMNS.map((_, i) => header.getCell(i + 1).value)).toEqual([
      'Service Id',
      'Earliest',
      'Latest',
      'Confirmation',
      'Retailer',
      'Store #',
      'Store',
      'Province',
      'City',
      'Job #',
      'Product',
      'Time Limit',
      'Service Type',
      'Trait',
      'Merchandiser',
      'Supervisor',
      'Temporary',
      'Account Manager',
      'Store Travel',
      'Store Travel Type',
      'Store Travel Charge',
      'Travel Region',
      'City Travel Type',
      'City Travel Charge',
      'Category',
      'Activated',
      'Submitted',
      'Highlighted',
    ]);
    expect(header.font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();

    const values = (row: number) => SCHEDULE_EXPORT_COLUMNS.map((_, i) => sheet.getRow(row).getCell(i + 1).value);
    const first = values(2);
    expect(first[0]).toBe(7);
    expect((first[1] as Date).toISOString().slice(0, 10)).toBe('2041-03-02');
    expect(first.slice(3)).toEqual([
      'No Date',
      'Maple Foods',
      101,
      'Maple Downtown',
      'Ontario',
      'Ottawa',
      'J-100',
      'Chips',
      2.5,
      'Reset',
      null,
      'Mia Merch',
      'Sam Super',
      'Yes',
      'Ava Account',
      'Yes',
      'FlatRate',
      12.5,
      'No',
      null,
      null,
      'Manual',
      'Yes',
      'No',
      'No',
    ]);
    const second = values(3);
    expect(second[3]).toBe('2041-03-04');
    expect(second[13]).toBe('Cold');
    expect(second.slice(14, 18)).toEqual([null, null, null, null]);
    // Travel shows where it applies only: a store without travel, a city in a travel region.
    expect(second.slice(18, 24)).toEqual(['No', null, null, 'Yes', 'PerKm', 0.4]);
    expect(second.slice(24)).toEqual(['Online', 'Yes', 'No', 'Yes']);
  });
});
