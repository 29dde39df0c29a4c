import { ORDER_EXPORT_FIELD_NAMES, type OrderExportField } from '@shelfline/shared/contracts/order-export.contract';
import type { CellValue, ExportColumn } from '../../common/export/columns.ts';
import { guardCell, yesNo } from '../../common/export/columns.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import type { OrderExportColumn } from '../../data/entities/order-export-layout.entity.ts';
import type { OrderExportRow } from './order-rows.ts';

/*
 * A layout's columns as workbook columns (brief §9c): each a field of the row with the layout's caption. Text goes to
 * a supplier's spreadsheet, so a text cell a spreadsheet would read as a formula is made inert (rule R12).
 */

const MONEY: ReadonlySet<OrderExportField> = new Set(['cost', 'retail', 'extendedCost', 'extendedRetail']);
const NUMBERS: ReadonlySet<OrderExportField> = new Set(['orderId', 'serviceId', 'storeNumber', 'quantity']);
const KNOWN: ReadonlySet<string> = new Set(ORDER_EXPORT_FIELD_NAMES);

/** 'Invalid layout' (002 §8): a layout that is missing, has no column, or names a field the export does not have. */
export const invalidLayout = () => new BadRequestError({ orderLayoutId: ['Invalid layout'] });

function cellOf(field: OrderExportField, row: OrderExportRow): CellValue {
  const value = row[field];
  if (field === 'noOrderNeeded') return yesNo(Boolean(value));
  if (field === 'submittedDate') return value ? new Date(String(value)) : null;
  if (value === null || typeof value === 'number') return value;
  return guardCell(String(value));
}

export function workbookColumns(columns: readonly OrderExportColumn[]): ExportColumn<OrderExportRow>[] {
  if (columns.length === 0 || columns.some((c) => !KNOWN.has(c.field))) throw invalidLayout();
  return columns.map(({ field, caption }) => {
    const known = field as OrderExportField;
    return {
      header: caption,
      width: Math.max(10, Math.min(40, caption.length + 4)),
      value: (row: OrderExportRow) => cellOf(known, row),
      ...(MONEY.has(known) ? { numFmt: '0.00' } : {}),
      ...(known === 'submittedDate' ? { numFmt: 'mm/dd/yyyy h:mm AM/PM' } : {}),
      ...(NUMBERS.has(known) ? { numFmt: '0' } : {}),
    };
  });
}
