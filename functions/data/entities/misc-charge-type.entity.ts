import type { MiscChargeType as MiscChargeTypeContract } from '@shelfline/shared/contracts/misc-charge.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Misc charge type: Travel, Other, Parking, Printing and the admins' own (002 §3; brief money-and-reports §1.2).
 *
 * | access pattern               | pattern | index | key                                                 |
 * |------------------------------|---------|-------|-----------------------------------------------------|
 * | misc charge type by id       |         | table | pk `MISCTYPES`, sk `MISCTYPE#<id, 8 digits>`        |
 * | all misc charge types        | `all`   | table | pk `MISCTYPES`                                      |
 * | name is unique (any case)    |         | table | marker `UNIQUE#miscChargeType.name#<name lowercase>` |
 *
 * A short list read whole by the screen and the misc charge form: one partition, one Query.
 */
export type MiscChargeType = Omit<MiscChargeTypeContract, 'version'>;

export const MISC_CHARGE_TYPES_PARTITION = 'MISCTYPES';

export const MiscChargeTypeEntity = defineEntity<MiscChargeType>({
  name: 'miscChargeType',
  key: (id) => ({ pk: MISC_CHARGE_TYPES_PARTITION, sk: `MISCTYPE#${String(id).padStart(8, '0')}` }),
  unique: [{ label: 'name', value: (t) => t.name }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const MiscChargeTypePatterns = definePatterns({
  /** all misc charge types */
  all: { index: 'table', key: () => ({ pk: MISC_CHARGE_TYPES_PARTITION }) },
});
