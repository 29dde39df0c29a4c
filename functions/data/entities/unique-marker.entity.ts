/**
 * Uniqueness marker: an item that reserves a unique value of a record (a retailer code, a store number within its
 * retailer, a login code). It is written in the same transaction as the record, conditioned on not existing, so two
 * writers can never both take a value (entity.ts `uniqueKey`, repository.ts).
 *
 * | access pattern                       | index | key                                                          |
 * |--------------------------------------|-------|--------------------------------------------------------------|
 * | is this value taken (and by whom)    | table | pk `UNIQUE#<entity>.<field label>#[<scope>#]<value, lower>`, sk `UNIQUE` |
 *
 * The item holds `type: 'unique'` and `ownerId`, the id of the record that holds the value.
 */
export const UNIQUE_MARKER_TYPE = 'unique';

export const uniqueMarkerKey = (entityName: string, label: string, scope: string | undefined, value: string) => ({
  pk: `UNIQUE#${entityName}.${label}#${scope === undefined ? '' : `${scope}#`}${value.trim().toLowerCase()}`,
  sk: 'UNIQUE',
});

/** The marker item of a value held by record `ownerId`. */
export const uniqueMarkerItem = (keys: { pk: string; sk: string }, ownerId: number | string) => ({
  ...keys,
  type: UNIQUE_MARKER_TYPE,
  ownerId,
});
