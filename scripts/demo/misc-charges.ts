/**
 * Demo misc charge types and company rates (002 §3: "Types are Travel, Other, Parking and Printing"; brief
 * money-and-reports §2.1). The four built-ins keep ids 1–4 and their `kind` (Decision A25); one inactive type of
 * the admins' own shows the screen's Active filter. Fixed values, no randomness.
 */
import type { MiscChargeRatesRecord } from '../../functions/data/entities/misc-charge-rates.entity.ts';
import { MISC_CHARGE_RATES_ID } from '../../functions/data/entities/misc-charge-rates.entity.ts';
import type { MiscChargeType } from '../../functions/data/entities/misc-charge-type.entity.ts';

export const DEMO_MISC_CHARGE_TYPES: readonly MiscChargeType[] = [
  {
    id: 1,
    name: 'Travel',
    kind: 'travel',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: true,
    isCustomerBilling: true,
  },
  {
    id: 2,
    name: 'Other',
    kind: 'other',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: true,
    isCustomerBilling: false,
  },
  {
    id: 3,
    name: 'Parking',
    kind: 'parking',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: true,
    isCustomerBilling: true,
  },
  {
    id: 4,
    name: 'Printing',
    kind: 'printing',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: false,
    isCustomerBilling: true,
  },
  {
    id: 5,
    name: 'Training Day',
    kind: null,
    isInactive: true,
    isGSTApplicable: false,
    isEmployeeInvoicing: true,
    isCustomerBilling: false,
  },
];

/** Company rates in CAD: 0.58/km up to 100 km, 0.45/km beyond, 18/h travel time, 25 continuity, 0.12/page. */
export const DEMO_MISC_CHARGE_RATES: readonly MiscChargeRatesRecord[] = [
  {
    id: MISC_CHARGE_RATES_ID,
    travelLowKmRate: 0.58,
    travelHighKmRate: 0.45,
    travelHighLowKmThreshold: 100,
    travelPerHourRate: 18,
    travelContinuity: 25,
    printPerPageRate: 0.12,
  },
];
