import type { DraftDetail } from '@shelfline/shared/contracts/draft.contract';

/** Columns of 'Download as CSV' before the worker columns (000 §2.7). */
export const CSV_COLUMNS = [
  'Retailer',
  'Store #',
  'Province',
  'City',
  'Address',
  'Job',
  'Helper Job',
  'Product',
  'Service Type',
  'Trait',
  'Hours',
  'Start Date',
  'End Date',
] as const;

/** One CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing spaces (RFC 4180). */
export function csvField(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function addressOf(row: DraftDetail): string {
  return [row.store.address1, row.store.address2].filter(Boolean).join(', ');
}

const role = (isTeamLead: boolean) => (isTeamLead ? 'Team Lead' : 'Helper');

/**
 * The CSV of the filtered rows: the fixed columns, then one 'Previous Merchandiser n' column per previous worker
 * and one 'Current Merchandiser n' column per current worker, as many as the row with the most has; each worker
 * cell reads 'Name (Team Lead)' or 'Name (Helper)'. Lines end with CRLF.
 */
export function buildDetailsCsv(rows: readonly DraftDetail[]): string {
  const previous = Math.max(0, ...rows.map((r) => r.previousWorkers.length));
  const current = Math.max(0, ...rows.map((r) => r.workers.length));
  const header = [
    ...CSV_COLUMNS,
    ...Array.from({ length: previous }, (_, i) => `Previous Merchandiser ${i + 1} (Team Lead/Helper)`),
    ...Array.from({ length: current }, (_, i) => `Current Merchandiser ${i + 1} (Team Lead/Helper)`),
  ];
  const lines = rows.map((row) => {
    const workers = [...row.workers].sort((a, b) => Number(b.isTeamLead) - Number(a.isTeamLead));
    const cells: (string | number | undefined)[] = [
      row.retailer,
      row.store.storeNumber,
      row.store.province,
      row.store.city,
      addressOf(row),
      row.mainJobProduct.jobNumber,
      row.helperJobProduct?.jobNumber,
      row.mainJobProduct.product,
      row.serviceType,
      row.trait,
      row.hours,
      row.startDate,
      row.endDate,
      ...Array.from({ length: previous }, (_, i) => {
        const w = row.previousWorkers[i];
        return w ? `${w.name} (${role(w.isTeamLead)})` : undefined;
      }),
      ...Array.from({ length: current }, (_, i) => {
        const w = workers[i];
        return w ? `${w.name} (${role(w.isTeamLead)})` : undefined;
      }),
    ];
    return cells.map(csvField).join(',');
  });
  return `${[header.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}

/** `export_{YYYY-MM-DD}.csv` with the local date (000 §2.7, §9). */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `export_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
