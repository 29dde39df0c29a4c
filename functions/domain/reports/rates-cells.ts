/*
 * Number formats of the rate and charge columns of the reports. Rates are stored as decimal amounts (brief §1.3: money
 * 2 decimals, rates up to 4, e.g. 0.4525 per km), so they are written as numbers as stored, never as text.
 */

/** Money: an amount or a per-hour rate (two decimals). */
export const MONEY_FORMAT = '#,##0.00';

/** A rate that may carry up to 4 decimals (per km): two always shown, the third and fourth when set. */
export const RATE_FORMAT = '#,##0.00##';

/** A rate cell: the number, or empty when unset. */
export const rateCell = (value: number | undefined | null) => value ?? null;
