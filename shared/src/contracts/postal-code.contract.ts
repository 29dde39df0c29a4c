/**
 * Postal-code patterns keyed by country id (001 §3 "Postal formats are keyed by country id", §5):
 * country 1 (Canada): letter, digit, letter, an optional space or hyphen, then digit, letter, digit;
 * country 2 (USA): five digits with an optional hyphen and four digits.
 */
export const CANADA_COUNTRY_ID = 1;
export const USA_COUNTRY_ID = 2;

export const POSTAL_CODE_PATTERNS: Readonly<Record<number, RegExp>> = {
  [CANADA_COUNTRY_ID]: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
  [USA_COUNTRY_ID]: /^\d{5}(-?\d{4})?$/,
};

/** Whether a postal code fits its country's pattern; without a country, any known pattern will do. */
export function isValidPostalCode(postalCode: string, countryId?: number): boolean {
  const code = postalCode.trim();
  if (countryId !== undefined && POSTAL_CODE_PATTERNS[countryId]) return POSTAL_CODE_PATTERNS[countryId].test(code);
  return Object.values(POSTAL_CODE_PATTERNS).some((pattern) => pattern.test(code));
}

/** The country whose pattern a postal code fits (Canada first), or undefined. */
export function countryOfPostalCode(postalCode: string): number | undefined {
  const code = postalCode.trim();
  for (const [id, pattern] of Object.entries(POSTAL_CODE_PATTERNS)) if (pattern.test(code)) return Number(id);
  return undefined;
}

/** Canadian codes are stored upper-case with one space ('m5v-3l9' → 'M5V 3L9'); others trimmed. */
export function normalisePostalCode(postalCode: string): string {
  const code = postalCode.trim();
  const canadian = POSTAL_CODE_PATTERNS[CANADA_COUNTRY_ID];
  if (canadian?.test(code)) {
    const compact = code.replace(/[ -]/, '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return code;
}

export const postalCodeMessage = (countryId?: number) =>
  countryId === USA_COUNTRY_ID
    ? 'Postal Code must be a ZIP code (12345 or 12345-6789).'
    : countryId === CANADA_COUNTRY_ID
      ? 'Postal Code must look like A1A 1A1.'
      : 'Postal Code must look like A1A 1A1 (Canada) or 12345 (USA).';

/** The spec's geolocation message (000 §5, 001 §8), when `latLong/{postalCode}` answers 0,0. */
export const geolocationMessage = (postalCode: string) =>
  `Unable to get coordinates for Postal Code ${postalCode}. Please check Postal Code and try again.`;
