import type { MiscChargeRatesFields } from '@shelfline/shared/contracts/misc-charge.contract';
import { defineEntity } from '../entity.ts';

/**
 * The company misc charge rates (002 §3; brief money-and-reports §1.2): one item, written with `version`.
 * Each misc charge snapshots the rates it was computed with, so a change never alters existing charges.
 *
 * | access pattern          | pattern | index | key                              |
 * |-------------------------|---------|-------|----------------------------------|
 * | the company rates       |         | table | pk `MISCRATES`, sk `MISCRATES`   |
 *
 * `id` is always 1 (the kit keys records by id); the key ignores it.
 */
export type MiscChargeRatesRecord = MiscChargeRatesFields & { id: number };

export const MISC_CHARGE_RATES_ID = 1;

export const MiscChargeRatesEntity = defineEntity<MiscChargeRatesRecord>({
  name: 'miscChargeRates',
  key: () => ({ pk: 'MISCRATES', sk: 'MISCRATES' }),
});
