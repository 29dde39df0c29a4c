import { describe, expect, it } from 'vitest';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { WorkerCard } from '../../data/worker-directory.ts';
import { readScheduleSheet } from './read-workbook.ts';
import {
  buildScheduleWorkbook,
  confirmationText,
  excelModuleOf,
  SCHEDULE_EXPORT_COLUMNS,
} from './schedule-workbook.ts';

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
  ...extra,
});

const card = (id: number, firstName: string, lastName: string, supervisorId?: number) =>
  ({ id, code: `E${id}`, firstName, lastName, supervisorId }) as WorkerCard;

describe('schedule workbook', () => {
  it('writes the confirmation as To be Confirmed, No Date or the date', () => {
    expect(confirmationText(undefined)).toBe('To be Confirmed');
    expect(confirmationText(null)).toBe('No Date');
    expect(confirmationText('2041-03-04')).toBe('2041-03-04');
  });

  it('builds one row per summary under a bold, frozen, filtered header', async () => {
    const excel = excelModuleOf(await import('exceljs'));
    const directory = new Map([
      [4, card(4, 'Mia', 'Merch', 3)],
      [3, card(3, 'Sam', 'Super')],
    ]);
    const file = await buildScheduleWorkbook(
      excel,
      [
        summary(7, { merchandiserId: 4, merchandiser: 'Mia Merch', isTemporary: true, estimatedDate: null }),
        summary(8, { trait: 'Cold', isHighlighted: true, category: 'Online', estimatedDate: '2041-03-04' }),
      ],
      directory,
    );
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
      'Manual',
      'Yes',
      'No',
      'No',
    ]);
    const second = values(3);
    expect(second[3]).toBe('2041-03-04');
    expect(second[13]).toBe('Cold');
    expect(second.slice(14, 17)).toEqual([null, null, null]);
    expect(second.slice(17)).toEqual(['Online', 'Yes', 'No', 'Yes']);
  });
});
