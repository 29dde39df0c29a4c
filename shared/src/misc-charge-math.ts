import { type Cents, lineCents, MoneyError, toCents } from './money.ts';

/**
 * The amount of a misc charge by type (brief money-and-reports §2.2, §1.5; 002 §4 "Misc charge form logic"). The
 * server recomputes it from units and the rates snapshot (a client-sent amount counts only where the amount is typed);
 * the SPA's form previews it with the same function.
 */

/** The rates a misc charge is computed with (company `miscChargeRates`, worker's own travel rates over them). */
export interface MiscChargeRates {
  travelLowKmRate: number;
  travelHighKmRate: number;
  /** Whole km: a distance below it is paid at the low rate, at or above it at the high rate. */
  travelHighLowKmThreshold: number;
  travelPerHourRate: number;
  travelContinuity: number;
  printPerPageRate: number;
}

/** What the charge's type asks for: computed kinds carry their units, typed kinds their amount. */
export type MiscChargeInput =
  | { kind: 'km'; km: number }
  | { kind: 'time'; hours: number }
  | { kind: 'continuity'; services: number }
  | { kind: 'printing'; pages: number }
  /** Flat Rate travel, Parking, Other and user-added types: the amount as typed (≥ 0, 2 decimals). */
  | { kind: 'typed'; amount: number };

/** The snapshot a misc charge stores (`units`, `miscChargeRate`, `amount`); rate 0 and units 0 for typed amounts. */
export interface MiscChargeAmount {
  rate: number;
  units: number;
  amount: Cents;
}

function wholeUnits(value: number, what: string, min = 0): number {
  if (!Number.isSafeInteger(value) || value < min)
    throw new MoneyError(`${what} must be a whole number of at least ${min}.`);
  return value;
}

/**
 * Km Only: the WHOLE distance at one rate (not tiered): the low rate below the threshold, the high rate at or above
 * it (§9 rule 8).
 */
export function kmRate(km: number, rates: MiscChargeRates): number {
  return km < rates.travelHighLowKmThreshold ? rates.travelLowKmRate : rates.travelHighKmRate;
}

/** The rate, units and amount of a misc charge, each amount rounded once to the cent (money.ts). */
export function miscChargeAmount(input: MiscChargeInput, rates: MiscChargeRates): MiscChargeAmount {
  const computed = (rate: number, units: number) => ({ rate, units, amount: lineCents(rate, units, 0) });
  switch (input.kind) {
    case 'km': {
      const km = wholeUnits(input.km, 'Km');
      return computed(kmRate(km, rates), km);
    }
    case 'time':
      return computed(rates.travelPerHourRate, wholeUnits(input.hours, 'Hours'));
    case 'continuity':
      // units = the number of selected services, at least one
      return computed(rates.travelContinuity, wholeUnits(input.services, 'Services', 1));
    case 'printing':
      return computed(rates.printPerPageRate, wholeUnits(input.pages, 'Pages'));
    case 'typed': {
      const amount = toCents(input.amount);
      if (amount < 0) throw new MoneyError('Amount must be 0 or more.');
      return { rate: 0, units: 0, amount };
    }
  }
}
