import * as z from 'zod';

/**
 * The one money module (brief money-and-reports §1.3, §9 rule 2), used by the server, PDFs, spreadsheets and the SPA.
 *
 * - Amounts are integer **cents** inside; the API keeps the spec's decimal numbers (`amount: 123.45`) and converts at
 *   the boundary (`toCents`, `centsToAmount`), refusing more decimals than the field takes.
 * - Decimal inputs are read from their shortest text form (what JSON carried), never multiplied in floating point:
 *   `Math.round(1.005 * 100)` is 100, while 1.005 → 1.01 here.
 * - ONE rounding rule: half-up, away from zero, to the cent, once per computed line (`lineCents`) and once per tax
 *   code per invoice (`taxLines`); sums of cents are exact and never rounded again.
 */

/** Integer cents. */
export type Cents = number;

/** Decimal places a field may carry (brief §1.3): money 2, rates 4 (e.g. 0.4525 per km), tax rates 3 (14.975 %). */
export const MONEY_DECIMALS = 2;
export const RATE_DECIMALS = 4;
export const TAX_RATE_DECIMALS = 3;

/** A decimal read exactly: `digits` × 10^−`scale` (e.g. 14.975 → 14975n, 3). */
export interface ExactDecimal {
  digits: bigint;
  scale: number;
}

/** A value that is not a valid amount for money arithmetic (a caller's mistake: validate with the zod fields first). */
export class MoneyError extends RangeError {
  override name = 'MoneyError';
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number (or its text) exactly as written: the shortest text of a JS number is what JSON carried, so 0.1
 * is 1 × 10^−1, not 0.1000000000000000055…. Trailing zeros of the fraction do not count as decimals.
 */
export function exactDecimal(value: number | string): ExactDecimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new MoneyError(`${value} is not a finite number.`);
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) throw new MoneyError(`"${value}" is not a decimal number.`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const fractionDigits = fraction.replace(/0+$/, '');
  let digits = BigInt(`${whole}${fractionDigits}`);
  let scale = fractionDigits.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: sign === '-' ? -digits : digits, scale };
}

/** How many decimals `value` really has (1.50 → 1, 14.975 → 3, 1e-7 → 7). */
export const decimalPlaces = (value: number | string) => exactDecimal(value).scale;

/** Whether `value` is a finite number with at most `maxDecimals` decimals: the zod fields' refinement. */
export function hasAtMostDecimals(value: number, maxDecimals: number): boolean {
  return Number.isFinite(value) && decimalPlaces(value) <= maxDecimals;
}

/** `digits` at exactly `scale` decimals (never loses digits: refused when `value` has more). */
function scaled(value: number | string, scale: number, what: string): bigint {
  const d = exactDecimal(value);
  if (d.scale > scale) throw new MoneyError(`${what} ${value} has more than ${scale} decimals.`);
  return d.digits * 10n ** BigInt(scale - d.scale);
}

/**
 * numerator / divisor rounded half-up away from zero (divisor > 0): 0.5 → 1, −0.5 → −1, 0.49 → 0. The one
 * rounding rule; everything that rounds goes through here.
 */
export function divideRoundHalfUp(numerator: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new MoneyError('The divisor must be positive.');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** A bigint of cents as a number, refused beyond what a double holds exactly. */
function centsOf(value: bigint): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new MoneyError('The amount is too large.');
  return Number(value) + 0; // `+ 0` turns −0 into 0
}

function assertCents(value: Cents): void {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`${value} is not a whole number of cents.`);
}

/** An API amount (at most 2 decimals) in cents: 123.45 → 12345. More decimals are refused, never rounded away. */
export function toCents(amount: number | string): Cents {
  return centsOf(scaled(amount, MONEY_DECIMALS, 'Amount'));
}

/** Cents as the API's decimal number: 12345 → 123.45 (the nearest double, whose text is exactly the 2 decimals). */
export function centsToAmount(cents: Cents): number {
  assertCents(cents);
  return cents / 100 + 0;
}

/**
 * Any exact decimal amount rounded once to the cent: 1.005 → 101, −1.005 → −101, 0.125 → 13. For amounts that come
 * out of a computation; an amount a user typed goes through `toCents` (which refuses a third decimal instead).
 */
export function roundToCents(amount: number | string | ExactDecimal): Cents {
  const d = typeof amount === 'object' ? amount : exactDecimal(amount);
  if (d.scale <= MONEY_DECIMALS) return centsOf(d.digits * 10n ** BigInt(MONEY_DECIMALS - d.scale));
  return centsOf(divideRoundHalfUp(d.digits, 10n ** BigInt(d.scale - MONEY_DECIMALS)));
}

/**
 * One computed line: rate (dollars, up to 4 decimals) × quantity (hours in hundredths, km, pages…; up to
 * `quantityDecimals`), exact, then rounded once to the cent. 45.5 × 7.25 h → 32988 (329.875 rounds up).
 */
export function lineCents(rate: number | string, quantity: number | string, quantityDecimals = 2): Cents {
  const r = scaled(rate, RATE_DECIMALS, 'Rate');
  const q = scaled(quantity, quantityDecimals, 'Quantity');
  return roundToCents({ digits: r * q, scale: RATE_DECIMALS + quantityDecimals });
}

/** The exact sum of cents (no rounding: each line was rounded once already). */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0n;
  for (const value of values) {
    assertCents(value);
    total += BigInt(value);
  }
  return centsOf(total);
}

/** The negation of an amount (never −0). */
export function negateCents(cents: Cents): Cents {
  assertCents(cents);
  return -cents + 0;
}

/**
 * A reversal line (brief §1.3 rule 5, A7): an exact copy of the stored original with its money fields negated,
 * never recomputed from today's rates. Works on cents and on the API's 2-decimal numbers alike (negating a double is
 * exact). Other fields (ids, reversal links) are the caller's to set on the copy.
 */
export function reversalOf<T extends object, K extends keyof T>(original: T, moneyFields: readonly K[]): T {
  const copy = { ...original };
  for (const key of moneyFields) {
    const value = original[key];
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new MoneyError(`${String(key)} is not an amount to reverse.`);
    copy[key] = (-value + 0) as T[K];
  }
  return copy;
}

/** A line's tax treatment: its code and rate in percent (up to 3 decimals, e.g. 14.975); none = not taxable. */
export interface TaxTreatment {
  code: string;
  rate: number;
}

/** A line of an invoice, as the tax sees it. */
export interface TaxableLine {
  amount: Cents;
  tax?: TaxTreatment;
}

/** A tax line of an invoice (snapshotted on it, brief §1.3 rule 3): base and tax in cents. */
export interface TaxLine {
  code: string;
  rate: number;
  base: Cents;
  tax: Cents;
}

/**
 * Tax per tax code per invoice (brief §1.5, §9 rule 2): the taxable lines' cents summed per code (and rate), then
 * base × rate rounded ONCE per code, never per line. Lines without a tax treatment, or at rate 0, add no tax line.
 * Tax lines come in the order their code first appears, so the same lines in the same order give the same invoice.
 */
export function taxLines(lines: Iterable<TaxableLine>): TaxLine[] {
  const groups = new Map<string, { code: string; rate: number; rateUnits: bigint; base: bigint }>();
  for (const { amount, tax } of lines) {
    assertCents(amount);
    if (!tax) continue;
    const rateUnits = scaled(tax.rate, TAX_RATE_DECIMALS, 'Tax rate');
    if (rateUnits < 0n) throw new MoneyError(`Tax rate ${tax.rate} is negative.`);
    if (rateUnits === 0n) continue;
    const key = `${tax.code}\u0000${rateUnits}`;
    const group = groups.get(key) ?? { code: tax.code, rate: tax.rate, rateUnits, base: 0n };
    group.base += BigInt(amount);
    groups.set(key, group);
  }
  // rate is a percent with 3 decimals: base × rateUnits / (100 × 1000)
  return [...groups.values()].map((g) => ({
    code: g.code,
    rate: g.rate,
    base: centsOf(g.base),
    tax: centsOf(divideRoundHalfUp(g.base * g.rateUnits, 100_000n)),
  }));
}

/** An invoice's totals (brief §1.5): sub-total of every line, tax per code, total = sub-total + Σ tax. */
export function invoiceTotals(lines: readonly TaxableLine[]): {
  subTotal: Cents;
  gst: Cents;
  total: Cents;
  taxLines: TaxLine[];
} {
  const subTotal = sumCents(lines.map((l) => l.amount));
  const perCode = taxLines(lines);
  const gst = sumCents(perCode.map((t) => t.tax));
  return { subTotal, gst, total: sumCents([subTotal, gst]), taxLines: perCode };
}

/** How negative amounts are shown: '-1,234.56', or '(1,234.56)' where 002 §2/§9 asks (customer charges). */
export type NegativeStyle = 'minus' | 'parentheses';

/** For display: 2 decimals, thousands separators (1234567 → '12,345.67'); never through floating point. */
export function formatCents(cents: Cents, negative: NegativeStyle = 'minus'): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const whole = ((magnitude - (magnitude % 100)) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${whole}.${String(magnitude % 100).padStart(2, '0')}`;
  if (cents >= 0) return text;
  return negative === 'parentheses' ? `(${text})` : `-${text}`;
}

const MONEY_TEXT = /^(\()?\s*(-)?\s*\$?\s*([\d,]+(?:\.\d*)?|\.\d+)\s*(\))?$/;

/**
 * Reads an amount as people type or as `formatCents` shows it ('1,234.56', '-12.5', '(1,234.56)', '$3'), to cents;
 * more than 2 decimals are refused. Commas must group thousands when present.
 */
export function parseMoneyText(text: string): Cents {
  const match = MONEY_TEXT.exec(text.trim());
  const [, open, minus, number = '', close] = match ?? [];
  if (!match || Boolean(open) !== Boolean(close) || (open && minus))
    throw new MoneyError(`"${text}" is not an amount.`);
  const [whole = '', fraction] = number.split('.');
  if (whole.includes(',') && !/^\d{1,3}(,\d{3})+$/.test(whole)) throw new MoneyError(`"${text}" is not an amount.`);
  const cents = toCents(`${whole.replace(/,/g, '') || '0'}${fraction ? `.${fraction}` : ''}`);
  return open || minus ? negateCents(cents) : cents;
}

/** The message of a field with too many decimals; the same text under the field in the SPA and in the API's errors. */
export const decimalsMessage = (label: string, maxDecimals: number) =>
  `${label} takes at most ${maxDecimals} decimals.`;

interface DecimalFieldOptions {
  min?: number;
  max?: number;
}

/**
 * A decimal API number with at most `maxDecimals` decimals, between `min` (default 0) and `max`: the zod refinement
 * every money, rate and tax field uses, so a contract cannot accept what the arithmetic would refuse.
 */
export function decimalField(label: string, maxDecimals: number, { min = 0, max = 100_000_000 }: DecimalFieldOptions) {
  return z
    .number({ error: `${label} must be a number.` })
    .min(min, min === 0 ? `${label} must be 0 or more.` : `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .refine((n) => hasAtMostDecimals(n, maxDecimals), decimalsMessage(label, maxDecimals));
}

/** An amount in dollars, 2 decimals (default ≥ 0; pass `min` for amounts that may be negative). */
export const moneyField = (label: string, options: DecimalFieldOptions = {}) =>
  decimalField(label, MONEY_DECIMALS, options);

/** A rate in dollars per unit (hour, km, page), up to 4 decimals. */
export const rateField = (label: string, options: DecimalFieldOptions = {}) =>
  decimalField(label, RATE_DECIMALS, options);

/** A tax rate in percent, up to 3 decimals (14.975), 0 to 100. */
export const taxRateField = (label: string) => decimalField(label, TAX_RATE_DECIMALS, { min: 0, max: 100 });

/** Hours as billed, in hundredths (7.25), ≥ 0. */
export const hoursField = (label: string, options: DecimalFieldOptions = {}) => decimalField(label, 2, options);
