/** Money with 2 decimals (002 §2: cost and retail); empty for a No Count Required row. */
export const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY h:mm A in the viewer's time zone (002 §2 History: export date); '' for none. */
export function dateTime(iso: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const hours = at.getHours() % 12 || 12;
  const half = at.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${hours}:${pad(at.getMinutes())} ${half}`;
}

/** YYYY-MM-DD of `at` in the viewer's time zone. */
export const localDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** The History's default window: the start of this month to today (002 §7). */
export function thisMonth(now = new Date()): { fromDate: string; toDate: string } {
  const today = localDay(now);
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}
