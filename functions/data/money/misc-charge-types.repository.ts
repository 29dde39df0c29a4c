import type { MiscChargeRates, MiscChargeRatesFields } from '@shelfline/shared/contracts/misc-charge.contract';
import {
  MISC_CHARGE_RATES_ID,
  MiscChargeRatesEntity,
  type MiscChargeRatesRecord,
} from '../entities/misc-charge-rates.entity.ts';
import { MiscChargeTypeEntity, MiscChargeTypePatterns } from '../entities/misc-charge-type.entity.ts';
import { auditOf } from '../entity.ts';
import { createRepository } from '../repository.ts';

export const miscChargeTypes = createRepository(MiscChargeTypeEntity, MiscChargeTypePatterns);
export const miscChargeRates = createRepository(MiscChargeRatesEntity);

/** Every type (the list is short), sorted by name as the screen and the form show it. */
export async function listMiscChargeTypes() {
  const all = await miscChargeTypes.queryAll('all');
  return all.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** What GET answers before the rates were ever saved: zeros at version 0 (PUT with version 0 creates them). */
export const DEFAULT_MISC_CHARGE_RATES: MiscChargeRatesFields = {
  travelLowKmRate: 0,
  travelHighKmRate: 0,
  travelHighLowKmThreshold: 0,
  travelPerHourRate: 0,
  travelContinuity: 0,
  printPerPageRate: 0,
};

const ratesOf = ({ id: _id, ...fields }: MiscChargeRatesRecord, version: number): MiscChargeRates => ({
  ...fields,
  version,
});

export async function findMiscChargeRates(): Promise<MiscChargeRates> {
  const stored = await miscChargeRates.get(MISC_CHARGE_RATES_ID);
  return stored ? ratesOf(stored, stored.version) : { ...DEFAULT_MISC_CHARGE_RATES, version: 0 };
}

/**
 * Saves the rates read at `version`: 0 creates the item (409 if someone saved first), otherwise the stored
 * version must still match (409 when stale).
 */
export async function saveMiscChargeRates(
  fields: MiscChargeRatesFields,
  version: number,
  by: string,
): Promise<MiscChargeRates> {
  const record = { ...fields, id: MISC_CHARGE_RATES_ID };
  const saved =
    version === 0 ? await miscChargeRates.create(record, by) : await miscChargeRates.replace(record, version, by);
  return ratesOf(record, auditOf(saved).version);
}
